/// Every user-visible string of Interlude's ad overlay, consent layers and terminal dialogs: one
/// key each in ``InterludeStrings``, with a translation in every supported language.
///
/// Templates hold named placeholders in braces (`{seconds}`, `{vendors}` …), filled with numbers
/// formatted for the language; a key whose wording depends on a number is a plural entry in the
/// languages that need one. ``maximumLength`` is the room the layout gives a string in a compact
/// width, in characters with placeholders filled by two digits.
package enum InterludeStringKey: String, CaseIterable, Hashable, Sendable {
  // MARK: Ad overlay

  /// The attribution of a single ad ("Ad").
  case adAttribution
  /// The attribution of an ad in a pod ("Ad {position} of {total}").
  case adInPod
  /// The skip button before the skip offset ("Skip in {seconds}").
  case skipIn
  /// The skip button once skipping is allowed ("Skip ad").
  case skip
  /// The click-through button ("Learn more").
  case learnMore
  /// The watermark shown while debug mode is on ("Interlude debug").
  case debugWatermark

  // MARK: Ad overlay, VoiceOver

  /// What VoiceOver reads for a single ad's attribution ("Advertisement").
  case adAttributionAccessibility
  /// What VoiceOver reads for the attribution in a pod ("Advertisement {position} of {total}").
  case adInPodAccessibility
  /// What VoiceOver reads for the countdown ("{seconds} seconds left in the ad").
  case countdownAccessibility
  /// What VoiceOver reads for the skip button before the offset ("You can skip this ad in
  /// {seconds} seconds").
  case skipInAccessibility
  /// The skip button's hint ("Skips the ad and returns to your video").
  case skipAccessibilityHint
  /// Announced when the skip button becomes available ("You can skip the ad now").
  case skipAvailableAnnouncement
  /// The hint of whatever opens the advertiser's page: Learn more, a companion
  /// ("Opens the advertiser's page").
  case advertiserPageHint
  /// An industry icon with no alternative text ("Ad information").
  case iconAccessibility
  /// An industry icon's hint ("Opens information about this ad").
  case iconAccessibilityHint
  /// A companion ad with no alternative text ("Advertisement").
  case companionAccessibility

  // MARK: Consent layer (TCF)

  /// The heading ("Your privacy choices").
  case consentTitle
  /// The first layer's opening, with the number of vendors (`{vendors}`).
  case consentIntroduction
  /// The heading of the purposes ("Purposes").
  case purposesHeading
  /// The heading of the special features ("Special features (with your opt-in)").
  case specialFeaturesHeading
  /// The notice that some partners rely on legitimate interest.
  case legitimateInterestNotice
  /// How to change or withdraw the choice.
  case withdrawalNotice
  /// The first layer's accept button ("Accept all").
  case acceptAll
  /// The first layer's reject button ("Reject all").
  case rejectAll
  /// The button that opens the settings layer ("Settings").
  case settings
  /// The link to the vendor list ("View our {vendors} partners").
  case vendorListLink
  /// The settings layer's save button ("Save choices").
  case saveChoices
  /// The way back to the first layer ("Back").
  case back
  /// The consent toggle ("Consent").
  case consent
  /// The objection toggle ("Object to legitimate interest").
  case objectToLegitimateInterest
  /// The heading of the stacks ("Groups of purposes").
  case stacksHeading
  /// The heading of the special purposes ("Special purposes").
  case specialPurposesHeading
  /// Why special purposes offer no choice.
  case specialPurposesExplanation
  /// The heading of the features ("Features").
  case featuresHeading
  /// Why features offer no choice.
  case featuresExplanation
  /// The heading of the vendor list ("Partners").
  case vendorsHeading
  /// The heading of Google's ad technology providers outside the GVL.
  case additionalConsentProvidersHeading
  /// One such provider, with Google's id for it (`{id}`).
  case additionalConsentProvider
  /// What such a provider is.
  case additionalConsentProviderDescription
  /// The heading of a purpose's examples ("Examples").
  case illustrationsHeading
  /// How many partners use a purpose on each legal basis (`{consent}`, `{legitimateInterest}`).
  case purposeVendorCounts
  /// How many partners use a special purpose or feature (`{vendors}`).
  case vendorCount
  /// A vendor's purposes under consent.
  case consentPurposes
  /// A vendor's purposes under legitimate interest.
  case legitimateInterestPurposes
  /// A vendor's special purposes.
  case vendorSpecialPurposes
  /// A vendor's features.
  case vendorFeatures
  /// A vendor's special features.
  case vendorSpecialFeatures
  /// The categories of data a vendor collects ("Data collected").
  case dataCategories
  /// How long a vendor keeps data ("Retention").
  case retention
  /// How long a vendor's cookies last ("Cookie lifetime").
  case cookieMaxAge
  /// Whether a vendor's cookies are refreshed on use.
  case cookieRefresh
  /// Whether a vendor uses device storage other than cookies.
  case nonCookieAccess
  /// The link to a vendor's device storage disclosure.
  case deviceStorageDisclosure
  /// The link to a vendor's privacy policy.
  case privacyPolicy
  /// The link to a vendor's legitimate interest claim.
  case legitimateInterestClaim
  /// A number of days (`{n}`; plural).
  case days
  /// A number of seconds (`{n}`; plural).
  case seconds
  /// A cookie that lasts for the session only ("session only").
  case sessionOnly
  /// A vendor that uses no cookies ("no cookies").
  case noCookies
  /// Yes ("yes").
  case yes
  /// No ("no").
  case no
  /// A value the vendor did not declare ("not declared").
  case notDeclared
  /// The hint of a control that shows an item's details ("Shows the details").
  case showDetailsHint
  /// The hint of a link that opens outside the app ("Opens in your browser").
  case opensInBrowserHint

  // MARK: US privacy layer

  /// The heading ("Your Privacy Choices").
  case usTitle
  /// The notice at collection.
  case usNotice
  /// The opt-out of sale and sharing ("Do Not Sell or Share My Personal Information").
  case usSaleAndSharing
  /// What opting out of sale and sharing does.
  case usSaleAndSharingDescription
  /// The opt-out of targeted advertising ("Opt Out of Targeted Advertising").
  case usTargetedAdvertising
  /// What opting out of targeted advertising does.
  case usTargetedAdvertisingDescription
  /// The limit on sensitive data ("Limit the Use of My Sensitive Personal Information").
  case usSensitiveData
  /// What limiting sensitive data does.
  case usSensitiveDataDescription
  /// Shown while a Global Privacy Control signal applies.
  case usGlobalPrivacyControlNotice
  /// The answer that opts out ("Opt out").
  case usOptOut
  /// The save button ("Confirm my choices").
  case usSave

  // MARK: Terminal dialogs

  /// The stack prompt's extra answer ("e = decide one by one").
  case terminalDecideOneByOne
  /// The reply to an answer the prompt does not take ("Please answer one of: {answers}").
  case terminalAnswerOneOf
  /// An opt-out that a Global Privacy Control signal makes ("yes (Global Privacy Control)").
  case terminalOptedOutByGPC
  /// A label asked as a question, with the language's question mark ("{question}?"; `¿…?` in
  /// Spanish, `…؟` in Arabic).
  case terminalQuestion

  /// The room the layout gives the string in a compact width, in characters (placeholders
  /// filled with two digits); nil for running text, which wraps.
  package var maximumLength: Int? {
    switch self {
    case .adAttribution, .adInPod: 20
    case .skipIn, .skip, .learnMore, .debugWatermark: 24
    case .acceptAll, .rejectAll, .settings, .saveChoices, .back, .usOptOut, .usSave: 28
    case .consent, .yes, .no, .sessionOnly, .noCookies, .notDeclared: 28
    case .purposesHeading, .stacksHeading, .specialPurposesHeading, .featuresHeading,
      .vendorsHeading, .illustrationsHeading, .consentTitle, .usTitle:
      40
    case .specialFeaturesHeading, .objectToLegitimateInterest, .vendorListLink, .days, .seconds:
      44
    case .consentPurposes, .legitimateInterestPurposes, .vendorSpecialPurposes, .vendorFeatures,
      .vendorSpecialFeatures, .dataCategories, .retention, .cookieMaxAge, .cookieRefresh,
      .nonCookieAccess, .deviceStorageDisclosure, .privacyPolicy, .legitimateInterestClaim:
      48
    case .usSaleAndSharing, .usTargetedAdvertising, .usSensitiveData: 64
    default: nil
    }
  }
}
