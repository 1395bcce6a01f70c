extension InterludeStrings {
  /// TRANSLATION PENDING (zh-Hant).
  static let traditionalChinese: [InterludeStringKey: InterludeStringEntry] = [:]
}
