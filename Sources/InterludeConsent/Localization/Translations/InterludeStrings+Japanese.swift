extension InterludeStrings {
  /// TRANSLATION PENDING (ja).
  static let japanese: [InterludeStringKey: InterludeStringEntry] = [:]
}
