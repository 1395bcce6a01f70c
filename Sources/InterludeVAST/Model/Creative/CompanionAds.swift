/// `<CompanionAds required="…">`: display ads shown beside the player.
public struct CompanionAds: Hashable, Sendable {
  /// The `required` attribute (VAST 3.0+).
  public var required: CompanionRequirement?
  /// `<Companion>` elements.
  public var companions: [Companion]

  /// Creates companion ads.
  package init(required: CompanionRequirement? = nil, companions: [Companion] = []) {
    self.required = required
    self.companions = companions
  }
}
