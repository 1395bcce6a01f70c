extension InterludeStrings {
  /// TRANSLATION PENDING (nl).
  static let dutch: [InterludeStringKey: InterludeStringEntry] = [:]
}
