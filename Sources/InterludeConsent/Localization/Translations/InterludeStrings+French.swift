extension InterludeStrings {
  /// French (`fr`).
  static let french: [InterludeStringKey: InterludeStringEntry] = [
    .adAttribution: "Annonce",
    .adInPod: "Annonce {position} sur {total}",
    .skipIn: "Ignorer dans {seconds}",
    .skip: "Ignorer l’annonce",
    .learnMore: "En savoir plus",
    .debugWatermark: "Interlude (débogage)",
    .adAttributionAccessibility: "Publicité",
    .adInPodAccessibility: "Publicité {position} sur {total}",
    .countdownAccessibility: .plural(
      "seconds",
      one: "Il reste {seconds} seconde de publicité",
      other: "Il reste {seconds} secondes de publicité"),
    .skipInAccessibility: .plural(
      "seconds",
      one: "Vous pourrez ignorer cette annonce dans {seconds} seconde",
      other: "Vous pourrez ignorer cette annonce dans {seconds} secondes"),
    .skipAccessibilityHint: "Ignore l’annonce et revient à votre vidéo",
    .skipAvailableAnnouncement: "Vous pouvez maintenant ignorer l’annonce",
    .advertiserPageHint: "Ouvre la page de l’annonceur",
    .iconAccessibility: "Informations sur l’annonce",
    .iconAccessibilityHint: "Ouvre des informations sur cette annonce",
    .companionAccessibility: "Publicité",

    .consentTitle: "Vos choix en matière de confidentialité",
    .consentIntroduction: .plural(
      "vendors",
      one:
        "Nous et notre {vendors} partenaire stockons des informations sur votre appareil "
        + "et/ou y accédons, telles que des identifiants uniques, et traitons des données "
        + "personnelles, telles que votre adresse IP et votre utilisation de cette application, "
        + "pour les finalités ci-dessous.",
      other:
        "Nous et nos {vendors} partenaires stockons des informations sur votre appareil et/ou "
        + "y accédons, telles que des identifiants uniques, et traitons des données "
        + "personnelles, telles que votre adresse IP et votre utilisation de cette application, "
        + "pour les finalités ci-dessous."),
    .purposesHeading: "Finalités",
    .specialFeaturesHeading: "Fonctionnalités spéciales (si vous acceptez)",
    .legitimateInterestNotice: .text(
      "Certains partenaires ne demandent pas votre consentement, mais traitent vos données "
        + "sur la base de leur intérêt légitime. Vous pouvez vous y opposer dans les Paramètres."),
    .withdrawalNotice: .text(
      "Vos choix ne s’appliquent qu’à cette application. Vous pouvez les modifier ou retirer "
        + "votre consentement à tout moment dans les paramètres de confidentialité."),
    .acceptAll: "Tout accepter",
    .rejectAll: "Tout refuser",
    .settings: "Paramètres",
    .vendorListLink: .plural(
      "vendors", one: "Voir notre {vendors} partenaire", other: "Voir nos {vendors} partenaires"),
    .saveChoices: "Enregistrer mes choix",
    .back: "Retour",
    .consent: "Consentement",
    .objectToLegitimateInterest: "S’opposer à l’intérêt légitime",
    .stacksHeading: "Groupes de finalités",
    .specialPurposesHeading: "Finalités spéciales",
    .specialPurposesExplanation: .text(
      "Les partenaires traitent des données pour ces finalités sur la base de l’intérêt "
        + "légitime, sans choix possible, car le service ne peut ni fonctionner ni rester "
        + "sécurisé sans elles."),
    .featuresHeading: "Fonctionnalités",
    .featuresExplanation: .text(
      "Les partenaires peuvent utiliser ces fonctionnalités pour les finalités ci-dessus, "
        + "sans qu’un choix distinct soit nécessaire."),
    .vendorsHeading: "Partenaires",
    .additionalConsentProvidersHeading: "Autres fournisseurs de technologie publicitaire (Google)",
    .additionalConsentProvider: "Fournisseur de technologie publicitaire Google {id}",
    .additionalConsentProviderDescription: .text(
      "Absent de la liste des fournisseurs de l’IAB : votre consentement est transmis à la "
        + "liste des fournisseurs de technologie publicitaire de Google (Additional Consent)."),
    .illustrationsHeading: "Exemples",
    .purposeVendorCounts: .text(
      "Partenaires demandant votre consentement : {consent} ; invoquant l’intérêt légitime : "
        + "{legitimateInterest}"),
    .vendorCount: "Partenaires qui l’utilisent : {vendors}",
    .consentPurposes: "Finalités (consentement)",
    .legitimateInterestPurposes: "Finalités (intérêt légitime)",
    .vendorSpecialPurposes: "Finalités spéciales",
    .vendorFeatures: "Fonctionnalités",
    .vendorSpecialFeatures: "Fonctionnalités spéciales",
    .dataCategories: "Données collectées",
    .retention: "Durée de conservation",
    .cookieMaxAge: "Durée de vie des cookies",
    .cookieRefresh: "Durée de vie des cookies renouvelée à l’usage",
    .nonCookieAccess: "Utilise d’autres stockages sur l’appareil",
    .deviceStorageDisclosure: "Détails du stockage sur l’appareil",
    .privacyPolicy: "Politique de confidentialité",
    .legitimateInterestClaim: "Justification de l’intérêt légitime",
    .days: .plural(
      "n", one: "{n} jour", other: "{n} jours"),
    .seconds: .plural(
      "n", one: "{n} seconde", other: "{n} secondes"),
    .sessionOnly: "session uniquement",
    .noCookies: "aucun cookie",
    .yes: "oui",
    .no: "non",
    .notDeclared: "non déclaré",
    .showDetailsHint: "Affiche les détails",
    .opensInBrowserHint: "S’ouvre dans votre navigateur",

    .usTitle: "Vos choix en matière de confidentialité",
    .usNotice: .text(
      "Nous et nos partenaires publicitaires collectons des informations personnelles, telles "
        + "que les identifiants de l’appareil et votre utilisation de cette application, pour "
        + "vous présenter des publicités. Au regard des lois sur la protection de la vie privée "
        + "des États américains, il peut s’agir d’une vente ou d’un partage de vos informations "
        + "personnelles, ou de publicité ciblée. Vous pouvez vous y opposer à tout moment "
        + "ci-dessous."),
    .usSaleAndSharing: "Ne pas vendre ni partager mes informations personnelles",
    .usSaleAndSharingDescription: .text(
      "Nous cesserons de vendre vos informations personnelles à des tiers ou de les partager "
        + "avec eux à des fins publicitaires."),
    .usTargetedAdvertising: "Refuser la publicité ciblée",
    .usTargetedAdvertisingDescription: .text(
      "Les publicités ne seront plus choisies en fonction de ce que l’on sait de votre "
        + "activité dans d’autres applications et sur d’autres sites web."),
    .usSensitiveData: "Limiter l’utilisation de mes informations personnelles sensibles",
    .usSensitiveDataDescription: .text(
      "Les informations personnelles sensibles, comme votre position précise, ne seront "
        + "utilisées que dans la mesure nécessaire à la fourniture du service."),
    .usGlobalPrivacyControlNotice: .text(
      "Votre appareil envoie un signal Global Privacy Control : nous le traitons comme une "
        + "demande de refus de votre part, et les refus qu’il couvre restent activés."),
    .usOptOut: "Refuser",
    .usSave: "Confirmer mes choix",

    .terminalDecideOneByOne: "e = décider au cas par cas",
    .terminalAnswerOneOf: "Veuillez répondre par l’une de ces valeurs : {answers}.",
    .terminalOptedOutByGPC: "oui (Global Privacy Control)",
    .terminalQuestion: "{question} ?",
  ]
}
