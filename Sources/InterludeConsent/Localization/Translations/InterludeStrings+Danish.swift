extension InterludeStrings {
  /// TRANSLATION PENDING (da).
  static let danish: [InterludeStringKey: InterludeStringEntry] = [:]
}
