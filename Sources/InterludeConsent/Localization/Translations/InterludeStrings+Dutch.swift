extension InterludeStrings {
  /// Dutch (`nl`).
  static let dutch: [InterludeStringKey: InterludeStringEntry] = [
    .adAttribution: "Advertentie",
    .adInPod: "Advertentie {position}/{total}",
    .skipIn: "Overslaan over {seconds}",
    .skip: "Advertentie overslaan",
    .learnMore: "Meer informatie",
    .debugWatermark: "Interlude-debugmodus",
    .adAttributionAccessibility: "Advertentie",
    .adInPodAccessibility: "Advertentie {position} van {total}",
    .countdownAccessibility: .plural(
      "seconds", one: "Advertentie duurt nog {seconds} seconde",
      other: "Advertentie duurt nog {seconds} seconden"),
    .skipInAccessibility: .plural(
      "seconds", one: "Je kunt deze advertentie over {seconds} seconde overslaan",
      other: "Je kunt deze advertentie over {seconds} seconden overslaan"),
    .skipAccessibilityHint: "Slaat de advertentie over en gaat terug naar je video",
    .skipAvailableAnnouncement: "Je kunt de advertentie nu overslaan",
    .advertiserPageHint: "Opent de pagina van de adverteerder",
    .iconAccessibility: "Informatie over advertentie",
    .iconAccessibilityHint: "Opent informatie over deze advertentie",
    .companionAccessibility: "Advertentie",

    .consentTitle: "Je privacykeuzes",
    .consentIntroduction: .plural(
      "vendors",
      one:
        "Wij en onze {vendors} partner slaan informatie op je apparaat op en/of openen die, zoals "
        + "unieke ID's, en verwerken persoonsgegevens, zoals je IP-adres en hoe je deze app "
        + "gebruikt, voor de doeleinden hieronder.",
      other:
        "Wij en onze {vendors} partners slaan informatie op je apparaat op en/of openen die, zoals "
        + "unieke ID's, en verwerken persoonsgegevens, zoals je IP-adres en hoe je deze app "
        + "gebruikt, voor de doeleinden hieronder."),
    .purposesHeading: "Doeleinden",
    .specialFeaturesHeading: "Speciale functies (met je toestemming)",
    .legitimateInterestNotice: .text(
      "Sommige partners vragen niet om je toestemming, maar verwerken je gegevens op basis van hun "
        + "gerechtvaardigde belang. Je kunt hier bezwaar tegen maken via Instellingen."),
    .withdrawalNotice: .text(
      "Je keuzes gelden alleen voor deze app. Je kunt ze op elk moment wijzigen of je toestemming "
        + "intrekken via Privacyinstellingen."),
    .acceptAll: "Alles accepteren",
    .rejectAll: "Alles afwijzen",
    .settings: "Instellingen",
    .vendorListLink: .plural(
      "vendors", one: "Bekijk onze {vendors} partner", other: "Bekijk onze {vendors} partners"),
    .saveChoices: "Keuzes opslaan",
    .back: "Terug",
    .consent: "Toestemming",
    .objectToLegitimateInterest: "Bezwaar maken tegen gerechtvaardigd belang",
    .stacksHeading: "Groepen doeleinden",
    .specialPurposesHeading: "Speciale doeleinden",
    .specialPurposesExplanation: .text(
      "Partners verwerken gegevens voor deze doeleinden op basis van gerechtvaardigd belang, "
        + "zonder keuze, omdat de dienst zonder deze doeleinden niet kan werken of niet veilig "
        + "kan blijven."),
    .featuresHeading: "Functies",
    .featuresExplanation: .text(
      "Partners kunnen deze functies gebruiken voor de doeleinden hierboven; daarvoor is geen "
        + "aparte keuze nodig."),
    .vendorsHeading: "Partners",
    .additionalConsentProvidersHeading: "Andere aanbieders van advertentietechnologie (Google)",
    .additionalConsentProvider: "Aanbieder van advertentietechnologie {id} (Google)",
    .additionalConsentProviderDescription: .text(
      "Staat niet op de leverancierslijst van IAB: je toestemming wordt doorgegeven aan de lijst "
        + "van aanbieders van advertentietechnologie van Google (Additional Consent)."),
    .illustrationsHeading: "Voorbeelden",
    .purposeVendorCounts: .text(
      "Partners die om toestemming vragen: {consent}; die zich beroepen op gerechtvaardigd belang: "
        + "{legitimateInterest}"),
    .vendorCount: "Partners die dit gebruiken: {vendors}",
    .consentPurposes: "Doeleinden (toestemming)",
    .legitimateInterestPurposes: "Doeleinden (gerechtvaardigd belang)",
    .vendorSpecialPurposes: "Speciale doeleinden",
    .vendorFeatures: "Functies",
    .vendorSpecialFeatures: "Speciale functies",
    .dataCategories: "Verzamelde gegevens",
    .retention: "Bewaartermijn",
    .cookieMaxAge: "Levensduur van cookies",
    .cookieRefresh: "Levensduur van cookies verlengd bij gebruik",
    .nonCookieAccess: "Gebruikt andere opslag op het apparaat",
    .deviceStorageDisclosure: "Details over apparaatopslag",
    .privacyPolicy: "Privacybeleid",
    .legitimateInterestClaim: "Verklaring over gerechtvaardigd belang",
    .days: .plural("n", one: "{n} dag", other: "{n} dagen"),
    .seconds: .plural("n", one: "{n} seconde", other: "{n} seconden"),
    .sessionOnly: "alleen tijdens de sessie",
    .noCookies: "geen cookies",
    .yes: "ja",
    .no: "nee",
    .notDeclared: "niet opgegeven",
    .showDetailsHint: "Toont de details",
    .opensInBrowserHint: "Opent in je browser",

    .usTitle: "Je privacykeuzes",
    .usNotice: .text(
      "Wij en onze advertentiepartners verzamelen persoonlijke informatie, zoals apparaat-ID's en "
        + "hoe je deze app gebruikt, om je advertenties te tonen. Volgens de privacywetten van "
        + "Amerikaanse staten kan dit een verkoop of het delen van je persoonlijke informatie "
        + "zijn, of gerichte advertenties. Je kunt je hieronder op elk moment afmelden."),
    .usSaleAndSharing: "Mijn persoonlijke informatie niet verkopen of delen",
    .usSaleAndSharingDescription: .text(
      "We zullen je persoonlijke informatie niet meer verkopen aan of delen met derden voor "
        + "advertentiedoeleinden."),
    .usTargetedAdvertising: "Afmelden voor gerichte advertenties",
    .usTargetedAdvertisingDescription: .text(
      "Advertenties worden niet langer gekozen op basis van wat er bekend is over je activiteit in "
        + "andere apps en op andere websites."),
    .usSensitiveData: "Gebruik van mijn gevoelige persoonlijke informatie beperken",
    .usSensitiveDataDescription: .text(
      "Gevoelige persoonlijke informatie, zoals je exacte locatie, wordt alleen gebruikt voor "
        + "zover dat nodig is om de dienst te leveren."),
    .usGlobalPrivacyControlNotice: .text(
      "Je apparaat verstuurt een Global Privacy Control-signaal: we behandelen dat als je verzoek "
        + "om je af te melden, en de afmeldingen die het omvat blijven ingeschakeld."),
    .usOptOut: "Afmelden",
    .usSave: "Mijn keuzes bevestigen",

    .terminalDecideOneByOne: "e = één voor één beslissen",
    .terminalAnswerOneOf: "Kies een van deze antwoorden: {answers}.",
    .terminalOptedOutByGPC: "ja (Global Privacy Control)",
    .terminalQuestion: "{question}?",
  ]
}
