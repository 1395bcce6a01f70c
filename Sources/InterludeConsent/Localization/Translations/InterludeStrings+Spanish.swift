extension InterludeStrings {
  /// TRANSLATION PENDING (es).
  static let spanish: [InterludeStringKey: InterludeStringEntry] = [:]
}
