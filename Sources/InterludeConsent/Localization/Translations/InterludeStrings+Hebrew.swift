extension InterludeStrings {
  /// Hebrew (`he`).
  static let hebrew: [InterludeStringKey: InterludeStringEntry] = [
    .adAttribution: "מודעה",
    .adInPod: "מודעה {position} מתוך {total}",
    .skipIn: "דילוג בעוד {seconds}",
    .skip: "דילוג על המודעה",
    .learnMore: "מידע נוסף",
    .debugWatermark: "ניפוי באגים ב-Interlude",
    .adAttributionAccessibility: "פרסומת",
    .adInPodAccessibility: "פרסומת {position} מתוך {total}",
    .countdownAccessibility: .plural(
      "seconds", one: "נותרה שנייה אחת עד סוף המודעה",
      two: "נותרו שתי שניות עד סוף המודעה",
      other: "נותרו {seconds} שניות עד סוף המודעה"),
    .skipInAccessibility: .plural(
      "seconds", one: "אפשר לדלג על המודעה הזו בעוד שנייה אחת",
      two: "אפשר לדלג על המודעה הזו בעוד שתי שניות",
      other: "אפשר לדלג על המודעה הזו בעוד {seconds} שניות"),
    .skipAccessibilityHint: "דילוג על המודעה וחזרה לסרטון",
    .skipAvailableAnnouncement: "עכשיו אפשר לדלג על המודעה",
    .advertiserPageHint: "פתיחת הדף של המפרסם",
    .iconAccessibility: "מידע על המודעה",
    .iconAccessibilityHint: "פתיחת מידע על המודעה הזו",
    .companionAccessibility: "פרסומת",

    .consentTitle: "אפשרויות הפרטיות שלך",
    .consentIntroduction: .plural(
      "vendors",
      one:
        "אנחנו והשותף שלנו שומרים מידע במכשיר שלך ו/או ניגשים אליו, כמו מזהים ייחודיים, "
        + "ומעבדים מידע אישי, כמו כתובת ה-IP שלך ואופן השימוש שלך באפליקציה הזו, למטרות "
        + "שמפורטות בהמשך.",
      two:
        "אנחנו ושני השותפים שלנו שומרים מידע במכשיר שלך ו/או ניגשים אליו, כמו מזהים ייחודיים, "
        + "ומעבדים מידע אישי, כמו כתובת ה-IP שלך ואופן השימוש שלך באפליקציה הזו, למטרות "
        + "שמפורטות בהמשך.",
      other:
        "אנחנו ו-{vendors} השותפים שלנו שומרים מידע במכשיר שלך ו/או ניגשים אליו, כמו מזהים "
        + "ייחודיים, ומעבדים מידע אישי, כמו כתובת ה-IP שלך ואופן השימוש שלך באפליקציה הזו, "
        + "למטרות שמפורטות בהמשך."),
    .purposesHeading: "מטרות",
    .specialFeaturesHeading: "תכונות מיוחדות (בהסכמתך המפורשת)",
    .legitimateInterestNotice: .text(
      "חלק מהשותפים לא מבקשים את הסכמתך, אלא מעבדים את הנתונים שלך על בסיס האינטרס "
        + "הלגיטימי שלהם. אפשר להתנגד לכך בהגדרות."),
    .withdrawalNotice: .text(
      "הבחירות שלך חלות על האפליקציה הזו בלבד. אפשר לשנות אותן או לבטל את ההסכמה בכל שלב "
        + "בהגדרות הפרטיות."),
    .acceptAll: "אישור הכול",
    .rejectAll: "דחיית הכול",
    .settings: "הגדרות",
    .vendorListLink: .plural(
      "vendors", one: "הצגת השותף שלנו", two: "הצגת שני השותפים שלנו",
      other: "הצגת {vendors} השותפים שלנו"),
    .saveChoices: "שמירת הבחירות",
    .back: "חזרה",
    .consent: "הסכמה",
    .objectToLegitimateInterest: "התנגדות לאינטרס לגיטימי",
    .stacksHeading: "קבוצות של מטרות",
    .specialPurposesHeading: "מטרות מיוחדות",
    .specialPurposesExplanation: .text(
      "השותפים מעבדים נתונים למטרות האלה על בסיס אינטרס לגיטימי, בלי אפשרות בחירה, כי "
        + "השירות לא יכול לפעול או להישאר מאובטח בלעדיהן."),
    .featuresHeading: "תכונות",
    .featuresExplanation: .text(
      "השותפים עשויים להשתמש בתכונות האלה למטרות שלמעלה; אין צורך בבחירה נפרדת לגביהן."),
    .vendorsHeading: "שותפים",
    .additionalConsentProvidersHeading: "ספקים אחרים של טכנולוגיות פרסום (Google)",
    .additionalConsentProvider: "ספק טכנולוגיות פרסום של Google מספר {id}",
    .additionalConsentProviderDescription: .text(
      "לא מופיע ברשימת הספקים של IAB: ההסכמה שלך מועברת לרשימה של Google של ספקי טכנולוגיות "
        + "פרסום (Additional Consent)."),
    .illustrationsHeading: "דוגמאות",
    .purposeVendorCounts: .text(
      "שותפים שמבקשים הסכמה: {consent}; שותפים שמסתמכים על אינטרס לגיטימי: "
        + "{legitimateInterest}"),
    .vendorCount: "שותפים שמשתמשים בזה: {vendors}",
    .consentPurposes: "מטרות (הסכמה)",
    .legitimateInterestPurposes: "מטרות (אינטרס לגיטימי)",
    .vendorSpecialPurposes: "מטרות מיוחדות",
    .vendorFeatures: "תכונות",
    .vendorSpecialFeatures: "תכונות מיוחדות",
    .dataCategories: "נתונים שנאספים",
    .retention: "תקופת שמירה",
    .cookieMaxAge: "תוקף קובץ ה-Cookie",
    .cookieRefresh: "תוקף קובץ ה-Cookie מתחדש בכל שימוש",
    .nonCookieAccess: "שימוש באחסון אחר במכשיר",
    .deviceStorageDisclosure: "פרטים על האחסון במכשיר",
    .privacyPolicy: "מדיניות הפרטיות",
    .legitimateInterestClaim: "הצהרה על אינטרס לגיטימי",
    .days: .plural("n", one: "יום אחד", two: "יומיים", other: "{n} ימים"),
    .seconds: .plural("n", one: "שנייה אחת", two: "שתי שניות", other: "{n} שניות"),
    .sessionOnly: "למשך הסשן בלבד",
    .noCookies: "ללא קובצי Cookie",
    .yes: "כן",
    .no: "לא",
    .notDeclared: "לא צוין",
    .showDetailsHint: "הצגת הפרטים",
    .opensInBrowserHint: "פתיחה בדפדפן",

    .usTitle: "אפשרויות הפרטיות שלך",
    .usNotice: .text(
      "אנחנו והשותפים שלנו לפרסום אוספים מידע אישי, כמו מזהי מכשיר ואופן השימוש שלך "
        + "באפליקציה הזו, כדי להציג לך מודעות. לפי חוקי הפרטיות של מדינות בארה״ב, ייתכן "
        + "שמדובר במכירה או בשיתוף של המידע האישי שלך, או בפרסום מותאם אישית. אפשר לבטל את "
        + "ההסכמה לכך בהמשך בכל שלב."),
    .usSaleAndSharing: "אין למכור או לשתף את המידע האישי שלי",
    .usSaleAndSharingDescription: .text(
      "נפסיק למכור את המידע האישי שלך לצדדים שלישיים או לשתף אותו איתם לצורכי פרסום."),
    .usTargetedAdvertising: "ביטול ההסכמה לפרסום מותאם אישית",
    .usTargetedAdvertisingDescription: .text(
      "המודעות לא ייבחרו עוד על סמך מה שידוע על הפעילות שלך באפליקציות ובאתרים אחרים."),
    .usSensitiveData: "הגבלת השימוש במידע האישי הרגיש שלי",
    .usSensitiveDataDescription: .text(
      "ייעשה שימוש במידע אישי רגיש, כמו מיקום מדויק, רק במידה הדרושה כדי לספק את השירות."),
    .usGlobalPrivacyControlNotice: .text(
      "המכשיר שלך שולח אות Global Privacy Control: אנחנו מתייחסים אליו כבקשה שלך לביטול "
        + "ההסכמה, וביטולי ההסכמה שהוא חל עליהם נשארים בתוקף."),
    .usOptOut: "ביטול הסכמה",
    .usSave: "אישור הבחירות שלי",

    .terminalDecideOneByOne: "e = החלטה על כל פריט בנפרד",
    .terminalAnswerOneOf: "יש לענות באחת מהאפשרויות: {answers}.",
    .terminalOptedOutByGPC: "כן (Global Privacy Control)",
    .terminalQuestion: "{question}?",
  ]
}
