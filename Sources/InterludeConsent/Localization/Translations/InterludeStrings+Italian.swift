extension InterludeStrings {
  /// Italian (`it`).
  static let italian: [InterludeStringKey: InterludeStringEntry] = [
    .adAttribution: "Annuncio",
    .adInPod: "Annuncio {position} di {total}",
    .skipIn: "Salta tra {seconds}",
    .skip: "Salta annuncio",
    .learnMore: "Scopri di più",
    .debugWatermark: "Debug di Interlude",
    .adAttributionAccessibility: "Pubblicità",
    .adInPodAccessibility: "Annuncio {position} di {total}",
    .countdownAccessibility: .plural(
      "seconds",
      one: "Manca {seconds} secondo alla fine dell’annuncio",
      other: "Mancano {seconds} secondi alla fine dell’annuncio"),
    .skipInAccessibility: .plural(
      "seconds",
      one: "Puoi saltare questo annuncio tra {seconds} secondo",
      other: "Puoi saltare questo annuncio tra {seconds} secondi"),
    .skipAccessibilityHint: "Salta l’annuncio e torna al tuo video",
    .skipAvailableAnnouncement: "Ora puoi saltare l’annuncio",
    .advertiserPageHint: "Apre la pagina dell’inserzionista",
    .iconAccessibility: "Informazioni sull’annuncio",
    .iconAccessibilityHint: "Apre le informazioni su questo annuncio",
    .companionAccessibility: "Pubblicità",

    .consentTitle: "Le tue scelte sulla privacy",
    .consentIntroduction: .plural(
      "vendors",
      one:
        "Noi e il nostro partner archiviamo e/o accediamo a informazioni sul tuo dispositivo, "
        + "come identificatori univoci, e trattiamo dati personali, come il tuo indirizzo IP e "
        + "il modo in cui usi questa app, per le finalità indicate di seguito.",
      other:
        "Noi e i nostri {vendors} partner archiviamo e/o accediamo a informazioni sul tuo "
        + "dispositivo, come identificatori univoci, e trattiamo dati personali, come il tuo "
        + "indirizzo IP e il modo in cui usi questa app, per le finalità indicate di seguito."),
    .purposesHeading: "Finalità",
    .specialFeaturesHeading: "Funzionalità speciali (con il tuo consenso)",
    .legitimateInterestNotice: .text(
      "Alcuni partner non chiedono il tuo consenso, ma trattano i tuoi dati sulla base del "
        + "loro legittimo interesse. Puoi opporti nelle Impostazioni."),
    .withdrawalNotice: .text(
      "Le tue scelte valgono solo per questa app. Puoi modificarle o revocare il consenso in "
        + "qualsiasi momento nelle impostazioni sulla privacy."),
    .acceptAll: "Accetta tutto",
    .rejectAll: "Rifiuta tutto",
    .settings: "Impostazioni",
    .vendorListLink: .plural(
      "vendors",
      one: "Visualizza il nostro partner",
      other: "Visualizza i nostri {vendors} partner"),
    .saveChoices: "Salva le scelte",
    .back: "Indietro",
    .consent: "Consenso",
    .objectToLegitimateInterest: "Opposizione al legittimo interesse",
    .stacksHeading: "Gruppi di finalità",
    .specialPurposesHeading: "Finalità speciali",
    .specialPurposesExplanation: .text(
      "I partner trattano i dati per queste finalità sulla base del legittimo interesse, "
        + "senza possibilità di scelta, perché senza di esse il servizio non può funzionare né "
        + "restare sicuro."),
    .featuresHeading: "Funzionalità",
    .featuresExplanation: .text(
      "I partner possono usare queste funzionalità per le finalità indicate sopra; non "
        + "richiedono una scelta separata."),
    .vendorsHeading: "Partner",
    .additionalConsentProvidersHeading: "Altri fornitori di tecnologia pubblicitaria (Google)",
    .additionalConsentProvider: "Fornitore di tecnologia pubblicitaria Google {id}",
    .additionalConsentProviderDescription: .text(
      "Non presente nell’elenco dei fornitori IAB: il tuo consenso viene trasmesso all’elenco "
        + "dei fornitori di tecnologia pubblicitaria di Google (Additional Consent)."),
    .illustrationsHeading: "Esempi",
    .purposeVendorCounts: .text(
      "Partner che chiedono il consenso: {consent}; che si basano sul legittimo interesse: "
        + "{legitimateInterest}"),
    .vendorCount: "Partner che la usano: {vendors}",
    .consentPurposes: "Finalità (consenso)",
    .legitimateInterestPurposes: "Finalità (legittimo interesse)",
    .vendorSpecialPurposes: "Finalità speciali",
    .vendorFeatures: "Funzionalità",
    .vendorSpecialFeatures: "Funzionalità speciali",
    .dataCategories: "Dati raccolti",
    .retention: "Periodo di conservazione",
    .cookieMaxAge: "Durata dei cookie",
    .cookieRefresh: "Durata dei cookie rinnovata a ogni utilizzo",
    .nonCookieAccess: "Usa altri tipi di archiviazione sul dispositivo",
    .deviceStorageDisclosure: "Dettagli sull’archiviazione sul dispositivo",
    .privacyPolicy: "Informativa sulla privacy",
    .legitimateInterestClaim: "Dichiarazione di legittimo interesse",
    .days: .plural(
      "n", one: "{n} giorno", other: "{n} giorni"),
    .seconds: .plural(
      "n", one: "{n} secondo", other: "{n} secondi"),
    .sessionOnly: "solo per la sessione",
    .noCookies: "nessun cookie",
    .yes: "sì",
    .no: "no",
    .notDeclared: "non dichiarato",
    .showDetailsHint: "Mostra i dettagli",
    .opensInBrowserHint: "Si apre nel browser",

    .usTitle: "Le tue scelte sulla privacy",
    .usNotice: .text(
      "Noi e i nostri partner pubblicitari raccogliamo informazioni personali, come gli "
        + "identificatori del dispositivo e il modo in cui usi questa app, per mostrarti annunci. "
        + "Ai sensi delle leggi sulla privacy degli stati USA, ciò può costituire una vendita o "
        + "una condivisione delle tue informazioni personali, oppure pubblicità mirata. Puoi "
        + "opporti qui sotto in qualsiasi momento."),
    .usSaleAndSharing: "Non vendere né condividere le mie informazioni personali",
    .usSaleAndSharingDescription: .text(
      "Smetteremo di vendere le tue informazioni personali a terzi o di condividerle con loro "
        + "a fini pubblicitari."),
    .usTargetedAdvertising: "Disattiva la pubblicità mirata",
    .usTargetedAdvertisingDescription: .text(
      "Gli annunci non verranno più scelti in base a ciò che si sa della tua attività in "
        + "altre app e siti web."),
    .usSensitiveData: "Limita l’uso delle mie informazioni personali sensibili",
    .usSensitiveDataDescription: .text(
      "Le informazioni personali sensibili, come la posizione precisa, verranno usate solo "
        + "nella misura necessaria a fornire il servizio."),
    .usGlobalPrivacyControlNotice: .text(
      "Il tuo dispositivo invia un segnale Global Privacy Control: lo consideriamo come la "
        + "tua richiesta di opt-out e gli opt-out che include restano attivi."),
    .usOptOut: "Opt-out",
    .usSave: "Conferma le mie scelte",

    .terminalDecideOneByOne: "e = decidi una per una",
    .terminalAnswerOneOf: "Rispondi con uno di questi valori: {answers}.",
    .terminalOptedOutByGPC: "sì (Global Privacy Control)",
    .terminalQuestion: "{question}?",
  ]
}
