extension InterludeStrings {
  /// TRANSLATION PENDING (fr).
  static let french: [InterludeStringKey: InterludeStringEntry] = [:]
}
