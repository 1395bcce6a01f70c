/// The fields of the US sections under their Swift names, each with its IAB name and type:
/// ``USSection`` reads and writes them as its own properties (`section.saleOptOut = 2`).
///
/// Enum fields hold the raw 2-bit values: notices 0 = N/A, 1 = yes, 2 = no; opt-outs 0 = N/A,
/// 1 = opted out, 2 = did not opt out; consents 0 = N/A, 1 = no consent, 2 = consent. Each
/// section has the fields its layout's table lists (see ``USState``): reading one it does not
/// have gives 0 (not applicable) or an empty list, and writing one is a programming error that
/// stops the program.
public struct USSectionFields<Layout: USSectionLayout>: Sendable {
  /// A field of one 2-bit value.
  public typealias Field = USSectionField<Int>

  /// Notice of sharing of personal data.
  public var sharingNotice: Field { Field("SharingNotice") }
  /// Notice of the processing of personal data.
  public var processingNotice: Field { Field("ProcessingNotice") }
  /// Notice of the right to opt out of sale.
  public var saleOptOutNotice: Field { Field("SaleOptOutNotice") }
  /// Notice of the right to opt out of sharing.
  public var sharingOptOutNotice: Field { Field("SharingOptOutNotice") }
  /// Notice of the right to opt out of targeted advertising.
  public var targetedAdvertisingOptOutNotice: Field { Field("TargetedAdvertisingOptOutNotice") }
  /// Notice of the right to opt out of sensitive data processing.
  public var sensitiveDataProcessingOptOutNotice: Field {
    Field("SensitiveDataProcessingOptOutNotice")
  }
  /// Notice of the right to opt out of the processing of sensitive data (Iowa).
  public var sensitiveDataOptOutNotice: Field { Field("SensitiveDataOptOutNotice") }
  /// Notice of the right to limit use of sensitive data.
  public var sensitiveDataLimitUseNotice: Field { Field("SensitiveDataLimitUseNotice") }
  /// Opt-out of sale.
  public var saleOptOut: Field { Field("SaleOptOut") }
  /// Opt-out of sharing.
  public var sharingOptOut: Field { Field("SharingOptOut") }
  /// Opt-out of targeted advertising.
  public var targetedAdvertisingOptOut: Field { Field("TargetedAdvertisingOptOut") }
  /// Consent to processing personal data.
  public var personalDataConsents: Field { Field("PersonalDataConsents") }
  /// Consent to processing personal data for purposes beyond those disclosed.
  public var additionalDataProcessingConsent: Field { Field("AdditionalDataProcessingConsent") }
  /// Whether the transaction is covered by the MSPA (1 = yes, 2 = no; it has no N/A).
  public var mspaCoveredTransaction: Field { Field("MspaCoveredTransaction") }
  /// MSPA opt-out option mode.
  public var mspaOptOutOptionMode: Field { Field("MspaOptOutOptionMode") }
  /// MSPA service provider mode.
  public var mspaServiceProviderMode: Field { Field("MspaServiceProviderMode") }
  /// The MSPA mode of the later layout: 1 = opt-out option mode, 2 = service provider mode,
  /// 0 = N/A.
  public var mspaMode: Field { Field("MspaMode") }
  /// Per-category sensitive data processing: a list in the core, or the sensitive data
  /// consents subsection (nil when the string has none) in the sections that carry it there.
  public var sensitiveDataProcessing: USSectionField<Layout.SensitiveDataProcessing> {
    USSectionField("SensitiveDataProcessing")
  }
  /// Known-child sensitive data consents: one value, or one per age group.
  public var knownChildSensitiveDataConsents: USSectionField<Layout.KnownChildSensitiveDataConsents>
  { USSectionField("KnownChildSensitiveDataConsents") }
}
