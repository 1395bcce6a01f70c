/// GPP section 8, `usca`: the California privacy section (version 1).
///
/// Enum fields hold the raw 2-bit values: notices 0 = N/A, 1 = yes, 2 = no; opt-outs 0 = N/A,
/// 1 = opted out, 2 = did not opt out; consents 0 = N/A, 1 = no consent, 2 = consent.
public struct USCASection: Hashable, Sendable {
  /// The section version (1).
  public var version: Int
  /// Notice of the right to opt out of sale.
  public var saleOptOutNotice: Int
  /// Notice of the right to opt out of sharing.
  public var sharingOptOutNotice: Int
  /// Notice of the right to limit use of sensitive data.
  public var sensitiveDataLimitUseNotice: Int
  /// Opt-out of sale.
  public var saleOptOut: Int
  /// Opt-out of sharing.
  public var sharingOptOut: Int
  /// Per-category sensitive data processing (9 items).
  public var sensitiveDataProcessing: [Int]
  /// Known-child sensitive data consent (2 items).
  public var knownChildSensitiveDataConsents: [Int]
  /// Consent to processing personal data.
  public var personalDataConsents: Int
  /// Whether the transaction is covered by the MSPA.
  public var mspaCoveredTransaction: Int
  /// MSPA opt-out option mode.
  public var mspaOptOutOptionMode: Int
  /// MSPA service provider mode.
  public var mspaServiceProviderMode: Int
  /// The GPC subsection, or nil when the string has none (GPC then counts as false).
  public var gpcSubsection: GPPGPCSubsection?

  /// The section ID, 8.
  public static let sectionID = 8

  /// Decodes the section payload (core, then an optional `.`-separated GPC subsection).
  public init(decoding payload: Substring) throws(GPPError) {
    do throws(GPPError) {
      let opening = try GPPSectionOpening(payload, name: "usca", hasGPCSubsection: true)
      var reader = opening.reader
      version = opening.version
      saleOptOutNotice = try reader.int(2, "SaleOptOutNotice")
      sharingOptOutNotice = try reader.int(2, "SharingOptOutNotice")
      sensitiveDataLimitUseNotice = try reader.int(2, "SensitiveDataLimitUseNotice")
      saleOptOut = try reader.int(2, "SaleOptOut")
      sharingOptOut = try reader.int(2, "SharingOptOut")
      sensitiveDataProcessing = try reader.ints(9, width: 2, "SensitiveDataProcessing")
      knownChildSensitiveDataConsents = try reader.ints(
        2, width: 2, "KnownChildSensitiveDataConsents")
      personalDataConsents = try reader.int(2, "PersonalDataConsents")
      mspaCoveredTransaction = try reader.int(2, "MspaCoveredTransaction")
      mspaOptOutOptionMode = try reader.int(2, "MspaOptOutOptionMode")
      mspaServiceProviderMode = try reader.int(2, "MspaServiceProviderMode")
      gpcSubsection = opening.gpc
    } catch {
      throw error.inSection(Self.sectionID)
    }
  }

  /// Whether GPC was signalled (false when there is no GPC subsection).
  public var gpc: Bool { gpcSubsection?.gpc ?? false }

  /// The fields under their IAB names, in string order.
  public var fields: [GPPField] {
    [
      GPPField("Version", .int(version)),
      GPPField("SaleOptOutNotice", .int(saleOptOutNotice)),
      GPPField("SharingOptOutNotice", .int(sharingOptOutNotice)),
      GPPField("SensitiveDataLimitUseNotice", .int(sensitiveDataLimitUseNotice)),
      GPPField("SaleOptOut", .int(saleOptOut)),
      GPPField("SharingOptOut", .int(sharingOptOut)),
      GPPField("SensitiveDataProcessing", .ints(sensitiveDataProcessing)),
      GPPField("KnownChildSensitiveDataConsents", .ints(knownChildSensitiveDataConsents)),
      GPPField("PersonalDataConsents", .int(personalDataConsents)),
      GPPField("MspaCoveredTransaction", .int(mspaCoveredTransaction)),
      GPPField("MspaOptOutOptionMode", .int(mspaOptOutOptionMode)),
      GPPField("MspaServiceProviderMode", .int(mspaServiceProviderMode)),
    ] + (gpcSubsection?.fields ?? [])
  }
}
