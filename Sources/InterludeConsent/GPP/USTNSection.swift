/// GPP section 22, `ustn`: the Tennessee privacy section (version 1).
///
/// Enum fields hold the raw 2-bit values: notices 0 = N/A, 1 = yes, 2 = no; opt-outs 0 = N/A,
/// 1 = opted out, 2 = did not opt out; consents 0 = N/A, 1 = no consent, 2 = consent.
/// The core is 42 bits long.
public struct USTNSection: Hashable, Sendable {
  /// The section version (1).
  public var version: Int = 1
  /// Notice of the processing of personal data.
  public var processingNotice: Int = 0
  /// Notice of the right to opt out of sale.
  public var saleOptOutNotice: Int = 0
  /// Notice of the right to opt out of targeted advertising.
  public var targetedAdvertisingOptOutNotice: Int = 0
  /// Opt-out of sale.
  public var saleOptOut: Int = 0
  /// Opt-out of targeted advertising.
  public var targetedAdvertisingOptOut: Int = 0
  /// Per-category sensitive data processing (8 items).
  public var sensitiveDataProcessing: [Int] = []
  /// Known-child sensitive data consents (one value).
  public var knownChildSensitiveDataConsents: Int = 0
  /// Consent to processing personal data for purposes beyond those disclosed.
  public var additionalDataProcessingConsent: Int = 0
  /// Whether the transaction is covered by the MSPA.
  public var mspaCoveredTransaction: Int = 0
  /// MSPA opt-out option mode.
  public var mspaOptOutOptionMode: Int = 0
  /// MSPA service provider mode.
  public var mspaServiceProviderMode: Int = 0
  /// The GPC subsection, or nil when the string has none (GPC then counts as false).
  public var gpcSubsection: GPPGPCSubsection?

  /// The section ID, 22.
  public static let sectionID = 22

  /// A version 1 section with every field 0 (not applicable) but MspaCoveredTransaction 1 (yes; the
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
  /// - Throws: ``GPPError`` for a version other than 1, a value beyond its 2 bits, or a list
  ///   whose length is not its version's.
  public var encoded: String {
    get throws(GPPError) { try encodedUSSection() }
  }
}

extension USTNSection: GPPUSSection {
  var gppSection: GPPSection { .usTN(self) }

  static let gpcSubsectionKeyPath: GPPUSField<USTNSection>.Property<GPPGPCSubsection?>? =
    \USTNSection.gpcSubsection

  private static let version1Fields: [GPPUSField<USTNSection>] = [
    .int("ProcessingNotice", \.processingNotice),
    .int("SaleOptOutNotice", \.saleOptOutNotice),
    .int("TargetedAdvertisingOptOutNotice", \.targetedAdvertisingOptOutNotice),
    .int("SaleOptOut", \.saleOptOut),
    .int("TargetedAdvertisingOptOut", \.targetedAdvertisingOptOut),
    .list("SensitiveDataProcessing", \.sensitiveDataProcessing, count: 8),
    .int("KnownChildSensitiveDataConsents", \.knownChildSensitiveDataConsents),
    .int("AdditionalDataProcessingConsent", \.additionalDataProcessingConsent),
    .int("MspaCoveredTransaction", \.mspaCoveredTransaction),
    .int("MspaOptOutOptionMode", \.mspaOptOutOptionMode),
    .int("MspaServiceProviderMode", \.mspaServiceProviderMode),
  ]

  static func coreFields(version: Int) -> [GPPUSField<USTNSection>] { version1Fields }
}
