/// GPP section 7, `usnat`: the US multi-state privacy section (version 1 or 2).
///
/// Enum fields hold the raw 2-bit values: notices 0 = N/A, 1 = yes, 2 = no; opt-outs 0 = N/A,
/// 1 = opted out, 2 = did not opt out; consents 0 = N/A, 1 = no consent, 2 = consent.
/// Version 2 widened `SensitiveDataProcessing` from 12 to 16 items and
/// `KnownChildSensitiveDataConsents` from 2 to 3. The core's length tells which widths it was
/// written with, whatever its version: 60 or 66 bits (padded) are version 1's, 72 (70 padded)
/// version 2's; any other length is refused. A version 2 core of version 1 widths is read
/// zero-padded to version 2's lengths, as iabgpp-es does; a version 1 core of version 2 widths
/// (iabgpp-es writes some) keeps its 16 and 3 items, and is written back with those widths.
public struct USNatSection: Hashable, Sendable {
  /// The section version (1 or 2).
  public var version: Int = 2
  /// Notice of sharing of personal data.
  public var sharingNotice: Int = 0
  /// Notice of the right to opt out of sale.
  public var saleOptOutNotice: Int = 0
  /// Notice of the right to opt out of sharing.
  public var sharingOptOutNotice: Int = 0
  /// Notice of the right to opt out of targeted advertising.
  public var targetedAdvertisingOptOutNotice: Int = 0
  /// Notice of the right to opt out of sensitive data processing.
  public var sensitiveDataProcessingOptOutNotice: Int = 0
  /// Notice of the right to limit use of sensitive data.
  public var sensitiveDataLimitUseNotice: Int = 0
  /// Opt-out of sale.
  public var saleOptOut: Int = 0
  /// Opt-out of sharing.
  public var sharingOptOut: Int = 0
  /// Opt-out of targeted advertising.
  public var targetedAdvertisingOptOut: Int = 0
  /// Per-category sensitive data processing (12 items in v1, 16 in v2 and in a v1 core of v2
  /// widths).
  public var sensitiveDataProcessing: [Int] = []
  /// Known-child sensitive data consents (2 items in v1, 3 in v2 and in a v1 core of v2
  /// widths).
  public var knownChildSensitiveDataConsents: [Int] = []
  /// Consent to processing personal data.
  public var personalDataConsents: Int = 0
  /// Whether the transaction is covered by the MSPA.
  public var mspaCoveredTransaction: Int = 0
  /// MSPA opt-out option mode.
  public var mspaOptOutOptionMode: Int = 0
  /// MSPA service provider mode.
  public var mspaServiceProviderMode: Int = 0
  /// The GPC subsection, or nil when the string has none (GPC then counts as false).
  public var gpcSubsection: GPPGPCSubsection?

  /// The section ID, 7.
  public static let sectionID = 7

  /// A version 2 section with every field 0 (not applicable) but MspaCoveredTransaction 1 (yes; the
  /// field has no N/A) and no GPC subsection, to fill in and take ``encoded`` of.
  public init() {
    setDefaults()
  }

  /// Decodes the section payload (core, then an optional `.`-separated GPC subsection).
  public init(decoding payload: Substring) throws(GPPError) {
    try self.init(decodingUSSection: payload)
  }

  /// Whether GPC was signalled (false when there is no GPC subsection).
  public var gpc: Bool { gpcSubsection?.gpc ?? false }

  /// The fields under their IAB names, in string order.
  public var fields: [GPPField] { usSectionFields }

  /// The section payload as iabgpp-es writes it: the core, then `.` and the GPC subsection
  /// when there is one.
  ///
  /// - Throws: ``GPPError`` for a version other than 1 or 2, a value beyond its 2 bits, or a
  ///   list whose length is not its version's.
  public var encoded: String {
    get throws(GPPError) { try encodedUSSection() }
  }
}

extension USNatSection: GPPUSSection {
  var gppSection: GPPSection { .usNat(self) }

  static let versions: Set<Int> = [1, 2]

  static let gpcSubsectionKeyPath: GPPUSField<USNatSection>.Property<GPPGPCSubsection?>? =
    \USNatSection.gpcSubsection

  /// Version 1: 12 sensitive data categories, 2 known-child consents.
  private static let version1Fields = coreFields(sensitiveDataCount: 12, knownChildCount: 2)

  /// Version 2: 16 sensitive data categories, 3 known-child consents.
  private static let version2Fields = coreFields(sensitiveDataCount: 16, knownChildCount: 3)

  static func coreFields(version: Int) -> [GPPUSField<USNatSection>] {
    version == 1 ? version1Fields : version2Fields
  }

  /// The widths a core of `coreBitCount` bits was written with, for either version: version
  /// 1's for 60 or 66 bits (its 60 bits padded to a sextet, or to a byte and then a sextet),
  /// version 2's for 72 (its 70 bits padded either way); nil for any other length.
  static func layoutVersion(version: Int, coreBitCount: Int) -> Int? {
    switch coreBitCount {
    case 60, 66: 1
    case 72: 2
    default: nil
    }
  }

  /// Version 2 for a version 1 section whose lists have version 2's lengths (as decoded from a
  /// core of version 2 widths), so that it is written back as it was read.
  var encodingLayoutVersion: Int {
    version == 1 && sensitiveDataProcessing.count == 16
      && knownChildSensitiveDataConsents.count == 3 ? 2 : version
  }

  private static func coreFields(
    sensitiveDataCount: Int, knownChildCount: Int
  ) -> [GPPUSField<USNatSection>] {
    [
      .int("SharingNotice", \.sharingNotice),
      .int("SaleOptOutNotice", \.saleOptOutNotice),
      .int("SharingOptOutNotice", \.sharingOptOutNotice),
      .int("TargetedAdvertisingOptOutNotice", \.targetedAdvertisingOptOutNotice),
      .int("SensitiveDataProcessingOptOutNotice", \.sensitiveDataProcessingOptOutNotice),
      .int("SensitiveDataLimitUseNotice", \.sensitiveDataLimitUseNotice),
      .int("SaleOptOut", \.saleOptOut),
      .int("SharingOptOut", \.sharingOptOut),
      .int("TargetedAdvertisingOptOut", \.targetedAdvertisingOptOut),
      .list("SensitiveDataProcessing", \.sensitiveDataProcessing, count: sensitiveDataCount),
      .list(
        "KnownChildSensitiveDataConsents", \.knownChildSensitiveDataConsents,
        count: knownChildCount),
      .int("PersonalDataConsents", \.personalDataConsents),
      .int("MspaCoveredTransaction", \.mspaCoveredTransaction),
      .int("MspaOptOutOptionMode", \.mspaOptOutOptionMode),
      .int("MspaServiceProviderMode", \.mspaServiceProviderMode),
    ]
  }
}
