/// One line of the second layer: a purpose, special feature or vendor, with its toggles.
public struct ConsentLayerItem: Hashable, Sendable, Identifiable {
  /// What the line is about.
  public enum Kind: String, Hashable, Sendable {
    /// A purpose (consent, and an objection to legitimate interest where it applies).
    case purpose
    /// A special feature (opt-in).
    case specialFeature
    /// A vendor (consent, and an objection to its legitimate interest).
    case vendor
    /// A Google ad technology provider outside the GVL (Additional Consent): consent only.
    case additionalConsentProvider
  }

  /// The kind and IAB id, as `purpose-3`, `vendor-755`.
  public var id: String { "\(kind.rawValue)-\(number)" }
  /// What the line is about.
  public var kind: Kind
  /// The IAB id of the purpose, feature or vendor (Google's id for a provider).
  public var number: Int
  /// Its name (from the GVL, or `Purpose 3` without one).
  public var name: String
  /// More detail: the purposes a vendor uses, its retention, its privacy policy.
  public var details: [String]
  /// Whether consent is given (the toggle).
  public var isConsented: Bool
  /// Whether the line is used under legitimate interest, which the user may object to.
  public var hasLegitimateInterest: Bool
  /// Whether the user objects to that legitimate interest.
  public var objectsToLegitimateInterest: Bool

  /// Creates an item.
  public init(
    kind: Kind, number: Int, name: String, details: [String] = [], isConsented: Bool = false,
    hasLegitimateInterest: Bool = false, objectsToLegitimateInterest: Bool = false
  ) {
    self.kind = kind
    self.number = number
    self.name = name
    self.details = details
    self.isConsented = isConsented
    self.hasLegitimateInterest = hasLegitimateInterest
    self.objectsToLegitimateInterest = objectsToLegitimateInterest
  }
}
