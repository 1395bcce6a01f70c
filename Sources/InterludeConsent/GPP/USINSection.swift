/// GPP section 25, `usin`: the Indiana privacy section (version 1), for the
/// Indiana Consumer Data Protection Act.
///
/// The section follows the IAB's later US layout: its 6-bit version is named `MspaVersion`, the
/// MSPA fields come first and are two (`MspaCoveredTransaction`, then `MspaMode`: 0 = N/A,
/// 1 = opt-out option mode, 2 = service provider mode), and the optional subsection after `.` holds `SensitiveDataProcessing` (8 values, no type prefix). Other enum fields hold
/// the raw 2-bit values: notices 0 = N/A, 1 = yes, 2 = no; opt-outs 0 = N/A, 1 = opted out,
/// 2 = did not opt out; consents 0 = N/A, 1 = no consent, 2 = consent. The core is 24 bits long.
public struct USINSection: Hashable, Sendable {
  /// The section version (`MspaVersion`, 1).
  public var version: Int = 1
  /// Whether the transaction is covered by the MSPA (1 = yes, 2 = no).
  public var mspaCoveredTransaction: Int = 0
  /// The MSPA mode: 1 = opt-out option mode, 2 = service provider mode, 0 = N/A.
  public var mspaMode: Int = 0
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
  /// Consent to processing the personal data of a known child.
  public var knownChildSensitiveDataConsents: Int = 0
  /// Consent to processing personal data for purposes beyond those disclosed.
  public var additionalDataProcessingConsent: Int = 0
  /// The sensitive data consents subsection: consent to processing each of 8 categories of
  /// sensitive data (0 = N/A, 1 = no consent, 2 = consent), or nil when the string has none.
  public var sensitiveDataProcessing: [Int]?

  /// The section ID, 25.
  public static let sectionID = 25

  /// A version 1 section with every field 0 (not applicable) but MspaCoveredTransaction 1 (yes; the
  /// field has no N/A) and no subsection, to fill in and take ``encoded`` of.
  public init() {
    setDefaults()
  }

  /// Decodes the section payload (core, then an optional `.`-separated sensitive data consents subsection).
  public init(decoding payload: Substring) throws(GPPError) {
    try self.init(decodingUSSection: payload)
  }

  /// The fields under their IAB names, in string order.
  public var fields: [GPPField] { usSectionFields }

  /// The section payload as iabgpp-es writes it: the core, then `.` and the sensitive data
  /// consents subsection when there is one.
  ///
  /// - Throws: ``GPPError`` for a version other than 1, a value beyond its 2 bits, or a
  ///   subsection list whose length is not 8.
  public var encoded: String {
    get throws(GPPError) { try encodedUSSection() }
  }
}

extension USINSection: GPPUSSection {
  var gppSection: GPPSection { .usIN(self) }

  static let versionFieldName = "MspaVersion"

  static let gpcSubsectionKeyPath: GPPUSField<USINSection>.Property<GPPGPCSubsection?>? = nil

  static let sensitiveDataConsents:
    (keyPath: GPPUSField<USINSection>.Property<[Int]?>, count: Int)? = (
      \USINSection.sensitiveDataProcessing, 8
    )

  private static let version1Fields: [GPPUSField<USINSection>] = [
    .int("MspaCoveredTransaction", \.mspaCoveredTransaction),
    .int("MspaMode", \.mspaMode),
    .int("ProcessingNotice", \.processingNotice),
    .int("SaleOptOutNotice", \.saleOptOutNotice),
    .int("TargetedAdvertisingOptOutNotice", \.targetedAdvertisingOptOutNotice),
    .int("SaleOptOut", \.saleOptOut),
    .int("TargetedAdvertisingOptOut", \.targetedAdvertisingOptOut),
    .int("KnownChildSensitiveDataConsents", \.knownChildSensitiveDataConsents),
    .int("AdditionalDataProcessingConsent", \.additionalDataProcessingConsent),
  ]

  static func coreFields(version: Int) -> [GPPUSField<USINSection>] { version1Fields }
}
