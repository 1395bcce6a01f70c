extension InterludeStrings {
  /// Japanese (`ja`).
  static let japanese: [InterludeStringKey: InterludeStringEntry] = [
    .adAttribution: "広告",
    .adInPod: "広告 {total}件中{position}件目",
    .skipIn: "{seconds}秒後にスキップ",
    .skip: "広告をスキップ",
    .learnMore: "詳細",
    .debugWatermark: "Interlude デバッグ",
    .adAttributionAccessibility: "広告",
    .adInPodAccessibility: "{total}件中{position}件目の広告",
    .countdownAccessibility: "広告の残り時間は{seconds}秒です",
    .skipInAccessibility: "この広告は{seconds}秒後にスキップできます",
    .skipAccessibilityHint: "広告をスキップして動画に戻ります",
    .skipAvailableAnnouncement: "広告をスキップできるようになりました",
    .advertiserPageHint: "広告主のページを開きます",
    .iconAccessibility: "広告情報",
    .iconAccessibilityHint: "この広告に関する情報を開きます",
    .companionAccessibility: "広告",

    .consentTitle: "プライバシーに関する選択",
    .consentIntroduction: .text(
      "当社および{vendors}社のパートナーは、固有識別子などの情報をお使いのデバイスに保存したり、"
        + "デバイス上の情報にアクセスしたりします。また、IP アドレスや本アプリのご利用状況などの個人データを、"
        + "以下の目的で処理します。"),
    .purposesHeading: "目的",
    .specialFeaturesHeading: "特別な機能（オプトイン時のみ）",
    .legitimateInterestNotice: .text(
      "一部のパートナーは、お客様の同意を求めず、正当な利益に基づいてお客様のデータを処理します。"
        + "これについては「設定」で異議を申し立てることができます。"),
    .withdrawalNotice: .text(
      "選択内容はこのアプリにのみ適用されます。「プライバシー設定」でいつでも選択内容を変更したり、"
        + "同意を撤回したりできます。"),
    .acceptAll: "すべて同意",
    .rejectAll: "すべて拒否",
    .settings: "設定",
    .vendorListLink: "{vendors}社のパートナーを表示",
    .saveChoices: "選択内容を保存",
    .back: "戻る",
    .consent: "同意",
    .objectToLegitimateInterest: "正当な利益に対して異議を申し立てる",
    .stacksHeading: "目的のグループ",
    .specialPurposesHeading: "特別な目的",
    .specialPurposesExplanation: .text(
      "パートナーは、これらの目的のためのデータ処理を、選択の余地なく正当な利益に基づいて行います。"
        + "これらがなければ、サービスが機能しないか、安全性を保てないためです。"),
    .featuresHeading: "機能",
    .featuresExplanation: .text(
      "パートナーは上記の目的のためにこれらの機能を使用することがあります。"
        + "個別に選択する必要はありません。"),
    .vendorsHeading: "パートナー",
    .additionalConsentProvidersHeading: "その他の広告技術プロバイダ（Google）",
    .additionalConsentProvider: "Google 広告技術プロバイダ {id}",
    .additionalConsentProviderDescription: .text(
      "IAB ベンダーリストに登録されていないプロバイダです。お客様の同意は Google の広告技術プロバイダのリストを通じて伝えられます（追加同意）。"),
    .illustrationsHeading: "例",
    .purposeVendorCounts:
      "同意を求めるパートナー：{consent}、正当な利益に基づくパートナー：{legitimateInterest}",
    .vendorCount: "使用しているパートナー：{vendors}",
    .consentPurposes: "目的（同意）",
    .legitimateInterestPurposes: "目的（正当な利益）",
    .vendorSpecialPurposes: "特別な目的",
    .vendorFeatures: "機能",
    .vendorSpecialFeatures: "特別な機能",
    .dataCategories: "収集されるデータ",
    .retention: "保持期間",
    .cookieMaxAge: "Cookie の有効期間",
    .cookieRefresh: "使用時に Cookie の有効期間を更新",
    .nonCookieAccess: "Cookie 以外のデバイスストレージを使用",
    .deviceStorageDisclosure: "デバイスストレージの詳細",
    .privacyPolicy: "プライバシーポリシー",
    .legitimateInterestClaim: "正当な利益に関する説明",
    .days: "{n}日",
    .seconds: "{n}秒",
    .sessionOnly: "セッション中のみ",
    .noCookies: "Cookie なし",
    .yes: "はい",
    .no: "いいえ",
    .notDeclared: "申告なし",
    .showDetailsHint: "詳細を表示します",
    .opensInBrowserHint: "ブラウザで開きます",

    .usTitle: "プライバシーに関する選択",
    .usNotice: .text(
      "当社および広告パートナーは、広告を表示するために、デバイス識別子や本アプリのご利用状況などの個人情報を収集します。"
        + "これは、米国の州プライバシー法における個人情報の販売もしくは共有、"
        + "またはターゲティング広告に該当する場合があります。以下でいつでもオプトアウトできます。"),
    .usSaleAndSharing: "私の個人情報を販売または共有しないでください",
    .usSaleAndSharingDescription:
      "広告を目的とした第三者へのお客様の個人情報の販売および共有を停止します。",
    .usTargetedAdvertising: "ターゲティング広告をオプトアウトする",
    .usTargetedAdvertisingDescription: .text(
      "他のアプリやウェブサイトでのお客様のアクティビティに関する情報に基づいて広告が選ばれることはなくなります。"),
    .usSensitiveData: "私のセンシティブな個人情報の使用を制限する",
    .usSensitiveDataDescription:
      "正確な位置情報などのセンシティブな個人情報は、サービスの提供に必要な範囲でのみ使用されます。",
    .usGlobalPrivacyControlNotice: .text(
      "お使いのデバイスは Global Privacy Control シグナルを送信しています。"
        + "当社はこれをオプトアウトのリクエストとして扱い、その対象となるオプトアウトは有効なままになります。"),
    .usOptOut: "オプトアウト",
    .usSave: "選択内容を確定",

    .terminalDecideOneByOne: "e = 1つずつ選択",
    .terminalAnswerOneOf: "次のいずれかで回答してください：{answers}",
    .terminalOptedOutByGPC: "はい（Global Privacy Control）",
    .terminalQuestion: "{question}？",
  ]
}
