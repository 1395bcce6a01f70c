extension InterludeStrings {
  /// TRANSLATION PENDING (pt).
  static let portuguese: [InterludeStringKey: InterludeStringEntry] = [:]
}
