extension InterludeStrings {
  /// Swedish (`sv`).
  static let swedish: [InterludeStringKey: InterludeStringEntry] = [
    .adAttribution: "Annons",
    .adInPod: "Annons {position} av {total}",
    .skipIn: "Hoppa över om {seconds}",
    .skip: "Hoppa över annons",
    .learnMore: "Läs mer",
    .debugWatermark: "Interlude-felsökning",
    .adAttributionAccessibility: "Annons",
    .adInPodAccessibility: "Annons {position} av {total}",
    .countdownAccessibility: .plural(
      "seconds", one: "{seconds} sekund kvar av annonsen",
      other: "{seconds} sekunder kvar av annonsen"),
    .skipInAccessibility: .plural(
      "seconds", one: "Du kan hoppa över annonsen om {seconds} sekund",
      other: "Du kan hoppa över annonsen om {seconds} sekunder"),
    .skipAccessibilityHint: "Hoppar över annonsen och går tillbaka till videon",
    .skipAvailableAnnouncement: "Nu kan du hoppa över annonsen",
    .advertiserPageHint: "Öppnar annonsörens sida",
    .iconAccessibility: "Annonsinformation",
    .iconAccessibilityHint: "Öppnar information om den här annonsen",
    .companionAccessibility: "Annons",

    .consentTitle: "Dina integritetsval",
    .consentIntroduction: .plural(
      "vendors",
      one:
        "Vi och vår {vendors} partner lagrar och/eller får åtkomst till information på din enhet, "
        + "till exempel unika identifierare, och behandlar personuppgifter, till exempel din "
        + "IP-adress och hur du använder den här appen, för ändamålen nedan.",
      other:
        "Vi och våra {vendors} partner lagrar och/eller får åtkomst till information på din enhet, "
        + "till exempel unika identifierare, och behandlar personuppgifter, till exempel din "
        + "IP-adress och hur du använder den här appen, för ändamålen nedan."),
    .purposesHeading: "Ändamål",
    .specialFeaturesHeading: "Särskilda funktioner (med ditt samtycke)",
    .legitimateInterestNotice: .text(
      "Vissa partner ber inte om ditt samtycke utan behandlar dina uppgifter med stöd av sitt "
        + "berättigade intresse. Du kan invända mot detta under Inställningar."),
    .withdrawalNotice: .text(
      "Dina val gäller bara den här appen. Du kan när som helst ändra dem eller återkalla ditt "
        + "samtycke under Integritetsinställningar."),
    .acceptAll: "Godkänn alla",
    .rejectAll: "Avvisa alla",
    .settings: "Inställningar",
    .vendorListLink: .plural(
      "vendors", one: "Visa vår {vendors} partner", other: "Visa våra {vendors} partner"),
    .saveChoices: "Spara val",
    .back: "Tillbaka",
    .consent: "Samtycke",
    .objectToLegitimateInterest: "Invänd mot berättigat intresse",
    .stacksHeading: "Grupper av ändamål",
    .specialPurposesHeading: "Särskilda ändamål",
    .specialPurposesExplanation: .text(
      "Partner behandlar uppgifter för dessa ändamål med stöd av berättigat intresse, utan att du "
        + "kan välja, eftersom tjänsten inte kan fungera eller vara säker utan dem."),
    .featuresHeading: "Funktioner",
    .featuresExplanation:
      "Partner kan använda dessa funktioner för ändamålen ovan; de kräver inget separat val.",
    .vendorsHeading: "Partner",
    .additionalConsentProvidersHeading: "Andra leverantörer av annonsteknik (Google)",
    .additionalConsentProvider: "Leverantör av annonsteknik {id} (Google)",
    .additionalConsentProviderDescription: .text(
      "Finns inte på IAB:s leverantörslista: ditt samtycke förs vidare till Googles lista över "
        + "leverantörer av annonsteknik (Additional Consent)."),
    .illustrationsHeading: "Exempel",
    .purposeVendorCounts: .text(
      "Partner som ber om samtycke: {consent}; som stöder sig på berättigat intresse: "
        + "{legitimateInterest}"),
    .vendorCount: "Partner som använder detta: {vendors}",
    .consentPurposes: "Ändamål (samtycke)",
    .legitimateInterestPurposes: "Ändamål (berättigat intresse)",
    .vendorSpecialPurposes: "Särskilda ändamål",
    .vendorFeatures: "Funktioner",
    .vendorSpecialFeatures: "Särskilda funktioner",
    .dataCategories: "Insamlade uppgifter",
    .retention: "Lagringstid",
    .cookieMaxAge: "Livslängd för cookies",
    .cookieRefresh: "Livslängd för cookies förnyas vid användning",
    .nonCookieAccess: "Använder annan lagring på enheten",
    .deviceStorageDisclosure: "Information om lagring på enheten",
    .privacyPolicy: "Integritetspolicy",
    .legitimateInterestClaim: "Redogörelse för berättigat intresse",
    .days: .plural("n", one: "{n} dag", other: "{n} dagar"),
    .seconds: .plural("n", one: "{n} sekund", other: "{n} sekunder"),
    .sessionOnly: "endast under sessionen",
    .noCookies: "inga cookies",
    .yes: "ja",
    .no: "nej",
    .notDeclared: "inte angivet",
    .showDetailsHint: "Visar detaljerna",
    .opensInBrowserHint: "Öppnas i webbläsaren",

    .usTitle: "Dina integritetsval",
    .usNotice: .text(
      "Vi och våra annonspartner samlar in personuppgifter, till exempel enhets-ID:n och hur du "
        + "använder den här appen, för att visa annonser för dig. Enligt amerikanska delstaters "
        + "integritetslagar kan detta vara en försäljning eller delning av dina personuppgifter, "
        + "eller riktad annonsering. Du kan när som helst välja bort detta nedan."),
    .usSaleAndSharing: "Sälj eller dela inte mina personuppgifter",
    .usSaleAndSharingDescription: .text(
      "Vi slutar sälja dina personuppgifter till, eller dela dem med, tredje parter för "
        + "annonsering."),
    .usTargetedAdvertising: "Välj bort riktad annonsering",
    .usTargetedAdvertisingDescription: .text(
      "Annonser väljs inte längre utifrån vad som är känt om din aktivitet i andra appar och på "
        + "andra webbplatser."),
    .usSensitiveData: "Begränsa användningen av mina känsliga personuppgifter",
    .usSensitiveDataDescription: .text(
      "Känsliga personuppgifter, till exempel exakt plats, används bara i den mån det behövs för "
        + "att tillhandahålla tjänsten."),
    .usGlobalPrivacyControlNotice: .text(
      "Din enhet skickar en Global Privacy Control-signal: vi behandlar den som din begäran om att "
        + "välja bort, och de bortval som den omfattar förblir aktiverade."),
    .usOptOut: "Välj bort",
    .usSave: "Bekräfta mina val",

    .terminalDecideOneByOne: "e = bestäm en i taget",
    .terminalAnswerOneOf: "Svara med något av följande: {answers}.",
    .terminalOptedOutByGPC: "ja (Global Privacy Control)",
    .terminalQuestion: "{question}?",
  ]
}
