extension InterludeStrings {
  /// TRANSLATION PENDING (zh-Hans).
  static let simplifiedChinese: [InterludeStringKey: InterludeStringEntry] = [:]
}
