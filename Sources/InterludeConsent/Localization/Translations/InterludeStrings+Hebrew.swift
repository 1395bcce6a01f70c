extension InterludeStrings {
  /// TRANSLATION PENDING (he).
  static let hebrew: [InterludeStringKey: InterludeStringEntry] = [:]
}
