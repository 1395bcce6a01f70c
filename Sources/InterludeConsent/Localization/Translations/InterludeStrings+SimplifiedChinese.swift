extension InterludeStrings {
  /// Simplified Chinese (`zh-Hans`).
  static let simplifiedChinese: [InterludeStringKey: InterludeStringEntry] = [
    .adAttribution: "广告",
    .adInPod: "第 {position} 个广告，共 {total} 个",
    .skipIn: "{seconds} 秒后可跳过",
    .skip: "跳过广告",
    .learnMore: "了解详情",
    .debugWatermark: "Interlude 调试",
    .adAttributionAccessibility: "广告",
    .adInPodAccessibility: "第 {position} 个广告，共 {total} 个",
    .countdownAccessibility: "广告还剩 {seconds} 秒",
    .skipInAccessibility: "{seconds} 秒后可跳过此广告",
    .skipAccessibilityHint: "跳过广告并返回你的视频",
    .skipAvailableAnnouncement: "现在可以跳过广告了",
    .advertiserPageHint: "打开广告主的页面",
    .iconAccessibility: "广告信息",
    .iconAccessibilityHint: "打开有关此广告的信息",
    .companionAccessibility: "广告",

    .consentTitle: "你的隐私选择",
    .consentIntroduction: .text(
      "我们和我们的 {vendors} 家合作伙伴会在你的设备上存储和/或访问信息（如唯一标识符），"
        + "并处理个人数据（如你的 IP 地址和你使用本应用的方式），用于以下目的。"),
    .purposesHeading: "目的",
    .specialFeaturesHeading: "特殊功能（需你选择加入）",
    .legitimateInterestNotice:
      "部分合作伙伴不会征求你的同意，而是基于其正当利益处理你的数据。你可以在“设置”中提出反对。",
    .withdrawalNotice: "你的选择仅适用于本应用。你可以随时在“隐私设置”中更改选择或撤回同意。",
    .acceptAll: "全部接受",
    .rejectAll: "全部拒绝",
    .settings: "设置",
    .vendorListLink: "查看我们的 {vendors} 家合作伙伴",
    .saveChoices: "保存选择",
    .back: "返回",
    .consent: "同意",
    .objectToLegitimateInterest: "反对正当利益",
    .stacksHeading: "目的组",
    .specialPurposesHeading: "特殊目的",
    .specialPurposesExplanation: .text(
      "合作伙伴基于正当利益为这些目的处理数据，不提供选择，因为没有这些处理，"
        + "服务将无法运行或保障安全。"),
    .featuresHeading: "功能",
    .featuresExplanation: "合作伙伴可能会为上述目的使用这些功能；这些功能无需单独选择。",
    .vendorsHeading: "合作伙伴",
    .additionalConsentProvidersHeading: "其他广告技术提供商（Google）",
    .additionalConsentProvider: "Google 广告技术提供商 {id}",
    .additionalConsentProviderDescription:
      "不在 IAB 供应商列表中：你的同意将通过 Google 的广告技术提供商列表传递（附加同意）。",
    .illustrationsHeading: "示例",
    .purposeVendorCounts:
      "征求同意的合作伙伴：{consent}；基于正当利益的合作伙伴：{legitimateInterest}",
    .vendorCount: "使用此项的合作伙伴：{vendors}",
    .consentPurposes: "目的（同意）",
    .legitimateInterestPurposes: "目的（正当利益）",
    .vendorSpecialPurposes: "特殊目的",
    .vendorFeatures: "功能",
    .vendorSpecialFeatures: "特殊功能",
    .dataCategories: "收集的数据",
    .retention: "保留期限",
    .cookieMaxAge: "Cookie 有效期",
    .cookieRefresh: "使用时刷新 Cookie 有效期",
    .nonCookieAccess: "使用 Cookie 以外的设备存储",
    .deviceStorageDisclosure: "设备存储详情",
    .privacyPolicy: "隐私政策",
    .legitimateInterestClaim: "正当利益声明",
    .days: "{n} 天",
    .seconds: "{n} 秒",
    .sessionOnly: "仅限会话期间",
    .noCookies: "无 Cookie",
    .yes: "是",
    .no: "否",
    .notDeclared: "未声明",
    .showDetailsHint: "显示详细信息",
    .opensInBrowserHint: "在浏览器中打开",

    .usTitle: "你的隐私选择",
    .usNotice: .text(
      "我们和我们的广告合作伙伴会收集个人信息（如设备标识符和你使用本应用的方式），"
        + "以便向你展示广告。根据美国各州的隐私法律，这可能构成出售或共享你的个人信息，"
        + "或属于定向广告。你可以随时在下方选择退出。"),
    .usSaleAndSharing: "请勿出售或共享我的个人信息",
    .usSaleAndSharingDescription: "我们将停止为广告目的向第三方出售或共享你的个人信息。",
    .usTargetedAdvertising: "选择退出定向广告",
    .usTargetedAdvertisingDescription: "系统将不再根据你在其他应用和网站中的活动信息来选择广告。",
    .usSensitiveData: "限制使用我的敏感个人信息",
    .usSensitiveDataDescription: "精确位置等敏感个人信息将仅在提供服务所需的范围内使用。",
    .usGlobalPrivacyControlNotice: .text(
      "你的设备正在发送 Global Privacy Control 信号：我们会将其视为你的选择退出请求，"
        + "其涵盖的各项选择退出将保持开启。"),
    .usOptOut: "选择退出",
    .usSave: "确认我的选择",

    .terminalDecideOneByOne: "e = 逐项决定",
    .terminalAnswerOneOf: "请回答以下之一：{answers}。",
    .terminalOptedOutByGPC: "是（Global Privacy Control）",
    .terminalQuestion: "{question}？",
  ]
}
