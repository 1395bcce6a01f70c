extension InterludeStrings {
  /// TRANSLATION PENDING (de).
  static let german: [InterludeStringKey: InterludeStringEntry] = [:]
}
