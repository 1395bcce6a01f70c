extension InterludeStrings {
  /// Brazilian Portuguese (`pt`).
  static let portuguese: [InterludeStringKey: InterludeStringEntry] = [
    .adAttribution: "Anúncio",
    .adInPod: "Anúncio {position} de {total}",
    .skipIn: "Pular em {seconds}",
    .skip: "Pular anúncio",
    .learnMore: "Saiba mais",
    .debugWatermark: "Depuração do Interlude",
    .adAttributionAccessibility: "Anúncio",
    .adInPodAccessibility: "Anúncio {position} de {total}",
    .countdownAccessibility: .plural(
      "seconds", one: "Falta {seconds} segundo para o fim do anúncio",
      other: "Faltam {seconds} segundos para o fim do anúncio"),
    .skipInAccessibility: .plural(
      "seconds", one: "Você pode pular este anúncio em {seconds} segundo",
      other: "Você pode pular este anúncio em {seconds} segundos"),
    .skipAccessibilityHint: "Pula o anúncio e volta ao seu vídeo",
    .skipAvailableAnnouncement: "Agora você pode pular o anúncio",
    .advertiserPageHint: "Abre a página do anunciante",
    .iconAccessibility: "Informações sobre o anúncio",
    .iconAccessibilityHint: "Abre informações sobre este anúncio",
    .companionAccessibility: "Anúncio",

    .consentTitle: "Suas opções de privacidade",
    .consentIntroduction: .plural(
      "vendors",
      one:
        "Nós e nosso {vendors} parceiro armazenamos e/ou acessamos informações no seu dispositivo, "
        + "como identificadores exclusivos, e tratamos dados pessoais, como seu endereço IP e a "
        + "forma como você usa este app, para as finalidades abaixo.",
      other:
        "Nós e nossos {vendors} parceiros armazenamos e/ou acessamos informações no seu "
        + "dispositivo, como identificadores exclusivos, e tratamos dados pessoais, como seu "
        + "endereço IP e a forma como você usa este app, para as finalidades abaixo."),
    .purposesHeading: "Finalidades",
    .specialFeaturesHeading: "Recursos especiais (mediante sua aceitação)",
    .legitimateInterestNotice: .text(
      "Alguns parceiros não pedem seu consentimento, mas tratam seus dados com base no interesse "
        + "legítimo deles. Você pode se opor a isso em Configurações."),
    .withdrawalNotice: .text(
      "Suas escolhas valem apenas para este app. Você pode alterá-las ou revogar seu consentimento "
        + "a qualquer momento em Configurações de privacidade."),
    .acceptAll: "Aceitar tudo",
    .rejectAll: "Rejeitar tudo",
    .settings: "Configurações",
    .vendorListLink: .plural(
      "vendors", one: "Ver nosso {vendors} parceiro", other: "Ver nossos {vendors} parceiros"),
    .saveChoices: "Salvar escolhas",
    .back: "Voltar",
    .consent: "Consentimento",
    .objectToLegitimateInterest: "Opor-se ao interesse legítimo",
    .stacksHeading: "Grupos de finalidades",
    .specialPurposesHeading: "Finalidades especiais",
    .specialPurposesExplanation: .text(
      "Os parceiros tratam dados para essas finalidades com base no interesse legítimo, sem opção "
        + "de escolha, pois sem elas o serviço não pode funcionar nem permanecer seguro."),
    .featuresHeading: "Recursos",
    .featuresExplanation: .text(
      "Os parceiros podem usar esses recursos para as finalidades acima; eles não exigem uma "
        + "escolha separada."),
    .vendorsHeading: "Parceiros",
    .additionalConsentProvidersHeading: "Outros provedores de tecnologia de publicidade (Google)",
    .additionalConsentProvider: "Provedor de tecnologia de publicidade {id} (Google)",
    .additionalConsentProviderDescription: .text(
      "Não consta na lista de fornecedores da IAB: seu consentimento é repassado à lista de "
        + "provedores de tecnologia de publicidade do Google (Additional Consent)."),
    .illustrationsHeading: "Exemplos",
    .purposeVendorCounts: .text(
      "Parceiros que pedem consentimento: {consent}; que se baseiam no interesse legítimo: "
        + "{legitimateInterest}"),
    .vendorCount: "Parceiros que utilizam: {vendors}",
    .consentPurposes: "Finalidades (consentimento)",
    .legitimateInterestPurposes: "Finalidades (interesse legítimo)",
    .vendorSpecialPurposes: "Finalidades especiais",
    .vendorFeatures: "Recursos",
    .vendorSpecialFeatures: "Recursos especiais",
    .dataCategories: "Dados coletados",
    .retention: "Período de retenção",
    .cookieMaxAge: "Duração do cookie",
    .cookieRefresh: "Duração do cookie renovada a cada uso",
    .nonCookieAccess: "Usa outro armazenamento no dispositivo",
    .deviceStorageDisclosure: "Detalhes do armazenamento no dispositivo",
    .privacyPolicy: "Política de privacidade",
    .legitimateInterestClaim: "Declaração de interesse legítimo",
    .days: .plural("n", one: "{n} dia", other: "{n} dias"),
    .seconds: .plural("n", one: "{n} segundo", other: "{n} segundos"),
    .sessionOnly: "apenas durante a sessão",
    .noCookies: "sem cookies",
    .yes: "sim",
    .no: "não",
    .notDeclared: "não declarado",
    .showDetailsHint: "Mostra os detalhes",
    .opensInBrowserHint: "Abre no navegador",

    .usTitle: "Suas opções de privacidade",
    .usNotice: .text(
      "Nós e nossos parceiros de publicidade coletamos informações pessoais, como identificadores "
        + "do dispositivo e a forma como você usa este app, para mostrar anúncios a você. Pelas "
        + "leis estaduais de privacidade dos EUA, isso pode constituir venda ou compartilhamento "
        + "das suas informações pessoais, ou publicidade direcionada. Você pode recusar abaixo a "
        + "qualquer momento."),
    .usSaleAndSharing: "Não vender nem compartilhar minhas informações pessoais",
    .usSaleAndSharingDescription: .text(
      "Deixaremos de vender suas informações pessoais a terceiros, ou de compartilhá-las com eles, "
        + "para fins de publicidade."),
    .usTargetedAdvertising: "Recusar publicidade direcionada",
    .usTargetedAdvertisingDescription: .text(
      "Os anúncios deixarão de ser escolhidos com base no que se sabe sobre sua atividade em "
        + "outros apps e sites."),
    .usSensitiveData: "Limitar o uso das minhas informações pessoais sensíveis",
    .usSensitiveDataDescription: .text(
      "Informações pessoais sensíveis, como a localização precisa, serão usadas apenas na medida "
        + "necessária para prestar o serviço."),
    .usGlobalPrivacyControlNotice: .text(
      "Seu dispositivo envia um sinal de Global Privacy Control: nós o tratamos como sua "
        + "solicitação de recusa, e as recusas que ele abrange permanecem ativadas."),
    .usOptOut: "Recusar",
    .usSave: "Confirmar minhas escolhas",

    .terminalDecideOneByOne: "e = decidir um a um",
    .terminalAnswerOneOf: "Responda com uma destas opções: {answers}.",
    .terminalOptedOutByGPC: "sim (Global Privacy Control)",
    .terminalQuestion: "{question}?",
  ]
}
