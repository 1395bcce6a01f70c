extension InterludeStrings {
  /// TRANSLATION PENDING (it).
  static let italian: [InterludeStringKey: InterludeStringEntry] = [:]
}
