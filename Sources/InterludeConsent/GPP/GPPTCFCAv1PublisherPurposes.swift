/// The publisher purposes subsection of TCF Canada's GPP section (subsection type 3): the
/// publisher's own express and implied consents, for the IAB purposes and its custom ones.
package struct GPPTCFCAv1PublisherPurposes: Hashable, Sendable {
  /// The subsection type, always 3.
  package static let subsectionType = 3

  /// Express consent per purpose, purpose 1 first (24 values).
  package var purposesExpressConsent: [Bool] = Array(repeating: false, count: 24)
  /// Implied consent per purpose, purpose 1 first (24 values).
  package var purposesImpliedConsent: [Bool] = Array(repeating: false, count: 24)
  /// Express consent per custom purpose, custom purpose 1 first (at most 63 values, as many as
  /// ``customPurposesImpliedConsent``).
  package var customPurposesExpressConsent: [Bool] = []
  /// Implied consent per custom purpose, custom purpose 1 first.
  package var customPurposesImpliedConsent: [Bool] = []

  /// A subsection with no consent and no custom purpose.
  package init() {}
}
