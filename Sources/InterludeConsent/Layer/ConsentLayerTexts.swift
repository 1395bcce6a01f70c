import Foundation

/// The words of the consent layer around the Global Vendor List's own texts: headings, notices,
/// buttons, accessibility hints and the labels of a vendor's disclosures, in one
/// ``InterludeLanguage`` from Interlude's string catalogue (``init(language:)``; ``init()`` is
/// English).
/// Replace any of them to use the app's own wording (the GVL's names, descriptions and
/// illustrations come from its translation).
///
/// A few texts are templates: `{vendors}` stands for the number of vendors, `{consent}` and
/// `{legitimateInterest}` for the numbers of vendors using a purpose on each legal basis, `{n}`
/// for a number of days or seconds. Numbers are written as ``language`` writes them (`٥` in
/// Arabic, `1.234` in German).
///
/// Plural forms: ``days`` and ``seconds`` are ``InterludeStringEntry`` values, so an app may give
/// them one template for every number (`texts.days = "{n} Tage"`) or forms by plural category
/// (`.plural("n", one: "{n} Tag", other: "{n} Tage")`). ``introduction`` and ``vendorListLink``
/// are strings that hold the catalogue's general (`other`) form: while they do, the layer picks
/// the catalogue's form for the number (`1 partner`, `12 partners`); once the app sets its own
/// text, that text is used for every number.
public struct ConsentLayerTexts: Hashable, Sendable {
  /// The language of the texts: it picks the plural forms and writes the numbers, and the layer
  /// reads in its direction (``InterludeLanguage/isRightToLeft``).
  public let language: InterludeLanguage
  /// The heading.
  public var title: String
  /// The first layer's opening: what is stored on the device, what personal data is processed,
  /// and by how many vendors (`{vendors}`). Holds the catalogue's general form until replaced;
  /// a replacement is used for every number.
  public var introduction: String
  /// The heading of the purposes (and stacks) on both layers.
  public var purposesHeading: String
  /// The heading of the special features, which need a separate opt-in.
  public var specialFeaturesHeading: String
  /// The first layer's notice that some vendors rely on legitimate interest, which the user may
  /// object to; shown when any purpose or vendor does.
  public var legitimateInterestNotice: String
  /// The first layer's notice of how to change or withdraw the choice, and where it applies.
  public var withdrawalNotice: String
  /// The first layer's accept button.
  public var acceptAll: String
  /// The first layer's reject button.
  public var rejectAll: String
  /// The button that opens the settings layer.
  public var settings: String
  /// The link to the vendor list (`{vendors}` is their number). Holds the catalogue's general
  /// form until replaced; a replacement is used for every number.
  public var vendorListLink: String
  /// The settings layer's save button.
  public var save: String
  /// The settings layer's way back to the first layer.
  public var back: String
  /// The consent toggle of a purpose, special feature, stack or vendor.
  public var consent: String
  /// The objection toggle of an item used under legitimate interest.
  public var objectToLegitimateInterest: String
  /// The heading of the stacks (groups of purposes) on the settings layer.
  public var stacksHeading: String
  /// The heading of the special purposes.
  public var specialPurposesHeading: String
  /// Why special purposes offer no choice.
  public var specialPurposesExplanation: String
  /// The heading of the features.
  public var featuresHeading: String
  /// Why features offer no choice.
  public var featuresExplanation: String
  /// The heading of the vendor list.
  public var vendorsHeading: String
  /// The heading of the Google ad technology providers outside the Global Vendor List, whose
  /// consent goes in Google's Additional Consent string.
  public var additionalConsentProvidersHeading: String
  /// The name of one such provider (`{id}` is Google's id for it).
  public var additionalConsentProvider: String
  /// What such a provider is.
  public var additionalConsentProviderDescription: String
  /// The heading of a purpose's examples.
  public var illustrationsHeading: String
  /// How many vendors use a purpose on each legal basis (`{consent}`, `{legitimateInterest}`).
  public var purposeVendorCounts: String
  /// How many vendors use a special purpose, feature or special feature (`{vendors}`).
  public var vendorCount: String
  /// A vendor's purposes under consent.
  public var consentPurposes: String
  /// A vendor's purposes under legitimate interest.
  public var legitimateInterestPurposes: String
  /// A vendor's special purposes.
  public var vendorSpecialPurposes: String
  /// A vendor's features.
  public var vendorFeatures: String
  /// A vendor's special features.
  public var vendorSpecialFeatures: String
  /// The categories of data a vendor collects.
  public var dataCategories: String
  /// How long a vendor keeps data, per purpose.
  public var retention: String
  /// The longest time a vendor's cookies last.
  public var cookieMaxAge: String
  /// Whether a vendor's cookies are refreshed on use.
  public var cookieRefresh: String
  /// Whether a vendor uses other device storage than cookies.
  public var nonCookieAccess: String
  /// The URL of a vendor's device storage disclosure.
  public var deviceStorageDisclosure: String
  /// The URL of a vendor's privacy policy.
  public var privacyPolicy: String
  /// The URL of a vendor's legitimate interest claim.
  public var legitimateInterestClaim: String
  /// A duration of a whole number of days (`{n}`): one template, or forms by plural category.
  public var days: InterludeStringEntry
  /// A duration of under a day, in seconds (`{n}`): one template, or forms by plural category.
  public var seconds: InterludeStringEntry
  /// A cookie that lasts for the session only.
  public var session: String
  /// A vendor that uses no cookies.
  public var noCookies: String
  /// Yes.
  public var yes: String
  /// No.
  public var no: String
  /// A value the vendor did not declare.
  public var notDeclared: String
  /// The accessibility hint of a control that opens more detail (the settings, the vendor list).
  public var showDetailsHint: String
  /// The accessibility hint of a link that leaves the app for the browser.
  public var opensInBrowserHint: String

  /// English.
  public init() { self.init(language: .english) }

  /// The catalogue's texts in `language` (English for a string it has no translation of).
  public init(language: InterludeLanguage) {
    func text(_ key: InterludeStringKey) -> String {
      Self.generalForm(InterludeStrings.entry(key, in: language))
    }
    self.language = language
    title = text(.consentTitle)
    introduction = text(.consentIntroduction)
    purposesHeading = text(.purposesHeading)
    specialFeaturesHeading = text(.specialFeaturesHeading)
    legitimateInterestNotice = text(.legitimateInterestNotice)
    withdrawalNotice = text(.withdrawalNotice)
    acceptAll = text(.acceptAll)
    rejectAll = text(.rejectAll)
    settings = text(.settings)
    vendorListLink = text(.vendorListLink)
    save = text(.saveChoices)
    back = text(.back)
    consent = text(.consent)
    objectToLegitimateInterest = text(.objectToLegitimateInterest)
    stacksHeading = text(.stacksHeading)
    specialPurposesHeading = text(.specialPurposesHeading)
    specialPurposesExplanation = text(.specialPurposesExplanation)
    featuresHeading = text(.featuresHeading)
    featuresExplanation = text(.featuresExplanation)
    vendorsHeading = text(.vendorsHeading)
    additionalConsentProvidersHeading = text(.additionalConsentProvidersHeading)
    additionalConsentProvider = text(.additionalConsentProvider)
    additionalConsentProviderDescription = text(.additionalConsentProviderDescription)
    illustrationsHeading = text(.illustrationsHeading)
    purposeVendorCounts = text(.purposeVendorCounts)
    vendorCount = text(.vendorCount)
    consentPurposes = text(.consentPurposes)
    legitimateInterestPurposes = text(.legitimateInterestPurposes)
    vendorSpecialPurposes = text(.vendorSpecialPurposes)
    vendorFeatures = text(.vendorFeatures)
    vendorSpecialFeatures = text(.vendorSpecialFeatures)
    dataCategories = text(.dataCategories)
    retention = text(.retention)
    cookieMaxAge = text(.cookieMaxAge)
    cookieRefresh = text(.cookieRefresh)
    nonCookieAccess = text(.nonCookieAccess)
    deviceStorageDisclosure = text(.deviceStorageDisclosure)
    privacyPolicy = text(.privacyPolicy)
    legitimateInterestClaim = text(.legitimateInterestClaim)
    days = InterludeStrings.entry(.days, in: language)
    seconds = InterludeStrings.entry(.seconds, in: language)
    session = text(.sessionOnly)
    noCookies = text(.noCookies)
    yes = text(.yes)
    no = text(.no)
    notDeclared = text(.notDeclared)
    showDetailsHint = text(.showDetailsHint)
    opensInBrowserHint = text(.opensInBrowserHint)
  }

  /// The introduction for `vendors` vendors: the catalogue's form for the number while
  /// ``introduction`` is the catalogue's, else the app's text; the number written for
  /// ``language``.
  package func introduction(vendors: Int) -> String {
    InterludeStrings.text(
      .consentIntroduction, replacing: introduction, in: language, values: ["vendors": vendors])
  }

  /// The vendor-list link for `vendors` vendors, chosen as ``introduction(vendors:)`` is.
  package func vendorListLink(vendors: Int) -> String {
    InterludeStrings.text(
      .vendorListLink, replacing: vendorListLink, in: language, values: ["vendors": vendors])
  }

  /// A duration in days, as `1 day` or `548 days` in ``language``.
  package func duration(days count: Int) -> String {
    fill(days.template(for: ["n": count], language: language.code), ["n": count])
  }

  /// A duration in seconds, as `1 second` or `30 seconds` in ``language``.
  package func duration(seconds count: Int) -> String {
    fill(seconds.template(for: ["n": count], language: language.code), ["n": count])
  }

  /// `template` with each `{name}` of `values` replaced by the number as ``language`` writes
  /// it, and each `{name}` of `texts` by the text.
  package func fill(
    _ template: String, _ values: [String: Int], texts: [String: String] = [:]
  ) -> String {
    InterludeStrings.fill(template, values: values, texts: texts, in: language)
  }

  /// The accessibility label of a control about one item, naming both ("Consent, Use precise
  /// geolocation data"), so that a list of toggles reads apart.
  package func accessibilityLabel(_ control: String, item name: String) -> String {
    "\(control), \(name)"
  }

  /// A yes, a no, or "not declared".
  func answer(_ value: Bool?) -> String {
    value.map { $0 ? yes : no } ?? notDeclared
  }

  /// The template an entry uses for numbers without a form of their own (`other`).
  private static func generalForm(_ entry: InterludeStringEntry) -> String {
    switch entry {
    case .text(let text): text
    case .plural(_, let forms): forms[.other] ?? ""
    }
  }
}
