extension InterludeStrings {
  /// Korean (`ko`).
  static let korean: [InterludeStringKey: InterludeStringEntry] = [
    .adAttribution: "광고",
    .adInPod: "광고 {total}개 중 {position}번째",
    .skipIn: "{seconds}초 후 건너뛰기",
    .skip: "광고 건너뛰기",
    .learnMore: "자세히 알아보기",
    .debugWatermark: "Interlude 디버그",
    .adAttributionAccessibility: "광고",
    .adInPodAccessibility: "광고 {total}개 중 {position}번째",
    .countdownAccessibility: "광고가 {seconds}초 남았습니다",
    .skipInAccessibility: "{seconds}초 후에 이 광고를 건너뛸 수 있습니다",
    .skipAccessibilityHint: "광고를 건너뛰고 동영상으로 돌아갑니다",
    .skipAvailableAnnouncement: "이제 광고를 건너뛸 수 있습니다",
    .advertiserPageHint: "광고주 페이지를 엽니다",
    .iconAccessibility: "광고 정보",
    .iconAccessibilityHint: "이 광고에 관한 정보를 엽니다",
    .companionAccessibility: "광고",

    .consentTitle: "개인정보 보호 선택",
    .consentIntroduction: .text(
      "당사와 {vendors}개 파트너사는 고유 식별자 등의 정보를 사용자의 "
        + "기기에 저장하거나 기기의 정보에 액세스하며, IP 주소, 이 "
        + "앱 사용 방식 등의 개인 데이터를 아래 목적으로 처리합니다."),
    .purposesHeading: "목적",
    .specialFeaturesHeading: "특수 기능(동의한 경우에만)",
    .legitimateInterestNotice: .text(
      "일부 파트너는 동의를 요청하지 않고 정당한 이익에 근거하여 "
        + "사용자의 데이터를 처리합니다. ‘설정’에서 이에 반대할 수 "
        + "있습니다."),
    .withdrawalNotice: .text(
      "선택 사항은 이 앱에만 적용됩니다. ‘개인정보 보호 설정’에서 "
        + "언제든지 선택을 변경하거나 동의를 철회할 수 있습니다."),
    .acceptAll: "모두 동의",
    .rejectAll: "모두 거부",
    .settings: "설정",
    .vendorListLink: "{vendors}개 파트너사 보기",
    .saveChoices: "선택 사항 저장",
    .back: "뒤로",
    .consent: "동의",
    .objectToLegitimateInterest: "정당한 이익에 반대",
    .stacksHeading: "목적 그룹",
    .specialPurposesHeading: "특수 목적",
    .specialPurposesExplanation: .text(
      "이러한 목적 없이는 서비스가 작동하거나 보안을 유지할 수 "
        + "없으므로, 파트너는 별도의 선택 없이 정당한 이익에 근거하여 "
        + "이 목적으로 데이터를 처리합니다."),
    .featuresHeading: "기능",
    .featuresExplanation: .text(
      "파트너는 위 목적을 위해 이러한 기능을 사용할 수 있으며, "
        + "이에 대해서는 별도로 선택할 필요가 없습니다."),
    .vendorsHeading: "파트너",
    .additionalConsentProvidersHeading: "기타 광고 기술 제공업체(Google)",
    .additionalConsentProvider: "Google 광고 기술 제공업체 {id}",
    .additionalConsentProviderDescription: .text(
      "IAB 공급업체 목록에 없는 제공업체입니다. 사용자의 동의는 "
        + "Google의 광고 기술 제공업체 목록을 통해 전달됩니다(추가 동의)."),
    .illustrationsHeading: "예시",
    .purposeVendorCounts:
      "동의를 요청하는 파트너: {consent}, 정당한 이익에 근거하는 파트너: {legitimateInterest}",
    .vendorCount: "사용하는 파트너: {vendors}",
    .consentPurposes: "목적(동의)",
    .legitimateInterestPurposes: "목적(정당한 이익)",
    .vendorSpecialPurposes: "특수 목적",
    .vendorFeatures: "기능",
    .vendorSpecialFeatures: "특수 기능",
    .dataCategories: "수집되는 데이터",
    .retention: "보관 기간",
    .cookieMaxAge: "쿠키 유효 기간",
    .cookieRefresh: "사용 시 쿠키 유효 기간 갱신",
    .nonCookieAccess: "쿠키 외 기기 저장소 사용",
    .deviceStorageDisclosure: "기기 저장소 세부정보",
    .privacyPolicy: "개인정보 처리방침",
    .legitimateInterestClaim: "정당한 이익 설명",
    .days: "{n}일",
    .seconds: "{n}초",
    .sessionOnly: "세션 동안만",
    .noCookies: "쿠키 없음",
    .yes: "예",
    .no: "아니요",
    .notDeclared: "명시되지 않음",
    .showDetailsHint: "세부정보를 표시합니다",
    .opensInBrowserHint: "브라우저에서 엽니다",

    .usTitle: "개인정보 보호 선택",
    .usNotice: .text(
      "당사와 광고 파트너는 광고를 표시하기 위해 기기 식별자, 이 "
        + "앱 사용 방식 등의 개인정보를 수집합니다. 이는 미국 주 개인정보 "
        + "보호법상 개인정보의 판매 또는 공유, 혹은 맞춤형 광고에 해당할 "
        + "수 있습니다. 아래에서 언제든지 거부할 수 있습니다."),
    .usSaleAndSharing: "내 개인정보를 판매하거나 공유하지 마십시오",
    .usSaleAndSharingDescription:
      "광고 목적으로 제3자에게 사용자의 개인정보를 판매하거나 공유하는 것을 중단합니다.",
    .usTargetedAdvertising: "맞춤형 광고 거부",
    .usTargetedAdvertisingDescription:
      "다른 앱 및 웹사이트에서의 활동에 관해 알려진 정보를 바탕으로 광고가 선택되지 않습니다.",
    .usSensitiveData: "내 민감한 개인정보의 사용 제한",
    .usSensitiveDataDescription:
      "정확한 위치 등 민감한 개인정보는 서비스 제공에 필요한 경우에만 사용됩니다.",
    .usGlobalPrivacyControlNotice: .text(
      "사용자의 기기가 Global Privacy Control 신호를 보내고 있습니다. "
        + "당사는 이를 거부 요청으로 간주하며, 이 신호가 적용되는 거부 "
        + "설정은 켜진 상태로 유지됩니다."),
    .usOptOut: "거부",
    .usSave: "선택 사항 확인",

    .terminalDecideOneByOne: "e = 하나씩 결정",
    .terminalAnswerOneOf: "다음 중 하나로 답하십시오: {answers}.",
    .terminalOptedOutByGPC: "예(Global Privacy Control)",
    .terminalQuestion: "{question}?",
  ]
}
