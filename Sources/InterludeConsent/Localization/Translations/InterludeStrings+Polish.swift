extension InterludeStrings {
  /// Polish (`pl`).
  static let polish: [InterludeStringKey: InterludeStringEntry] = [
    .adAttribution: "Reklama",
    .adInPod: "Reklama {position} z {total}",
    .skipIn: "Pomiń za {seconds}",
    .skip: "Pomiń reklamę",
    .learnMore: "Więcej informacji",
    .debugWatermark: "Debugowanie Interlude",
    .adAttributionAccessibility: "Reklama",
    .adInPodAccessibility: "Reklama {position} z {total}",
    .countdownAccessibility: .plural(
      "seconds", one: "Do końca reklamy została {seconds} sekunda",
      few: "Do końca reklamy zostały {seconds} sekundy",
      many: "Do końca reklamy zostało {seconds} sekund",
      other: "Do końca reklamy zostało {seconds} sekund"),
    .skipInAccessibility: .plural(
      "seconds", one: "Możesz pominąć tę reklamę za {seconds} sekundę",
      few: "Możesz pominąć tę reklamę za {seconds} sekundy",
      many: "Możesz pominąć tę reklamę za {seconds} sekund",
      other: "Możesz pominąć tę reklamę za {seconds} sekund"),
    .skipAccessibilityHint: "Pomija reklamę i wraca do filmu",
    .skipAvailableAnnouncement: "Możesz teraz pominąć reklamę",
    .advertiserPageHint: "Otwiera stronę reklamodawcy",
    .iconAccessibility: "Informacje o reklamie",
    .iconAccessibilityHint: "Otwiera informacje o tej reklamie",
    .companionAccessibility: "Reklama",

    .consentTitle: "Twoje wybory dotyczące prywatności",
    .consentIntroduction: .plural(
      "vendors",
      one:
        "Wraz z naszym partnerem przechowujemy informacje na Twoim urządzeniu i/lub uzyskujemy do "
        + "nich dostęp (np. unikalne identyfikatory) oraz przetwarzamy dane osobowe (np. Twój "
        + "adres IP i sposób korzystania z tej aplikacji) w celach opisanych poniżej.",
      few:
        "Wraz z naszymi {vendors} partnerami przechowujemy informacje na Twoim urządzeniu i/lub "
        + "uzyskujemy do nich dostęp (np. unikalne identyfikatory) oraz przetwarzamy dane "
        + "osobowe (np. Twój adres IP i sposób korzystania z tej aplikacji) w celach opisanych "
        + "poniżej.",
      many:
        "Wraz z naszymi {vendors} partnerami przechowujemy informacje na Twoim urządzeniu i/lub "
        + "uzyskujemy do nich dostęp (np. unikalne identyfikatory) oraz przetwarzamy dane "
        + "osobowe (np. Twój adres IP i sposób korzystania z tej aplikacji) w celach opisanych "
        + "poniżej.",
      other:
        "Wraz z naszymi {vendors} partnerami przechowujemy informacje na Twoim urządzeniu i/lub "
        + "uzyskujemy do nich dostęp (np. unikalne identyfikatory) oraz przetwarzamy dane "
        + "osobowe (np. Twój adres IP i sposób korzystania z tej aplikacji) w celach opisanych "
        + "poniżej."),
    .purposesHeading: "Cele",
    .specialFeaturesHeading: "Funkcje specjalne (za Twoją zgodą)",
    .legitimateInterestNotice: .text(
      "Niektórzy partnerzy nie proszą o zgodę, lecz przetwarzają Twoje dane na podstawie swojego "
        + "uzasadnionego interesu. Możesz się temu sprzeciwić w Ustawieniach."),
    .withdrawalNotice: .text(
      "Twoje wybory dotyczą tylko tej aplikacji. W każdej chwili możesz je zmienić lub wycofać "
        + "zgodę w Ustawieniach prywatności."),
    .acceptAll: "Zaakceptuj wszystko",
    .rejectAll: "Odrzuć wszystko",
    .settings: "Ustawienia",
    .vendorListLink: .plural(
      "vendors", one: "Zobacz naszego partnera", few: "Zobacz naszych {vendors} partnerów",
      many: "Zobacz naszych {vendors} partnerów", other: "Zobacz naszych {vendors} partnerów"),
    .saveChoices: "Zapisz ustawienia",
    .back: "Wstecz",
    .consent: "Zgoda",
    .objectToLegitimateInterest: "Sprzeciw wobec uzasadnionego interesu",
    .stacksHeading: "Grupy celów",
    .specialPurposesHeading: "Cele specjalne",
    .specialPurposesExplanation: .text(
      "Partnerzy przetwarzają dane w tych celach na podstawie uzasadnionego interesu, bez "
        + "możliwości wyboru, ponieważ bez nich usługa nie mogłaby działać ani pozostać "
        + "bezpieczna."),
    .featuresHeading: "Funkcje",
    .featuresExplanation:
      "Partnerzy mogą używać tych funkcji w powyższych celach; nie wymagają one osobnego wyboru.",
    .vendorsHeading: "Partnerzy",
    .additionalConsentProvidersHeading: "Inni dostawcy technologii reklamowych (Google)",
    .additionalConsentProvider: "Dostawca technologii reklamowych {id} (Google)",
    .additionalConsentProviderDescription: .text(
      "Nie znajduje się na liście dostawców IAB: Twoja zgoda jest przekazywana na listę dostawców "
        + "technologii reklamowych Google (Additional Consent)."),
    .illustrationsHeading: "Przykłady",
    .purposeVendorCounts: .text(
      "Partnerzy proszący o zgodę: {consent}; powołujący się na uzasadniony interes: "
        + "{legitimateInterest}"),
    .vendorCount: "Partnerzy, którzy z tego korzystają: {vendors}",
    .consentPurposes: "Cele (zgoda)",
    .legitimateInterestPurposes: "Cele (uzasadniony interes)",
    .vendorSpecialPurposes: "Cele specjalne",
    .vendorFeatures: "Funkcje",
    .vendorSpecialFeatures: "Funkcje specjalne",
    .dataCategories: "Zbierane dane",
    .retention: "Okres przechowywania",
    .cookieMaxAge: "Okres ważności plików cookie",
    .cookieRefresh: "Ważność plików cookie odnawiana przy użyciu",
    .nonCookieAccess: "Używa innej pamięci urządzenia",
    .deviceStorageDisclosure: "Szczegóły przechowywania na urządzeniu",
    .privacyPolicy: "Polityka prywatności",
    .legitimateInterestClaim: "Oświadczenie o uzasadnionym interesie",
    .days: .plural("n", one: "{n} dzień", few: "{n} dni", many: "{n} dni", other: "{n} dni"),
    .seconds: .plural(
      "n", one: "{n} sekunda", few: "{n} sekundy", many: "{n} sekund", other: "{n} sekund"),
    .sessionOnly: "tylko na czas sesji",
    .noCookies: "bez plików cookie",
    .yes: "tak",
    .no: "nie",
    .notDeclared: "nie zadeklarowano",
    .showDetailsHint: "Pokazuje szczegóły",
    .opensInBrowserHint: "Otwiera w przeglądarce",

    .usTitle: "Twoje wybory dotyczące prywatności",
    .usNotice: .text(
      "Wraz z naszymi partnerami reklamowymi zbieramy dane osobowe, takie jak identyfikatory "
        + "urządzenia i sposób korzystania z tej aplikacji, aby wyświetlać Ci reklamy. Zgodnie "
        + "ze stanowymi przepisami o ochronie prywatności w USA może to stanowić sprzedaż lub "
        + "udostępnianie Twoich danych osobowych albo reklamę ukierunkowaną. W każdej chwili "
        + "możesz z tego zrezygnować poniżej."),
    .usSaleAndSharing: "Nie sprzedawaj ani nie udostępniaj moich danych osobowych",
    .usSaleAndSharingDescription: .text(
      "Przestaniemy sprzedawać i udostępniać Twoje dane osobowe podmiotom trzecim w celach "
        + "reklamowych."),
    .usTargetedAdvertising: "Zrezygnuj z reklamy ukierunkowanej",
    .usTargetedAdvertisingDescription: .text(
      "Reklamy nie będą już dobierane na podstawie informacji o Twojej aktywności w innych "
        + "aplikacjach i witrynach."),
    .usSensitiveData: "Ogranicz wykorzystanie moich wrażliwych danych osobowych",
    .usSensitiveDataDescription: .text(
      "Wrażliwe dane osobowe, takie jak dokładna lokalizacja, będą wykorzystywane tylko w zakresie "
        + "niezbędnym do świadczenia usługi."),
    .usGlobalPrivacyControlNotice: .text(
      "Twoje urządzenie wysyła sygnał Global Privacy Control: traktujemy go jako Twoje żądanie "
        + "rezygnacji, a objęte nim rezygnacje pozostają włączone."),
    .usOptOut: "Rezygnacja",
    .usSave: "Potwierdź moje wybory",

    .terminalDecideOneByOne: "e = decyduj pojedynczo",
    .terminalAnswerOneOf: "Wpisz jedną z odpowiedzi: {answers}.",
    .terminalOptedOutByGPC: "tak (Global Privacy Control)",
    .terminalQuestion: "{question}?",
  ]
}
