extension InterludeStrings {
  /// German (`de`).
  static let german: [InterludeStringKey: InterludeStringEntry] = [
    .adAttribution: "Anzeige",
    .adInPod: "Anzeige {position} von {total}",
    .skipIn: "Überspringen in {seconds}",
    .skip: "Anzeige überspringen",
    .learnMore: "Weitere Informationen",
    .debugWatermark: "Interlude-Debugmodus",
    .adAttributionAccessibility: "Werbung",
    .adInPodAccessibility: "Werbung {position} von {total}",
    .countdownAccessibility: .plural(
      "seconds", one: "Noch {seconds} Sekunde Werbung", other: "Noch {seconds} Sekunden Werbung"),
    .skipInAccessibility: .plural(
      "seconds",
      one: "Sie können diese Werbung in {seconds} Sekunde überspringen",
      other: "Sie können diese Werbung in {seconds} Sekunden überspringen"),
    .skipAccessibilityHint: "Überspringt die Werbung und kehrt zu Ihrem Video zurück",
    .skipAvailableAnnouncement: "Sie können die Werbung jetzt überspringen",
    .advertiserPageHint: "Öffnet die Seite des Werbetreibenden",
    .iconAccessibility: "Informationen zur Werbung",
    .iconAccessibilityHint: "Öffnet Informationen zu dieser Werbung",
    .companionAccessibility: "Werbung",

    .consentTitle: "Ihre Datenschutzoptionen",
    .consentIntroduction: .plural(
      "vendors",
      one:
        "Wir und unser Partner speichern und/oder greifen auf Informationen auf Ihrem Gerät "
        + "zu, etwa eindeutige Kennungen, und verarbeiten personenbezogene Daten wie Ihre "
        + "IP-Adresse und Ihre Nutzung dieser App für die unten aufgeführten Zwecke.",
      other:
        "Wir und unsere {vendors} Partner speichern und/oder greifen auf Informationen auf "
        + "Ihrem Gerät zu, etwa eindeutige Kennungen, und verarbeiten personenbezogene Daten "
        + "wie Ihre IP-Adresse und Ihre Nutzung dieser App für die unten aufgeführten Zwecke."),
    .purposesHeading: "Zwecke",
    .specialFeaturesHeading: "Besondere Funktionen (nur mit Einwilligung)",
    .legitimateInterestNotice: .text(
      "Einige Partner bitten nicht um Ihre Einwilligung, sondern verarbeiten Ihre Daten auf "
        + "der Grundlage ihres berechtigten Interesses. Sie können dem in den Einstellungen "
        + "widersprechen."),
    .withdrawalNotice: .text(
      "Ihre Auswahl gilt nur für diese App. Sie können sie jederzeit in den "
        + "Datenschutzeinstellungen ändern oder Ihre Einwilligung dort widerrufen."),
    .acceptAll: "Alle akzeptieren",
    .rejectAll: "Alle ablehnen",
    .settings: "Einstellungen",
    .vendorListLink: .plural(
      "vendors", one: "Unseren Partner ansehen", other: "Unsere {vendors} Partner ansehen"),
    .saveChoices: "Auswahl speichern",
    .back: "Zurück",
    .consent: "Einwilligung",
    .objectToLegitimateInterest: "Berechtigtem Interesse widersprechen",
    .stacksHeading: "Zweckgruppen",
    .specialPurposesHeading: "Besondere Zwecke",
    .specialPurposesExplanation: .text(
      "Partner verarbeiten Daten für diese Zwecke auf der Grundlage des berechtigten "
        + "Interesses ohne Wahlmöglichkeit, da der Dienst ohne sie nicht funktionieren oder nicht "
        + "sicher bleiben kann."),
    .featuresHeading: "Funktionen",
    .featuresExplanation: .text(
      "Partner können diese Funktionen für die oben genannten Zwecke nutzen; dafür ist keine "
        + "gesonderte Auswahl nötig."),
    .vendorsHeading: "Partner",
    .additionalConsentProvidersHeading: "Weitere Anbieter von Anzeigentechnologien (Google)",
    .additionalConsentProvider: "Google-Anbieter von Anzeigentechnologien {id}",
    .additionalConsentProviderDescription: .text(
      "Nicht in der Anbieterliste des IAB: Ihre Einwilligung wird an Googles Liste der "
        + "Anbieter von Anzeigentechnologien weitergegeben (Additional Consent)."),
    .illustrationsHeading: "Beispiele",
    .purposeVendorCounts: .text(
      "Partner, die um Einwilligung bitten: {consent}; Partner, die sich auf berechtigtes "
        + "Interesse berufen: {legitimateInterest}"),
    .vendorCount: "Partner, die dies nutzen: {vendors}",
    .consentPurposes: "Zwecke (Einwilligung)",
    .legitimateInterestPurposes: "Zwecke (berechtigtes Interesse)",
    .vendorSpecialPurposes: "Besondere Zwecke",
    .vendorFeatures: "Funktionen",
    .vendorSpecialFeatures: "Besondere Funktionen",
    .dataCategories: "Erhobene Daten",
    .retention: "Speicherdauer",
    .cookieMaxAge: "Cookie-Laufzeit",
    .cookieRefresh: "Cookie-Laufzeit wird bei Nutzung verlängert",
    .nonCookieAccess: "Nutzt weitere Speicher auf dem Gerät",
    .deviceStorageDisclosure: "Angaben zur Speicherung auf dem Gerät",
    .privacyPolicy: "Datenschutzerklärung",
    .legitimateInterestClaim: "Erklärung zum berechtigten Interesse",
    .days: .plural(
      "n", one: "{n} Tag", other: "{n} Tage"),
    .seconds: .plural(
      "n", one: "{n} Sekunde", other: "{n} Sekunden"),
    .sessionOnly: "nur für die Sitzung",
    .noCookies: "keine Cookies",
    .yes: "ja",
    .no: "nein",
    .notDeclared: "nicht angegeben",
    .showDetailsHint: "Zeigt die Details an",
    .opensInBrowserHint: "Öffnet sich in Ihrem Browser",

    .usTitle: "Ihre Datenschutzoptionen",
    .usNotice: .text(
      "Wir und unsere Werbepartner erheben personenbezogene Daten wie Gerätekennungen und "
        + "Ihre Nutzung dieser App, um Ihnen Werbung anzuzeigen. Nach den Datenschutzgesetzen von "
        + "US-Bundesstaaten kann dies ein Verkauf oder eine Weitergabe Ihrer personenbezogenen "
        + "Daten oder zielgerichtete Werbung sein. Sie können dem unten jederzeit widersprechen."),
    .usSaleAndSharing: "Meine personenbezogenen Daten nicht verkaufen oder weitergeben",
    .usSaleAndSharingDescription: .text(
      "Wir werden Ihre personenbezogenen Daten nicht mehr zu Werbezwecken an Dritte verkaufen "
        + "oder an Dritte weitergeben."),
    .usTargetedAdvertising: "Zielgerichteter Werbung widersprechen",
    .usTargetedAdvertisingDescription: .text(
      "Werbung wird nicht mehr danach ausgewählt, was über Ihre Aktivitäten in anderen Apps "
        + "und auf anderen Websites bekannt ist."),
    .usSensitiveData: "Nutzung meiner sensiblen personenbezogenen Daten einschränken",
    .usSensitiveDataDescription: .text(
      "Sensible personenbezogene Daten wie Ihr genauer Standort werden nur verwendet, soweit "
        + "dies für die Bereitstellung des Dienstes erforderlich ist."),
    .usGlobalPrivacyControlNotice: .text(
      "Ihr Gerät sendet ein Global-Privacy-Control-Signal: Wir behandeln es als Ihren "
        + "Widerspruch, und die davon erfassten Widersprüche bleiben aktiv."),
    .usOptOut: "Widersprechen",
    .usSave: "Meine Auswahl bestätigen",

    .terminalDecideOneByOne: "e = einzeln entscheiden",
    .terminalAnswerOneOf: "Bitte antworten Sie mit einer dieser Eingaben: {answers}.",
    .terminalOptedOutByGPC: "ja (Global Privacy Control)",
    .terminalQuestion: "{question}?",
  ]
}
