extension InterludeStrings {
  /// TRANSLATION PENDING (ko).
  static let korean: [InterludeStringKey: InterludeStringEntry] = [:]
}
