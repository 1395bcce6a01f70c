extension InterludeStrings {
  /// Traditional Chinese (`zh-Hant`).
  static let traditionalChinese: [InterludeStringKey: InterludeStringEntry] = [
    .adAttribution: "廣告",
    .adInPod: "第 {position} 則廣告，共 {total} 則",
    .skipIn: "{seconds} 秒後可略過",
    .skip: "略過廣告",
    .learnMore: "瞭解詳情",
    .debugWatermark: "Interlude 偵錯",
    .adAttributionAccessibility: "廣告",
    .adInPodAccessibility: "第 {position} 則廣告，共 {total} 則",
    .countdownAccessibility: "廣告還剩 {seconds} 秒",
    .skipInAccessibility: "{seconds} 秒後可略過這則廣告",
    .skipAccessibilityHint: "略過廣告並返回你的影片",
    .skipAvailableAnnouncement: "現在可以略過廣告了",
    .advertiserPageHint: "開啟廣告主的網頁",
    .iconAccessibility: "廣告資訊",
    .iconAccessibilityHint: "開啟這則廣告的相關資訊",
    .companionAccessibility: "廣告",

    .consentTitle: "你的隱私權選擇",
    .consentIntroduction: .text(
      "我們和我們的 {vendors} 家合作夥伴會在你的裝置上儲存和/或存取資訊（例如唯一識別碼），"
        + "並處理個人資料（例如你的 IP 位址和你使用本 App 的方式），"
        + "用於以下目的。"),
    .purposesHeading: "目的",
    .specialFeaturesHeading: "特殊功能（需你選擇加入）",
    .legitimateInterestNotice:
      "部分合作夥伴不會徵求你的同意，而是基於其正當利益處理你的資料。你可以在「設定」中提出反對。",
    .withdrawalNotice: "你的選擇僅適用於本 App。你可以隨時在「隱私權設定」中變更選擇或撤回同意。",
    .acceptAll: "全部接受",
    .rejectAll: "全部拒絕",
    .settings: "設定",
    .vendorListLink: "查看我們的 {vendors} 家合作夥伴",
    .saveChoices: "儲存選擇",
    .back: "返回",
    .consent: "同意",
    .objectToLegitimateInterest: "反對正當利益",
    .stacksHeading: "目的組合",
    .specialPurposesHeading: "特殊目的",
    .specialPurposesExplanation: .text(
      "合作夥伴基於正當利益為這些目的處理資料，不提供選擇，因為少了這些處理，"
        + "服務將無法運作或維持安全。"),
    .featuresHeading: "功能",
    .featuresExplanation: "合作夥伴可能會為上述目的使用這些功能；這些功能不需另外選擇。",
    .vendorsHeading: "合作夥伴",
    .additionalConsentProvidersHeading: "其他廣告技術供應商（Google）",
    .additionalConsentProvider: "Google 廣告技術供應商 {id}",
    .additionalConsentProviderDescription:
      "不在 IAB 供應商清單中：你的同意將透過 Google 的廣告技術供應商清單傳送（額外同意）。",
    .illustrationsHeading: "範例",
    .purposeVendorCounts:
      "徵求同意的合作夥伴：{consent}；基於正當利益的合作夥伴：{legitimateInterest}",
    .vendorCount: "使用此項目的合作夥伴：{vendors}",
    .consentPurposes: "目的（同意）",
    .legitimateInterestPurposes: "目的（正當利益）",
    .vendorSpecialPurposes: "特殊目的",
    .vendorFeatures: "功能",
    .vendorSpecialFeatures: "特殊功能",
    .dataCategories: "收集的資料",
    .retention: "保留期限",
    .cookieMaxAge: "Cookie 有效期限",
    .cookieRefresh: "使用時更新 Cookie 有效期限",
    .nonCookieAccess: "使用 Cookie 以外的裝置儲存空間",
    .deviceStorageDisclosure: "裝置儲存空間詳細資訊",
    .privacyPolicy: "隱私權政策",
    .legitimateInterestClaim: "正當利益聲明",
    .days: "{n} 天",
    .seconds: "{n} 秒",
    .sessionOnly: "僅限工作階段",
    .noCookies: "無 Cookie",
    .yes: "是",
    .no: "否",
    .notDeclared: "未聲明",
    .showDetailsHint: "顯示詳細資訊",
    .opensInBrowserHint: "在瀏覽器中開啟",

    .usTitle: "你的隱私權選擇",
    .usNotice: .text(
      "我們和我們的廣告合作夥伴會收集個人資訊（例如裝置識別碼和你使用本 App 的方式），"
        + "以便向你顯示廣告。根據美國各州的隱私權法律，這可能構成出售或分享你的個人資訊，"
        + "或屬於目標式廣告。你可以隨時在下方選擇退出。"),
    .usSaleAndSharing: "請勿出售或分享我的個人資訊",
    .usSaleAndSharingDescription: "我們將停止為廣告目的向第三方出售或分享你的個人資訊。",
    .usTargetedAdvertising: "選擇退出目標式廣告",
    .usTargetedAdvertisingDescription: "系統將不再根據你在其他 App 和網站上的活動資訊來挑選廣告。",
    .usSensitiveData: "限制使用我的敏感個人資訊",
    .usSensitiveDataDescription: "精確位置等敏感個人資訊將僅在提供服務所需的範圍內使用。",
    .usGlobalPrivacyControlNotice: .text(
      "你的裝置正在傳送 Global Privacy Control 訊號：我們會將其視為你的選擇退出要求，"
        + "其涵蓋的各項選擇退出將保持開啟。"),
    .usOptOut: "選擇退出",
    .usSave: "確認我的選擇",

    .terminalDecideOneByOne: "e = 逐項決定",
    .terminalAnswerOneOf: "請回答下列其中之一：{answers}。",
    .terminalOptedOutByGPC: "是（Global Privacy Control）",
    .terminalQuestion: "{question}？",
  ]
}
