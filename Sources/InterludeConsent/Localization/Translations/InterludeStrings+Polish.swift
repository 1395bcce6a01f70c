extension InterludeStrings {
  /// TRANSLATION PENDING (pl).
  static let polish: [InterludeStringKey: InterludeStringEntry] = [:]
}
