/// One entry of the layer: a purpose, special purpose, feature, special feature or vendor, with
/// its texts and, for those the user decides on, its toggles.
public struct ConsentLayerItem: Hashable, Sendable, Identifiable {
  /// What the entry is about.
  public enum Kind: String, Hashable, Sendable {
    /// A purpose (consent, and an objection to legitimate interest where it applies).
    case purpose
    /// A special feature (opt-in).
    case specialFeature
    /// A vendor (consent, and an objection to its legitimate interest).
    case vendor
    /// A Google ad technology provider outside the GVL (Additional Consent): consent only.
    case additionalConsentProvider
    /// A special purpose: disclosed, no choice (legitimate interest without objection).
    case specialPurpose
    /// A feature: disclosed, no choice.
    case feature
  }

  /// The kind and IAB id, as `purpose-3`, `vendor-755`.
  public var id: String { "\(kind.rawValue)-\(number)" }
  /// What the entry is about.
  public var kind: Kind
  /// The IAB id of the purpose, feature or vendor (Google's id for a provider).
  public var number: Int
  /// Its name (from the GVL, else the standard TCF name, else `Purpose 3`).
  public var name: String
  /// Its user-facing description from the GVL; empty without one.
  public var description: String
  /// The GVL's example scenarios.
  public var illustrations: [String]
  /// What the vendor list discloses about a vendor; nil for other kinds, and for a vendor the
  /// GVL does not list.
  public var vendor: ConsentLayerVendor?
  /// How many of the layer's vendors use it: for a purpose, those asking consent for it; for a
  /// special purpose, feature or special feature, all that declare it; nil without a GVL or for
  /// a vendor.
  public var consentVendorCount: Int?
  /// For a purpose, how many of the layer's vendors use it under legitimate interest; nil
  /// otherwise.
  public var legitimateInterestVendorCount: Int?
  /// Whether the user is asked for consent (a consent toggle is shown): false for an item used
  /// only under legitimate interest, and for special purposes and features.
  public var asksConsent: Bool
  /// Whether consent is given (the toggle).
  public var isConsented: Bool
  /// Whether the item is used under legitimate interest, which the user may object to.
  public var hasLegitimateInterest: Bool
  /// Whether the user objects to that legitimate interest.
  public var objectsToLegitimateInterest: Bool

  /// Creates an item.
  package init(
    kind: Kind, number: Int, name: String, description: String = "", illustrations: [String] = [],
    vendor: ConsentLayerVendor? = nil, consentVendorCount: Int? = nil,
    legitimateInterestVendorCount: Int? = nil, asksConsent: Bool = true,
    isConsented: Bool = false, hasLegitimateInterest: Bool = false,
    objectsToLegitimateInterest: Bool = false
  ) {
    self.kind = kind
    self.number = number
    self.name = name
    self.description = description
    self.illustrations = illustrations
    self.vendor = vendor
    self.consentVendorCount = consentVendorCount
    self.legitimateInterestVendorCount = legitimateInterestVendorCount
    self.asksConsent = asksConsent
    self.isConsented = isConsented
    self.hasLegitimateInterest = hasLegitimateInterest
    self.objectsToLegitimateInterest = objectsToLegitimateInterest
  }

  /// The line that says how many vendors use the item; nil when unknown.
  public func vendorUsage(_ texts: ConsentLayerTexts) -> String? {
    guard let consentVendorCount else { return nil }
    if kind == .purpose {
      return texts.fill(
        texts.purposeVendorCounts,
        ["consent": consentVendorCount, "legitimateInterest": legitimateInterestVendorCount ?? 0])
    }
    return texts.fill(texts.vendorCount, ["vendors": consentVendorCount])
  }
}
