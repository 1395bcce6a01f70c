/// GPP section 10, `usco`: the Colorado privacy section (version 1).
///
/// Enum fields hold the raw 2-bit values: notices 0 = N/A, 1 = yes, 2 = no; opt-outs 0 = N/A,
/// 1 = opted out, 2 = did not opt out; consents 0 = N/A, 1 = no consent, 2 = consent.
public struct USCOSection: Hashable, Sendable {
  /// The section version (1).
  public var version: Int
  /// Notice of sharing of personal data.
  public var sharingNotice: Int
  /// Notice of the right to opt out of sale.
  public var saleOptOutNotice: Int
  /// Notice of the right to opt out of targeted advertising.
  public var targetedAdvertisingOptOutNotice: Int
  /// Opt-out of sale.
  public var saleOptOut: Int
  /// Opt-out of targeted advertising.
  public var targetedAdvertisingOptOut: Int
  /// Per-category sensitive data processing (7 items).
  public var sensitiveDataProcessing: [Int]
  /// Known-child sensitive data consents (one value).
  public var knownChildSensitiveDataConsents: Int
  /// Whether the transaction is covered by the MSPA.
  public var mspaCoveredTransaction: Int
  /// MSPA opt-out option mode.
  public var mspaOptOutOptionMode: Int
  /// MSPA service provider mode.
  public var mspaServiceProviderMode: Int
  /// The GPC subsection, or nil when the string has none (GPC then counts as false).
  public var gpcSubsection: GPPGPCSubsection?

  /// The section ID, 10.
  public static let sectionID = 10

  /// Decodes the section payload (core, then an optional `.`-separated GPC subsection).
  public init(decoding payload: Substring) throws(GPPError) {
    do throws(GPPError) {
      let opening = try GPPSectionOpening(payload, name: "usco", hasGPCSubsection: true)
      var reader = opening.reader
      version = opening.version
      sharingNotice = try reader.int(2, "SharingNotice")
      saleOptOutNotice = try reader.int(2, "SaleOptOutNotice")
      targetedAdvertisingOptOutNotice = try reader.int(2, "TargetedAdvertisingOptOutNotice")
      saleOptOut = try reader.int(2, "SaleOptOut")
      targetedAdvertisingOptOut = try reader.int(2, "TargetedAdvertisingOptOut")
      sensitiveDataProcessing = try reader.ints(7, width: 2, "SensitiveDataProcessing")
      knownChildSensitiveDataConsents = try reader.int(2, "KnownChildSensitiveDataConsents")
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
      GPPField("SharingNotice", .int(sharingNotice)),
      GPPField("SaleOptOutNotice", .int(saleOptOutNotice)),
      GPPField("TargetedAdvertisingOptOutNotice", .int(targetedAdvertisingOptOutNotice)),
      GPPField("SaleOptOut", .int(saleOptOut)),
      GPPField("TargetedAdvertisingOptOut", .int(targetedAdvertisingOptOut)),
      GPPField("SensitiveDataProcessing", .ints(sensitiveDataProcessing)),
      GPPField("KnownChildSensitiveDataConsents", .int(knownChildSensitiveDataConsents)),
      GPPField("MspaCoveredTransaction", .int(mspaCoveredTransaction)),
      GPPField("MspaOptOutOptionMode", .int(mspaOptOutOptionMode)),
      GPPField("MspaServiceProviderMode", .int(mspaServiceProviderMode)),
    ] + (gpcSubsection?.fields ?? [])
  }
}
