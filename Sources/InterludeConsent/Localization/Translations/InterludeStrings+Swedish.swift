extension InterludeStrings {
  /// TRANSLATION PENDING (sv).
  static let swedish: [InterludeStringKey: InterludeStringEntry] = [:]
}
