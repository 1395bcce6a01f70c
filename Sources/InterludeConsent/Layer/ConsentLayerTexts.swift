import Foundation

/// The words of the consent layer around the Global Vendor List's own texts: headings, notices,
/// buttons and the labels of a vendor's disclosures. English by default; replace them to
/// localise the layer (the GVL's names, descriptions and illustrations come from its
/// translation).
///
/// A few texts are templates: `{vendors}` stands for the number of vendors, `{consent}` and
/// `{legitimateInterest}` for the numbers of vendors using a purpose on each legal basis, `{n}`
/// for a number of days or seconds.
public struct ConsentLayerTexts: Hashable, Sendable {
  /// The heading.
  public var title = "Your privacy choices"
  /// The first layer's opening: what is stored on the device, what personal data is processed,
  /// and by how many vendors (`{vendors}`).
  public var introduction =
    "We and our {vendors} partners store and/or access information on your device, such as "
    + "unique identifiers, and process personal data, such as your IP address and how you use "
    + "this app, for the purposes below."
  /// The heading of the purposes (and stacks) on both layers.
  public var purposesHeading = "Purposes"
  /// The heading of the special features, which need a separate opt-in.
  public var specialFeaturesHeading = "Special features (with your opt-in)"
  /// The first layer's notice that some vendors rely on legitimate interest, which the user may
  /// object to; shown when any purpose or vendor does.
  public var legitimateInterestNotice =
    "Some partners do not ask for your consent but process your data on the basis of their "
    + "legitimate interest. You can object to this in Settings."
  /// The first layer's notice of how to change or withdraw the choice, and where it applies.
  public var withdrawalNotice =
    "Your choices apply to this app only. You can change them or withdraw your consent at any "
    + "time under Privacy settings."
  /// The first layer's accept button.
  public var acceptAll = "Accept all"
  /// The first layer's reject button.
  public var rejectAll = "Reject all"
  /// The button that opens the settings layer.
  public var settings = "Settings"
  /// The link to the vendor list (`{vendors}` is their number).
  public var vendorListLink = "View our {vendors} partners"
  /// The settings layer's save button.
  public var save = "Save choices"
  /// The settings layer's way back to the first layer.
  public var back = "Back"
  /// The consent toggle of a purpose, special feature, stack or vendor.
  public var consent = "Consent"
  /// The objection toggle of an item used under legitimate interest.
  public var objectToLegitimateInterest = "Object to legitimate interest"
  /// The heading of the stacks (groups of purposes) on the settings layer.
  public var stacksHeading = "Groups of purposes"
  /// The heading of the special purposes.
  public var specialPurposesHeading = "Special purposes"
  /// Why special purposes offer no choice.
  public var specialPurposesExplanation =
    "Partners process data for these purposes on the basis of legitimate interest, without a "
    + "choice, as the service cannot work or stay secure without them."
  /// The heading of the features.
  public var featuresHeading = "Features"
  /// Why features offer no choice.
  public var featuresExplanation =
    "Partners may use these features for the purposes above; they need no separate choice."
  /// The heading of the vendor list.
  public var vendorsHeading = "Partners"
  /// The heading of the Google ad technology providers outside the Global Vendor List, whose
  /// consent goes in Google's Additional Consent string.
  public var additionalConsentProvidersHeading = "Other ad technology providers (Google)"
  /// The name of one such provider (`{id}` is Google's id for it).
  public var additionalConsentProvider = "Google ad technology provider {id}"
  /// What such a provider is.
  public var additionalConsentProviderDescription =
    "Not on the IAB vendor list: your consent is passed to Google's ad technology providers "
    + "list (Additional Consent)."
  /// The heading of a purpose's examples.
  public var illustrationsHeading = "Examples"
  /// How many vendors use a purpose on each legal basis (`{consent}`, `{legitimateInterest}`).
  public var purposeVendorCounts =
    "Partners asking for consent: {consent}; relying on legitimate interest: {legitimateInterest}"
  /// How many vendors use a special purpose, feature or special feature (`{vendors}`).
  public var vendorCount = "Partners using it: {vendors}"
  /// A vendor's purposes under consent.
  public var consentPurposes = "Purposes (consent)"
  /// A vendor's purposes under legitimate interest.
  public var legitimateInterestPurposes = "Purposes (legitimate interest)"
  /// A vendor's special purposes.
  public var vendorSpecialPurposes = "Special purposes"
  /// A vendor's features.
  public var vendorFeatures = "Features"
  /// A vendor's special features.
  public var vendorSpecialFeatures = "Special features"
  /// The categories of data a vendor collects.
  public var dataCategories = "Data collected"
  /// How long a vendor keeps data, per purpose.
  public var retention = "Retention"
  /// The longest time a vendor's cookies last.
  public var cookieMaxAge = "Cookie lifetime"
  /// Whether a vendor's cookies are refreshed on use.
  public var cookieRefresh = "Cookie lifetime refreshed on use"
  /// Whether a vendor uses other device storage than cookies.
  public var nonCookieAccess = "Uses other device storage"
  /// The URL of a vendor's device storage disclosure.
  public var deviceStorageDisclosure = "Device storage details"
  /// The URL of a vendor's privacy policy.
  public var privacyPolicy = "Privacy policy"
  /// The URL of a vendor's legitimate interest claim.
  public var legitimateInterestClaim = "Legitimate interest claim"
  /// A duration of a whole number of days (`{n}`), more than one.
  public var days = "{n} days"
  /// A duration of one day.
  public var oneDay = "1 day"
  /// A duration of under a day, in seconds (`{n}`).
  public var seconds = "{n} seconds"
  /// A cookie that lasts for the session only.
  public var session = "session only"
  /// A vendor that uses no cookies.
  public var noCookies = "no cookies"
  /// Yes.
  public var yes = "yes"
  /// No.
  public var no = "no"
  /// A value the vendor did not declare.
  public var notDeclared = "not declared"

  /// English.
  public init() {}

  /// `template` with each `{name}` replaced by its value.
  static func fill(_ template: String, _ values: [String: Int]) -> String {
    var text = template
    for (name, value) in values {
      text = text.replacingOccurrences(of: "{\(name)}", with: String(value))
    }
    return text
  }

  /// A duration in days, as `1 day` or `548 days`.
  func duration(days count: Int) -> String {
    count == 1 ? oneDay : Self.fill(days, ["n": count])
  }

  /// A yes, a no, or "not declared".
  func answer(_ value: Bool?) -> String {
    value.map { $0 ? yes : no } ?? notDeclared
  }
}
