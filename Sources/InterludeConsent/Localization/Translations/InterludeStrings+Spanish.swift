extension InterludeStrings {
  /// Spanish (`es`).
  static let spanish: [InterludeStringKey: InterludeStringEntry] = [
    .adAttribution: "Anuncio",
    .adInPod: "Anuncio {position} de {total}",
    .skipIn: "Saltar en {seconds}",
    .skip: "Saltar anuncio",
    .learnMore: "Más información",
    .debugWatermark: "Depuración de Interlude",
    .adAttributionAccessibility: "Publicidad",
    .adInPodAccessibility: "Anuncio {position} de {total}",
    .countdownAccessibility: .plural(
      "seconds",
      one: "Queda {seconds} segundo de anuncio",
      other: "Quedan {seconds} segundos de anuncio"),
    .skipInAccessibility: .plural(
      "seconds",
      one: "Puedes saltar este anuncio en {seconds} segundo",
      other: "Puedes saltar este anuncio en {seconds} segundos"),
    .skipAccessibilityHint: "Salta el anuncio y vuelve a tu vídeo",
    .skipAvailableAnnouncement: "Ya puedes saltar el anuncio",
    .advertiserPageHint: "Abre la página del anunciante",
    .iconAccessibility: "Información del anuncio",
    .iconAccessibilityHint: "Abre información sobre este anuncio",
    .companionAccessibility: "Publicidad",

    .consentTitle: "Tus opciones de privacidad",
    .consentIntroduction: .plural(
      "vendors",
      one:
        "Nosotros y nuestro socio almacenamos información en tu dispositivo o accedemos a "
        + "ella, como identificadores únicos, y tratamos datos personales, como tu dirección IP "
        + "y el uso que haces de esta app, para las finalidades que se indican a continuación.",
      other:
        "Nosotros y nuestros {vendors} socios almacenamos información en tu dispositivo o "
        + "accedemos a ella, como identificadores únicos, y tratamos datos personales, como tu "
        + "dirección IP y el uso que haces de esta app, para las finalidades que se indican a "
        + "continuación."),
    .purposesHeading: "Finalidades",
    .specialFeaturesHeading: "Características especiales (si las aceptas)",
    .legitimateInterestNotice: .text(
      "Algunos socios no piden tu consentimiento, sino que tratan tus datos basándose en su "
        + "interés legítimo. Puedes oponerte a ello en Configuración."),
    .withdrawalNotice: .text(
      "Tus opciones solo se aplican a esta app. Puedes cambiarlas o retirar tu consentimiento "
        + "en cualquier momento en la configuración de privacidad."),
    .acceptAll: "Aceptar todo",
    .rejectAll: "Rechazar todo",
    .settings: "Configuración",
    .vendorListLink: .plural(
      "vendors", one: "Ver nuestro socio", other: "Ver nuestros {vendors} socios"),
    .saveChoices: "Guardar opciones",
    .back: "Atrás",
    .consent: "Consentimiento",
    .objectToLegitimateInterest: "Oponerse al interés legítimo",
    .stacksHeading: "Grupos de finalidades",
    .specialPurposesHeading: "Finalidades especiales",
    .specialPurposesExplanation: .text(
      "Los socios tratan datos para estas finalidades basándose en el interés legítimo, sin "
        + "opción de elegir, ya que el servicio no puede funcionar ni mantenerse seguro sin "
        + "ellas."),
    .featuresHeading: "Características",
    .featuresExplanation: .text(
      "Los socios pueden usar estas características para las finalidades anteriores; no "
        + "requieren una elección aparte."),
    .vendorsHeading: "Socios",
    .additionalConsentProvidersHeading: "Otros proveedores de tecnología publicitaria (Google)",
    .additionalConsentProvider: "Proveedor de tecnología publicitaria de Google {id}",
    .additionalConsentProviderDescription: .text(
      "No figura en la lista de proveedores del IAB: tu consentimiento se transmite a la "
        + "lista de proveedores de tecnología publicitaria de Google (Additional Consent)."),
    .illustrationsHeading: "Ejemplos",
    .purposeVendorCounts: .text(
      "Socios que piden consentimiento: {consent}; que se basan en el interés legítimo: "
        + "{legitimateInterest}"),
    .vendorCount: "Socios que la usan: {vendors}",
    .consentPurposes: "Finalidades (consentimiento)",
    .legitimateInterestPurposes: "Finalidades (interés legítimo)",
    .vendorSpecialPurposes: "Finalidades especiales",
    .vendorFeatures: "Características",
    .vendorSpecialFeatures: "Características especiales",
    .dataCategories: "Datos recopilados",
    .retention: "Plazo de conservación",
    .cookieMaxAge: "Duración de las cookies",
    .cookieRefresh: "Duración de las cookies renovada con el uso",
    .nonCookieAccess: "Usa otro almacenamiento del dispositivo",
    .deviceStorageDisclosure: "Detalles del almacenamiento en el dispositivo",
    .privacyPolicy: "Política de privacidad",
    .legitimateInterestClaim: "Justificación del interés legítimo",
    .days: .plural(
      "n", one: "{n} día", other: "{n} días"),
    .seconds: .plural(
      "n", one: "{n} segundo", other: "{n} segundos"),
    .sessionOnly: "solo durante la sesión",
    .noCookies: "sin cookies",
    .yes: "sí",
    .no: "no",
    .notDeclared: "no declarado",
    .showDetailsHint: "Muestra los detalles",
    .opensInBrowserHint: "Se abre en tu navegador",

    .usTitle: "Tus opciones de privacidad",
    .usNotice: .text(
      "Nosotros y nuestros socios publicitarios recopilamos información personal, como "
        + "identificadores del dispositivo y el uso que haces de esta app, para mostrarte "
        + "anuncios. Según las leyes de privacidad de los estados de EE. UU., esto puede "
        + "constituir una venta o un intercambio de tu información personal, o publicidad "
        + "dirigida. Puedes ejercer tu derecho de exclusión más abajo en cualquier momento."),
    .usSaleAndSharing: "No vender ni compartir mi información personal",
    .usSaleAndSharingDescription: .text(
      "Dejaremos de vender tu información personal a terceros o de compartirla con ellos con "
        + "fines publicitarios."),
    .usTargetedAdvertising: "Excluirme de la publicidad dirigida",
    .usTargetedAdvertisingDescription: .text(
      "Los anuncios ya no se elegirán en función de lo que se sabe sobre tu actividad en "
        + "otras apps y sitios web."),
    .usSensitiveData: "Limitar el uso de mi información personal confidencial",
    .usSensitiveDataDescription: .text(
      "La información personal confidencial, como la ubicación precisa, solo se usará en la "
        + "medida necesaria para prestar el servicio."),
    .usGlobalPrivacyControlNotice: .text(
      "Tu dispositivo envía una señal Global Privacy Control: la tratamos como tu solicitud "
        + "de exclusión, y las exclusiones que abarca siguen activadas."),
    .usOptOut: "Excluirme",
    .usSave: "Confirmar mis opciones",

    .terminalDecideOneByOne: "e = decidir una a una",
    .terminalAnswerOneOf: "Responde con una de estas opciones: {answers}.",
    .terminalOptedOutByGPC: "sí (Global Privacy Control)",
    .terminalQuestion: "¿{question}?",
  ]
}
