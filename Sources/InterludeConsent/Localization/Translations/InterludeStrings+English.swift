extension InterludeStrings {
  /// English (`en`): the catalogue's fallback, worded as IMA's ad UI and the IAB's consent
  /// layer guidance word it.
  static let english: [InterludeStringKey: InterludeStringEntry] = [
    .adAttribution: "Ad",
    .adInPod: "Ad {position} of {total}",
    .skipIn: "Skip in {seconds}",
    .skip: "Skip ad",
    .learnMore: "Learn more",
    .debugWatermark: "Interlude debug",
    .adAttributionAccessibility: "Advertisement",
    .adInPodAccessibility: "Advertisement {position} of {total}",
    .countdownAccessibility: .plural(
      "seconds", one: "{seconds} second left in the ad", other: "{seconds} seconds left in the ad"),
    .skipInAccessibility: .plural(
      "seconds", one: "You can skip this ad in {seconds} second",
      other: "You can skip this ad in {seconds} seconds"),
    .skipAccessibilityHint: "Skips the ad and returns to your video",
    .skipAvailableAnnouncement: "You can skip the ad now",
    .advertiserPageHint: "Opens the advertiser's page",
    .iconAccessibility: "Ad information",
    .iconAccessibilityHint: "Opens information about this ad",
    .companionAccessibility: "Advertisement",

    .consentTitle: "Your privacy choices",
    .consentIntroduction: .plural(
      "vendors",
      one:
        "We and our {vendors} partner store and/or access information on your device, such as "
        + "unique identifiers, and process personal data, such as your IP address and how you "
        + "use this app, for the purposes below.",
      other:
        "We and our {vendors} partners store and/or access information on your device, such as "
        + "unique identifiers, and process personal data, such as your IP address and how you "
        + "use this app, for the purposes below."),
    .purposesHeading: "Purposes",
    .specialFeaturesHeading: "Special features (with your opt-in)",
    .legitimateInterestNotice: .text(
      "Some partners do not ask for your consent but process your data on the basis of their "
        + "legitimate interest. You can object to this in Settings."),
    .withdrawalNotice: .text(
      "Your choices apply to this app only. You can change them or withdraw your consent at any "
        + "time under Privacy settings."),
    .acceptAll: "Accept all",
    .rejectAll: "Reject all",
    .settings: "Settings",
    .vendorListLink: .plural(
      "vendors", one: "View our {vendors} partner", other: "View our {vendors} partners"),
    .saveChoices: "Save choices",
    .back: "Back",
    .consent: "Consent",
    .objectToLegitimateInterest: "Object to legitimate interest",
    .stacksHeading: "Groups of purposes",
    .specialPurposesHeading: "Special purposes",
    .specialPurposesExplanation: .text(
      "Partners process data for these purposes on the basis of legitimate interest, without a "
        + "choice, as the service cannot work or stay secure without them."),
    .featuresHeading: "Features",
    .featuresExplanation:
      "Partners may use these features for the purposes above; they need no separate choice.",
    .vendorsHeading: "Partners",
    .additionalConsentProvidersHeading: "Other ad technology providers (Google)",
    .additionalConsentProvider: "Google ad technology provider {id}",
    .additionalConsentProviderDescription: .text(
      "Not on the IAB vendor list: your consent is passed to Google's ad technology providers "
        + "list (Additional Consent)."),
    .illustrationsHeading: "Examples",
    .purposeVendorCounts: .text(
      "Partners asking for consent: {consent}; relying on legitimate interest: "
        + "{legitimateInterest}"),
    .vendorCount: "Partners using it: {vendors}",
    .consentPurposes: "Purposes (consent)",
    .legitimateInterestPurposes: "Purposes (legitimate interest)",
    .vendorSpecialPurposes: "Special purposes",
    .vendorFeatures: "Features",
    .vendorSpecialFeatures: "Special features",
    .dataCategories: "Data collected",
    .retention: "Retention",
    .cookieMaxAge: "Cookie lifetime",
    .cookieRefresh: "Cookie lifetime refreshed on use",
    .nonCookieAccess: "Uses other device storage",
    .deviceStorageDisclosure: "Device storage details",
    .privacyPolicy: "Privacy policy",
    .legitimateInterestClaim: "Legitimate interest claim",
    .days: .plural("n", one: "{n} day", other: "{n} days"),
    .seconds: .plural("n", one: "{n} second", other: "{n} seconds"),
    .sessionOnly: "session only",
    .noCookies: "no cookies",
    .yes: "yes",
    .no: "no",
    .notDeclared: "not declared",
    .showDetailsHint: "Shows the details",
    .opensInBrowserHint: "Opens in your browser",

    .usTitle: "Your Privacy Choices",
    .usNotice: .text(
      "We and our advertising partners collect personal information, such as device identifiers "
        + "and how you use this app, to show you ads. This may be a sale or sharing of your "
        + "personal information, or targeted advertising, under US state privacy laws. You can "
        + "opt out below at any time."),
    .usSaleAndSharing: "Do Not Sell or Share My Personal Information",
    .usSaleAndSharingDescription: .text(
      "We will stop selling your personal information to, or sharing it with, third parties for "
        + "advertising."),
    .usTargetedAdvertising: "Opt Out of Targeted Advertising",
    .usTargetedAdvertisingDescription: .text(
      "Ads will no longer be chosen from what is known about your activity in other apps and "
        + "websites."),
    .usSensitiveData: "Limit the Use of My Sensitive Personal Information",
    .usSensitiveDataDescription: .text(
      "Sensitive personal information, such as precise location, will be used only as needed to "
        + "provide the service."),
    .usGlobalPrivacyControlNotice: .text(
      "Your device sends a Global Privacy Control signal: we treat it as your request to opt "
        + "out, and the opt-outs it covers stay on."),
    .usOptOut: "Opt out",
    .usSave: "Confirm my choices",

    .terminalDecideOneByOne: "e = decide one by one",
    .terminalAnswerOneOf: "Please answer one of: {answers}.",
    .terminalOptedOutByGPC: "yes (Global Privacy Control)",
    .terminalQuestion: "{question}?",
  ]
}
