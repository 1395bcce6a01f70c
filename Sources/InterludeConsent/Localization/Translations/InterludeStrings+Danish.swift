extension InterludeStrings {
  /// Danish (`da`).
  static let danish: [InterludeStringKey: InterludeStringEntry] = [
    .adAttribution: "Annonce",
    .adInPod: "Annonce {position} af {total}",
    .skipIn: "Spring over om {seconds}",
    .skip: "Spring annoncen over",
    .learnMore: "Få flere oplysninger",
    .debugWatermark: "Interlude-fejlfinding",
    .adAttributionAccessibility: "Reklame",
    .adInPodAccessibility: "Reklame {position} af {total}",
    .countdownAccessibility: .plural(
      "seconds", one: "{seconds} sekund tilbage af annoncen",
      other: "{seconds} sekunder tilbage af annoncen"),
    .skipInAccessibility: .plural(
      "seconds", one: "Du kan springe denne annonce over om {seconds} sekund",
      other: "Du kan springe denne annonce over om {seconds} sekunder"),
    .skipAccessibilityHint: "Springer annoncen over og vender tilbage til din video",
    .skipAvailableAnnouncement: "Du kan nu springe annoncen over",
    .advertiserPageHint: "Åbner annoncørens side",
    .iconAccessibility: "Annonceoplysninger",
    .iconAccessibilityHint: "Åbner oplysninger om denne annonce",
    .companionAccessibility: "Reklame",

    .consentTitle: "Dine privatlivsvalg",
    .consentIntroduction: .plural(
      "vendors",
      one:
        "Vi og vores {vendors} partner gemmer og/eller tilgår oplysninger på din enhed, f.eks. "
        + "entydige id’er, og behandler personoplysninger, f.eks. din IP-adresse og hvordan du "
        + "bruger denne app, til de formål, der er angivet nedenfor.",
      other:
        "Vi og vores {vendors} partnere gemmer og/eller tilgår oplysninger på din enhed, f.eks. "
        + "entydige id’er, og behandler personoplysninger, f.eks. din IP-adresse og hvordan du "
        + "bruger denne app, til de formål, der er angivet nedenfor."),
    .purposesHeading: "Formål",
    .specialFeaturesHeading: "Særlige funktioner (kræver dit tilvalg)",
    .legitimateInterestNotice: .text(
      "Nogle partnere beder ikke om dit samtykke, men behandler dine data på grundlag af deres "
        + "legitime interesse. Du kan gøre indsigelse mod dette under Indstillinger."),
    .withdrawalNotice: .text(
      "Dine valg gælder kun for denne app. Du kan til enhver tid ændre dem eller trække dit "
        + "samtykke tilbage under Privatlivsindstillinger."),
    .acceptAll: "Accepter alle",
    .rejectAll: "Afvis alle",
    .settings: "Indstillinger",
    .vendorListLink: .plural(
      "vendors", one: "Se vores {vendors} partner", other: "Se vores {vendors} partnere"),
    .saveChoices: "Gem valg",
    .back: "Tilbage",
    .consent: "Samtykke",
    .objectToLegitimateInterest: "Gør indsigelse mod legitim interesse",
    .stacksHeading: "Grupper af formål",
    .specialPurposesHeading: "Særlige formål",
    .specialPurposesExplanation: .text(
      "Partnere behandler data til disse formål på grundlag af legitim interesse uden at give "
        + "dig et valg, da tjenesten ikke kan fungere eller forblive sikker uden dem."),
    .featuresHeading: "Funktioner",
    .featuresExplanation:
      "Partnere kan bruge disse funktioner til formålene ovenfor; de kræver ikke et separat valg.",
    .vendorsHeading: "Partnere",
    .additionalConsentProvidersHeading: "Andre udbydere af annonceteknologi (Google)",
    .additionalConsentProvider: "Googles udbyder af annonceteknologi {id}",
    .additionalConsentProviderDescription: .text(
      "Ikke på IAB’s leverandørliste: Dit samtykke videregives til Googles liste over udbydere "
        + "af annonceteknologi (Additional Consent)."),
    .illustrationsHeading: "Eksempler",
    .purposeVendorCounts: .text(
      "Partnere, der beder om samtykke: {consent}; partnere, der påberåber sig legitim "
        + "interesse: {legitimateInterest}"),
    .vendorCount: "Partnere, der bruger dette: {vendors}",
    .consentPurposes: "Formål (samtykke)",
    .legitimateInterestPurposes: "Formål (legitim interesse)",
    .vendorSpecialPurposes: "Særlige formål",
    .vendorFeatures: "Funktioner",
    .vendorSpecialFeatures: "Særlige funktioner",
    .dataCategories: "Indsamlede data",
    .retention: "Opbevaringsperiode",
    .cookieMaxAge: "Cookiens levetid",
    .cookieRefresh: "Cookiens levetid fornyes ved brug",
    .nonCookieAccess: "Bruger anden lagring på enheden",
    .deviceStorageDisclosure: "Oplysninger om lagring på enheden",
    .privacyPolicy: "Privatlivspolitik",
    .legitimateInterestClaim: "Erklæring om legitim interesse",
    .days: .plural("n", one: "{n} dag", other: "{n} dage"),
    .seconds: .plural("n", one: "{n} sekund", other: "{n} sekunder"),
    .sessionOnly: "kun i sessionen",
    .noCookies: "ingen cookies",
    .yes: "ja",
    .no: "nej",
    .notDeclared: "ikke oplyst",
    .showDetailsHint: "Viser detaljerne",
    .opensInBrowserHint: "Åbner i din browser",

    .usTitle: "Dine privatlivsvalg",
    .usNotice: .text(
      "Vi og vores annoncepartnere indsamler personoplysninger, f.eks. enheds-id’er og hvordan "
        + "du bruger denne app, for at vise dig annoncer. Det kan udgøre salg eller deling af "
        + "dine personoplysninger eller målrettet annoncering i henhold til amerikanske "
        + "delstaters love om beskyttelse af personoplysninger. Du kan til enhver tid fravælge "
        + "det nedenfor."),
    .usSaleAndSharing: "Sælg eller del ikke mine personoplysninger",
    .usSaleAndSharingDescription: .text(
      "Vi holder op med at sælge dine personoplysninger til tredjeparter eller dele dem med "
        + "tredjeparter til annoncering."),
    .usTargetedAdvertising: "Fravælg målrettet annoncering",
    .usTargetedAdvertisingDescription: .text(
      "Annoncer vil ikke længere blive valgt ud fra det, der vides om din aktivitet i andre apps "
        + "og på andre websites."),
    .usSensitiveData: "Begræns brugen af mine følsomme personoplysninger",
    .usSensitiveDataDescription: .text(
      "Følsomme personoplysninger, f.eks. præcis placering, bruges kun i det omfang, det er "
        + "nødvendigt for at levere tjenesten."),
    .usGlobalPrivacyControlNotice: .text(
      "Din enhed sender et Global Privacy Control-signal: Vi behandler det som din anmodning om "
        + "fravalg, og de fravalg, det omfatter, forbliver slået til."),
    .usOptOut: "Fravælg",
    .usSave: "Bekræft mine valg",

    .terminalDecideOneByOne: "e = tag stilling til én ad gangen",
    .terminalAnswerOneOf: "Svar med et af følgende: {answers}.",
    .terminalOptedOutByGPC: "ja (Global Privacy Control)",
    .terminalQuestion: "{question}?",
  ]
}
