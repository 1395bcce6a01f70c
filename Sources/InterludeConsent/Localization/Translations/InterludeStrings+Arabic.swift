extension InterludeStrings {
  /// Arabic (`ar`).
  static let arabic: [InterludeStringKey: InterludeStringEntry] = [
    .adAttribution: "إعلان",
    .adInPod: "إعلان {position} من {total}",
    .skipIn: "التخطّي بعد {seconds}",
    .skip: "تخطّي الإعلان",
    .learnMore: "مزيد من المعلومات",
    .debugWatermark: "تصحيح أخطاء Interlude",
    .adAttributionAccessibility: "إعلان",
    .adInPodAccessibility: "الإعلان {position} من {total}",
    .countdownAccessibility: .plural(
      "seconds",
      zero: "{seconds} ثانية متبقية في الإعلان",
      one: "ثانية واحدة متبقية في الإعلان",
      two: "ثانيتان متبقيتان في الإعلان",
      few: "{seconds} ثوانٍ متبقية في الإعلان",
      many: "{seconds} ثانية متبقية في الإعلان",
      other: "{seconds} ثانية متبقية في الإعلان"),
    .skipInAccessibility: .plural(
      "seconds",
      zero: "يمكنك تخطّي هذا الإعلان بعد {seconds} ثانية",
      one: "يمكنك تخطّي هذا الإعلان بعد ثانية واحدة",
      two: "يمكنك تخطّي هذا الإعلان بعد ثانيتين",
      few: "يمكنك تخطّي هذا الإعلان بعد {seconds} ثوانٍ",
      many: "يمكنك تخطّي هذا الإعلان بعد {seconds} ثانية",
      other: "يمكنك تخطّي هذا الإعلان بعد {seconds} ثانية"),
    .skipAccessibilityHint: "يتخطّى الإعلان ويعيدك إلى الفيديو",
    .skipAvailableAnnouncement: "يمكنك تخطّي الإعلان الآن",
    .advertiserPageHint: "يفتح صفحة المعلِن",
    .iconAccessibility: "معلومات الإعلان",
    .iconAccessibilityHint: "يفتح معلومات عن هذا الإعلان",
    .companionAccessibility: "إعلان",

    .consentTitle: "خياراتك بشأن الخصوصية",
    .consentIntroduction: .plural(
      "vendors",
      zero:
        "نخزّن معلومات على جهازك و/أو نصل إليها، مثل المعرّفات الفريدة، ونعالج بيانات شخصية، "
        + "مثل عنوان IP وكيفية استخدامك لهذا التطبيق، للأغراض الموضّحة أدناه.",
      one:
        "نحن وشريكنا نخزّن معلومات على جهازك و/أو نصل إليها، مثل المعرّفات الفريدة، ونعالج "
        + "بيانات شخصية، مثل عنوان IP وكيفية استخدامك لهذا التطبيق، للأغراض الموضّحة أدناه.",
      two:
        "نحن وشريكانا نخزّن معلومات على جهازك و/أو نصل إليها، مثل المعرّفات الفريدة، ونعالج "
        + "بيانات شخصية، مثل عنوان IP وكيفية استخدامك لهذا التطبيق، للأغراض الموضّحة أدناه.",
      few:
        "نحن وشركاؤنا البالغ عددهم {vendors} نخزّن معلومات على جهازك و/أو نصل إليها، مثل "
        + "المعرّفات الفريدة، ونعالج بيانات شخصية، مثل عنوان IP وكيفية استخدامك لهذا التطبيق، "
        + "للأغراض الموضّحة أدناه.",
      many:
        "نحن وشركاؤنا البالغ عددهم {vendors} نخزّن معلومات على جهازك و/أو نصل إليها، مثل "
        + "المعرّفات الفريدة، ونعالج بيانات شخصية، مثل عنوان IP وكيفية استخدامك لهذا التطبيق، "
        + "للأغراض الموضّحة أدناه.",
      other:
        "نحن وشركاؤنا البالغ عددهم {vendors} نخزّن معلومات على جهازك و/أو نصل إليها، مثل "
        + "المعرّفات الفريدة، ونعالج بيانات شخصية، مثل عنوان IP وكيفية استخدامك لهذا التطبيق، "
        + "للأغراض الموضّحة أدناه."),
    .purposesHeading: "الأغراض",
    .specialFeaturesHeading: "الميزات الخاصة (بموافقتك الصريحة)",
    .legitimateInterestNotice: .text(
      "لا يطلب بعض الشركاء موافقتك، بل يعالجون بياناتك استنادًا إلى مصلحتهم المشروعة. "
        + "ويمكنك الاعتراض على ذلك من الإعدادات."),
    .withdrawalNotice: .text(
      "تنطبق اختياراتك على هذا التطبيق فقط. ويمكنك تغييرها أو سحب موافقتك في أي وقت من "
        + "إعدادات الخصوصية."),
    .acceptAll: "قبول الكل",
    .rejectAll: "رفض الكل",
    .settings: "الإعدادات",
    .vendorListLink: .plural(
      "vendors",
      zero: "عرض شركائنا",
      one: "عرض شريكنا",
      two: "عرض شريكَينا",
      few: "عرض شركائنا البالغ عددهم {vendors}",
      many: "عرض شركائنا البالغ عددهم {vendors}",
      other: "عرض شركائنا البالغ عددهم {vendors}"),
    .saveChoices: "حفظ الاختيارات",
    .back: "رجوع",
    .consent: "الموافقة",
    .objectToLegitimateInterest: "الاعتراض على المصلحة المشروعة",
    .stacksHeading: "مجموعات الأغراض",
    .specialPurposesHeading: "الأغراض الخاصة",
    .specialPurposesExplanation: .text(
      "يعالج الشركاء البيانات لهذه الأغراض استنادًا إلى المصلحة المشروعة ودون أن يتيحوا لك "
        + "خيارًا، لأن الخدمة لا يمكن أن تعمل أو تظل آمنة بدونها."),
    .featuresHeading: "الميزات",
    .featuresExplanation: .text(
      "قد يستخدم الشركاء هذه الميزات للأغراض المذكورة أعلاه، ولا تتطلّب خيارًا منفصلًا."),
    .vendorsHeading: "الشركاء",
    .additionalConsentProvidersHeading: "مزوّدو تكنولوجيا الإعلانات الآخرون (Google)",
    .additionalConsentProvider: "مزوّد تكنولوجيا الإعلانات لدى Google رقم {id}",
    .additionalConsentProviderDescription: .text(
      "غير مدرج في قائمة المورّدين لدى IAB: تُنقل موافقتك إلى قائمة Google لمزوّدي تكنولوجيا "
        + "الإعلانات (Additional Consent)."),
    .illustrationsHeading: "أمثلة",
    .purposeVendorCounts: .text(
      "الشركاء الذين يطلبون الموافقة: {consent}؛ الشركاء الذين يعتمدون على المصلحة المشروعة: "
        + "{legitimateInterest}"),
    .vendorCount: "عدد الشركاء الذين يستخدمونها: {vendors}",
    .consentPurposes: "الأغراض (الموافقة)",
    .legitimateInterestPurposes: "الأغراض (المصلحة المشروعة)",
    .vendorSpecialPurposes: "الأغراض الخاصة",
    .vendorFeatures: "الميزات",
    .vendorSpecialFeatures: "الميزات الخاصة",
    .dataCategories: "البيانات التي يتم جمعها",
    .retention: "مدة الاحتفاظ",
    .cookieMaxAge: "مدة صلاحية ملف تعريف الارتباط",
    .cookieRefresh: "تتجدّد صلاحية ملف تعريف الارتباط عند استخدامه",
    .nonCookieAccess: "يستخدم مساحة تخزين أخرى على الجهاز",
    .deviceStorageDisclosure: "تفاصيل التخزين على الجهاز",
    .privacyPolicy: "سياسة الخصوصية",
    .legitimateInterestClaim: "بيان المصلحة المشروعة",
    .days: .plural(
      "n", zero: "{n} يوم", one: "يوم واحد", two: "يومان", few: "{n} أيام", many: "{n} يومًا",
      other: "{n} يوم"),
    .seconds: .plural(
      "n", zero: "{n} ثانية", one: "ثانية واحدة", two: "ثانيتان", few: "{n} ثوانٍ",
      many: "{n} ثانية", other: "{n} ثانية"),
    .sessionOnly: "خلال الجلسة فقط",
    .noCookies: "بدون ملفات تعريف ارتباط",
    .yes: "نعم",
    .no: "لا",
    .notDeclared: "لم يتم الإفصاح عنه",
    .showDetailsHint: "يعرض التفاصيل",
    .opensInBrowserHint: "يفتح في المتصفّح",

    .usTitle: "خياراتك بشأن الخصوصية",
    .usNotice: .text(
      "نجمع نحن وشركاؤنا في الإعلانات معلومات شخصية، مثل معرّفات الجهاز وكيفية استخدامك لهذا "
        + "التطبيق، لعرض إعلانات لك. وقد يُعدّ ذلك بيعًا لمعلوماتك الشخصية أو مشاركةً لها، أو "
        + "إعلانات موجّهة، بموجب قوانين الخصوصية في الولايات الأمريكية. ويمكنك إلغاء الاشتراك "
        + "أدناه في أي وقت."),
    .usSaleAndSharing: "عدم بيع معلوماتي الشخصية أو مشاركتها",
    .usSaleAndSharingDescription: .text(
      "سنتوقف عن بيع معلوماتك الشخصية إلى جهات خارجية أو مشاركتها معها لأغراض إعلانية."),
    .usTargetedAdvertising: "إلغاء الاشتراك في الإعلانات الموجّهة",
    .usTargetedAdvertisingDescription: .text(
      "لن يتم بعد الآن اختيار الإعلانات بناءً على ما هو معروف عن نشاطك في التطبيقات والمواقع "
        + "الإلكترونية الأخرى."),
    .usSensitiveData: "الحدّ من استخدام معلوماتي الشخصية الحساسة",
    .usSensitiveDataDescription: .text(
      "لن تُستخدم المعلومات الشخصية الحساسة، مثل الموقع الدقيق، إلا بالقدر اللازم لتقديم "
        + "الخدمة."),
    .usGlobalPrivacyControlNotice: .text(
      "يرسل جهازك إشارة Global Privacy Control: نعتبرها طلبًا منك لإلغاء الاشتراك، وتظل "
        + "خيارات إلغاء الاشتراك التي تشملها مفعّلة."),
    .usOptOut: "إلغاء الاشتراك",
    .usSave: "تأكيد اختياراتي",

    .terminalDecideOneByOne: "e = اتخاذ القرار لكل عنصر على حدة",
    .terminalAnswerOneOf: "يُرجى الإجابة بأحد الخيارات التالية: {answers}.",
    .terminalOptedOutByGPC: "نعم (Global Privacy Control)",
    .terminalQuestion: "{question}؟",
  ]
}
