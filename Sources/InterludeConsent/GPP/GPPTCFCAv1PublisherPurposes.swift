/// The publisher purposes subsection of TCF Canada's GPP section (subsection type 3): the
/// publisher's own express and implied consents, for the IAB purposes and its custom ones.
public struct GPPTCFCAv1PublisherPurposes: Hashable, Sendable {
  /// The subsection type, always 3.
  public static let subsectionType = 3

  /// Express consent per purpose, purpose 1 first (24 values).
  public var purposesExpressConsent: [Bool] = Array(repeating: false, count: 24)
  /// Implied consent per purpose, purpose 1 first (24 values).
  public var purposesImpliedConsent: [Bool] = Array(repeating: false, count: 24)
  /// Express consent per custom purpose, custom purpose 1 first (at most 63 values, as many as
  /// ``customPurposesImpliedConsent``).
  public var customPurposesExpressConsent: [Bool] = []
  /// Implied consent per custom purpose, custom purpose 1 first.
  public var customPurposesImpliedConsent: [Bool] = []

  /// A subsection with no consent and no custom purpose.
  public init() {}
}
