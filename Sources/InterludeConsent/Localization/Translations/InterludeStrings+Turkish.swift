extension InterludeStrings {
  /// Turkish (`tr`).
  static let turkish: [InterludeStringKey: InterludeStringEntry] = [
    .adAttribution: "Reklam",
    .adInPod: "Reklam {position}/{total}",
    .skipIn: "{seconds} sn. sonra atlanabilir",
    .skip: "Reklamı atla",
    .learnMore: "Daha fazla bilgi",
    .debugWatermark: "Interlude hata ayıklama",
    .adAttributionAccessibility: "Reklam",
    .adInPodAccessibility: "Reklam {position}, toplam {total}",
    .countdownAccessibility: .plural(
      "seconds", one: "Reklamın bitmesine {seconds} saniye kaldı",
      other: "Reklamın bitmesine {seconds} saniye kaldı"),
    .skipInAccessibility: .plural(
      "seconds", one: "Bu reklamı {seconds} saniye sonra atlayabilirsiniz",
      other: "Bu reklamı {seconds} saniye sonra atlayabilirsiniz"),
    .skipAccessibilityHint: "Reklamı atlar ve videonuza geri döner",
    .skipAvailableAnnouncement: "Artık reklamı atlayabilirsiniz",
    .advertiserPageHint: "Reklamverenin sayfasını açar",
    .iconAccessibility: "Reklam bilgileri",
    .iconAccessibilityHint: "Bu reklamla ilgili bilgileri açar",
    .companionAccessibility: "Reklam",

    .consentTitle: "Gizlilik tercihleriniz",
    .consentIntroduction: .plural(
      "vendors",
      one:
        "Biz ve {vendors} iş ortağımız, cihazınızda benzersiz tanımlayıcılar gibi bilgileri "
        + "depolarız ve/veya bunlara erişiriz; IP adresiniz ve bu uygulamayı nasıl "
        + "kullandığınız gibi kişisel verileri aşağıdaki amaçlar için işleriz.",
      other:
        "Biz ve {vendors} iş ortağımız, cihazınızda benzersiz tanımlayıcılar gibi bilgileri "
        + "depolarız ve/veya bunlara erişiriz; IP adresiniz ve bu uygulamayı nasıl "
        + "kullandığınız gibi kişisel verileri aşağıdaki amaçlar için işleriz."),
    .purposesHeading: "Amaçlar",
    .specialFeaturesHeading: "Özel özellikler (açık onayınızla)",
    .legitimateInterestNotice: .text(
      "Bazı iş ortakları onayınızı istemez, ancak verilerinizi meşru menfaatlerine dayanarak "
        + "işler. Buna Ayarlar’dan itiraz edebilirsiniz."),
    .withdrawalNotice: .text(
      "Seçimleriniz yalnızca bu uygulama için geçerlidir. Bunları istediğiniz zaman Gizlilik "
        + "ayarları bölümünden değiştirebilir veya onayınızı geri çekebilirsiniz."),
    .acceptAll: "Tümünü kabul et",
    .rejectAll: "Tümünü reddet",
    .settings: "Ayarlar",
    .vendorListLink: .plural(
      "vendors", one: "{vendors} iş ortağımızı görüntüle",
      other: "{vendors} iş ortağımızı görüntüle"),
    .saveChoices: "Seçimleri kaydet",
    .back: "Geri",
    .consent: "Onay",
    .objectToLegitimateInterest: "Meşru menfaate itiraz et",
    .stacksHeading: "Amaç grupları",
    .specialPurposesHeading: "Özel amaçlar",
    .specialPurposesExplanation: .text(
      "Hizmet bunlar olmadan çalışamayacağı veya güvenli kalamayacağı için iş ortakları, "
        + "verileri bu amaçlarla meşru menfaate dayanarak ve size seçim sunmadan işler."),
    .featuresHeading: "Özellikler",
    .featuresExplanation: .text(
      "İş ortakları bu özellikleri yukarıdaki amaçlar için kullanabilir; bunlar için ayrıca "
        + "seçim yapmanız gerekmez."),
    .vendorsHeading: "İş ortakları",
    .additionalConsentProvidersHeading: "Diğer reklam teknolojisi sağlayıcıları (Google)",
    .additionalConsentProvider: "Google reklam teknolojisi sağlayıcısı {id}",
    .additionalConsentProviderDescription: .text(
      "IAB satıcı listesinde yer almıyor: onayınız Google’ın reklam teknolojisi sağlayıcıları "
        + "listesine iletilir (Additional Consent)."),
    .illustrationsHeading: "Örnekler",
    .purposeVendorCounts: .text(
      "Onay isteyen iş ortakları: {consent}; meşru menfaate dayanan iş ortakları: "
        + "{legitimateInterest}"),
    .vendorCount: "Bunu kullanan iş ortakları: {vendors}",
    .consentPurposes: "Amaçlar (onay)",
    .legitimateInterestPurposes: "Amaçlar (meşru menfaat)",
    .vendorSpecialPurposes: "Özel amaçlar",
    .vendorFeatures: "Özellikler",
    .vendorSpecialFeatures: "Özel özellikler",
    .dataCategories: "Toplanan veriler",
    .retention: "Saklama süresi",
    .cookieMaxAge: "Çerez ömrü",
    .cookieRefresh: "Çerez ömrü her kullanımda yenilenir",
    .nonCookieAccess: "Cihazda başka depolama alanları kullanır",
    .deviceStorageDisclosure: "Cihaz depolama ayrıntıları",
    .privacyPolicy: "Gizlilik politikası",
    .legitimateInterestClaim: "Meşru menfaat beyanı",
    .days: .plural("n", one: "{n} gün", other: "{n} gün"),
    .seconds: .plural("n", one: "{n} saniye", other: "{n} saniye"),
    .sessionOnly: "yalnızca oturum süresince",
    .noCookies: "çerez yok",
    .yes: "evet",
    .no: "hayır",
    .notDeclared: "belirtilmemiş",
    .showDetailsHint: "Ayrıntıları gösterir",
    .opensInBrowserHint: "Tarayıcınızda açılır",

    .usTitle: "Gizlilik tercihleriniz",
    .usNotice: .text(
      "Biz ve reklam iş ortaklarımız, size reklam göstermek için cihaz tanımlayıcıları ve bu "
        + "uygulamayı nasıl kullandığınız gibi kişisel bilgileri toplarız. Bu, ABD eyaletlerinin "
        + "gizlilik yasaları kapsamında kişisel bilgilerinizin satışı veya paylaşımı ya da "
        + "hedefli reklamcılık sayılabilir. Aşağıdan istediğiniz zaman bunları devre dışı "
        + "bırakabilirsiniz."),
    .usSaleAndSharing: "Kişisel bilgilerimi satmayın veya paylaşmayın",
    .usSaleAndSharingDescription: .text(
      "Kişisel bilgilerinizi reklam amacıyla üçüncü taraflara satmayı veya onlarla paylaşmayı "
        + "bırakacağız."),
    .usTargetedAdvertising: "Hedefli reklamcılığı devre dışı bırak",
    .usTargetedAdvertisingDescription: .text(
      "Reklamlar artık diğer uygulamalar ve web sitelerindeki etkinliğiniz hakkında bilinenlere "
        + "göre seçilmeyecek."),
    .usSensitiveData: "Hassas kişisel bilgilerimin kullanımını sınırlayın",
    .usSensitiveDataDescription: .text(
      "Kesin konum gibi hassas kişisel bilgiler yalnızca hizmeti sunmak için gerektiği ölçüde "
        + "kullanılacak."),
    .usGlobalPrivacyControlNotice: .text(
      "Cihazınız bir Global Privacy Control sinyali gönderiyor: bunu devre dışı bırakma "
        + "talebiniz olarak kabul ediyoruz ve sinyalin kapsadığı devre dışı bırakma seçenekleri "
        + "açık kalıyor."),
    .usOptOut: "Devre dışı bırak",
    .usSave: "Seçimlerimi onayla",

    .terminalDecideOneByOne: "e = tek tek karar ver",
    .terminalAnswerOneOf: "Lütfen şunlardan biriyle yanıt verin: {answers}.",
    .terminalOptedOutByGPC: "evet (Global Privacy Control)",
    .terminalQuestion: "{question}?",
  ]
}
