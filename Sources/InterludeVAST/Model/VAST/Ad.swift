/// An `<Ad>`: exactly one of an InLine ad or a Wrapper, with the ad's attributes.
public struct Ad: Hashable, Sendable {
  /// The `id` attribute.
  public var id: String?
  /// The `sequence` attribute: the ad's position in a pod. Nil for stand-alone (buffet) ads.
  public var sequence: Int?
  /// The `adType` attribute (VAST 4.1+): `video`, `audio` or `hybrid`.
  public var adType: AdType?
  /// The deprecated `conditionalAd` attribute (VAST 4.0–4.1).
  public var conditionalAd: Bool?
  /// The ad's body.
  package var content: Content

  /// Whether an ad is served here or somewhere else.
  ///
  /// Indirect, so an ``Ad`` stays small to copy and move whatever the size of its body.
  package indirect enum Content: Hashable, Sendable {
    /// The ad is served in this document.
    case inLine(InLine)
    /// The ad is served by another ad server: follow the wrapper's `VASTAdTagURI`.
    case wrapper(Wrapper)
  }

  /// Creates an ad.
  package init(
    id: String? = nil, sequence: Int? = nil, adType: AdType? = nil, conditionalAd: Bool? = nil,
    content: Content
  ) {
    self.id = id
    self.sequence = sequence
    self.adType = adType
    self.conditionalAd = conditionalAd
    self.content = content
  }

  /// The InLine body, if this is an InLine ad.
  public var inLine: InLine? {
    if case .inLine(let value) = content { value } else { nil }
  }

  /// The Wrapper body, if this is a wrapper.
  public var wrapper: Wrapper? {
    if case .wrapper(let value) = content { value } else { nil }
  }

  /// The parts InLine and Wrapper share (impressions, errors, creatives, …).
  public var common: AdCommon {
    switch content {
    case .inLine(let value): value.common
    case .wrapper(let value): value.common
    }
  }
}
