extension InterludeStrings {
  /// TRANSLATION PENDING (ar).
  static let arabic: [InterludeStringKey: InterludeStringEntry] = [:]
}
