extension InterludeStrings {
  /// TRANSLATION PENDING (tr).
  static let turkish: [InterludeStringKey: InterludeStringEntry] = [:]
}
