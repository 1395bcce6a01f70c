/// GPP section 7, `usnat`: the US multi-state privacy section (version 1 or 2).
///
/// Enum fields hold the raw 2-bit values: notices 0 = N/A, 1 = yes, 2 = no; opt-outs 0 = N/A,
/// 1 = opted out, 2 = did not opt out; consents 0 = N/A, 1 = no consent, 2 = consent.
/// Version 2 widened `SensitiveDataProcessing` from 12 to 16 items and
/// `KnownChildSensitiveDataConsents` from 2 to 3. A version 2 core only 60 or 66 bits long is
/// read with version 1 widths and zero-padded, as iabgpp-es does.
public struct USNatSection: Hashable, Sendable {
  /// The section version (1 or 2).
  public var version: Int
  /// Notice of sharing of personal data.
  public var sharingNotice: Int
  /// Notice of the right to opt out of sale.
  public var saleOptOutNotice: Int
  /// Notice of the right to opt out of sharing.
  public var sharingOptOutNotice: Int
  /// Notice of the right to opt out of targeted advertising.
  public var targetedAdvertisingOptOutNotice: Int
  /// Notice of the right to opt out of sensitive data processing.
  public var sensitiveDataProcessingOptOutNotice: Int
  /// Notice of the right to limit use of sensitive data.
  public var sensitiveDataLimitUseNotice: Int
  /// Opt-out of sale.
  public var saleOptOut: Int
  /// Opt-out of sharing.
  public var sharingOptOut: Int
  /// Opt-out of targeted advertising.
  public var targetedAdvertisingOptOut: Int
  /// Per-category sensitive data processing (12 items in v1, 16 in v2).
  public var sensitiveDataProcessing: [Int]
  /// Known-child sensitive data consents (2 items in v1, 3 in v2).
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

  /// The section ID, 7.
  public static let sectionID = 7

  /// Decodes the section payload (core, then an optional `.`-separated GPC subsection).
  public init(decoding payload: Substring) throws(GPPError) {
    do throws(GPPError) {
      let opening = try GPPSectionOpening(
        payload, name: "usnat", versions: [1, 2], hasGPCSubsection: true)
      var reader = opening.reader
      version = opening.version
      let legacyLength = reader.bits.count == 60 || reader.bits.count == 66
      let isV2Layout = version == 2 && !legacyLength
      sharingNotice = try reader.int(2, "SharingNotice")
      saleOptOutNotice = try reader.int(2, "SaleOptOutNotice")
      sharingOptOutNotice = try reader.int(2, "SharingOptOutNotice")
      targetedAdvertisingOptOutNotice = try reader.int(2, "TargetedAdvertisingOptOutNotice")
      sensitiveDataProcessingOptOutNotice = try reader.int(
        2, "SensitiveDataProcessingOptOutNotice")
      sensitiveDataLimitUseNotice = try reader.int(2, "SensitiveDataLimitUseNotice")
      saleOptOut = try reader.int(2, "SaleOptOut")
      sharingOptOut = try reader.int(2, "SharingOptOut")
      targetedAdvertisingOptOut = try reader.int(2, "TargetedAdvertisingOptOut")
      sensitiveDataProcessing = try reader.ints(
        isV2Layout ? 16 : 12, width: 2, "SensitiveDataProcessing")
      knownChildSensitiveDataConsents = try reader.ints(
        isV2Layout ? 3 : 2, width: 2, "KnownChildSensitiveDataConsents")
      personalDataConsents = try reader.int(2, "PersonalDataConsents")
      mspaCoveredTransaction = try reader.int(2, "MspaCoveredTransaction")
      mspaOptOutOptionMode = try reader.int(2, "MspaOptOutOptionMode")
      mspaServiceProviderMode = try reader.int(2, "MspaServiceProviderMode")
      if version == 2 && !isV2Layout {
        sensitiveDataProcessing += [0, 0, 0, 0]
        knownChildSensitiveDataConsents += [0]
      }
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
      GPPField("SharingOptOutNotice", .int(sharingOptOutNotice)),
      GPPField("TargetedAdvertisingOptOutNotice", .int(targetedAdvertisingOptOutNotice)),
      GPPField("SensitiveDataProcessingOptOutNotice", .int(sensitiveDataProcessingOptOutNotice)),
      GPPField("SensitiveDataLimitUseNotice", .int(sensitiveDataLimitUseNotice)),
      GPPField("SaleOptOut", .int(saleOptOut)),
      GPPField("SharingOptOut", .int(sharingOptOut)),
      GPPField("TargetedAdvertisingOptOut", .int(targetedAdvertisingOptOut)),
      GPPField("SensitiveDataProcessing", .ints(sensitiveDataProcessing)),
      GPPField("KnownChildSensitiveDataConsents", .ints(knownChildSensitiveDataConsents)),
      GPPField("PersonalDataConsents", .int(personalDataConsents)),
      GPPField("MspaCoveredTransaction", .int(mspaCoveredTransaction)),
      GPPField("MspaOptOutOptionMode", .int(mspaOptOutOptionMode)),
      GPPField("MspaServiceProviderMode", .int(mspaServiceProviderMode)),
    ] + (gpcSubsection?.fields ?? [])
  }
}
