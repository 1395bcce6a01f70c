/// `<Creative>`: one creative of an ad, holding a linear ad, non-linear ads or companions.
public struct Creative: Hashable, Sendable {
  /// The `id` attribute.
  public var id: String?
  /// The `sequence` attribute: the order in which creatives of the ad are shown.
  public var sequence: Int?
  /// The `adId` attribute (`AdID` in VAST 2).
  public var adId: String?
  /// The `apiFramework` attribute.
  public var apiFramework: String?
  /// `<UniversalAdId>` elements (one before 4.2, one or more since).
  public var universalAdIds: [UniversalAdId]
  /// `<CreativeExtensions>`.
  public var extensions: [Extension]
  /// What the creative holds. Nil when the creative had none of the three kinds.
  public var kind: Kind?

  /// The three kinds of creative body.
  ///
  /// Indirect, so a ``Creative`` stays small to copy and move whatever the size of its body.
  public indirect enum Kind: Hashable, Sendable {
    /// `<Linear>`: a video or audio ad that interrupts the content.
    case linear(Linear)
    /// `<NonLinearAds>`: overlays shown over the content.
    case nonLinearAds(NonLinearAds)
    /// `<CompanionAds>`: display ads shown beside the player.
    case companionAds(CompanionAds)
  }

  /// Creates a creative.
  public init(
    id: String? = nil, sequence: Int? = nil, adId: String? = nil, apiFramework: String? = nil,
    universalAdIds: [UniversalAdId] = [], extensions: [Extension] = [], kind: Kind? = nil
  ) {
    self.id = id
    self.sequence = sequence
    self.adId = adId
    self.apiFramework = apiFramework
    self.universalAdIds = universalAdIds
    self.extensions = extensions
    self.kind = kind
  }

  /// The linear body, if any.
  public var linear: Linear? {
    if case .linear(let value) = kind { value } else { nil }
  }

  /// The non-linear body, if any.
  public var nonLinearAds: NonLinearAds? {
    if case .nonLinearAds(let value) = kind { value } else { nil }
  }

  /// The companions, if any.
  public var companionAds: CompanionAds? {
    if case .companionAds(let value) = kind { value } else { nil }
  }
}
