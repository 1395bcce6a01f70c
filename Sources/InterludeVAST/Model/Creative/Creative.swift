/// `<Creative>`: one creative of an ad, holding a linear ad, non-linear ads, companions, or any
/// of them together.
///
/// VAST 4 lets one creative carry `<Linear>`, `<NonLinearAds>` and `<CompanionAds>` at once
/// (each optional); VAST 2 and 3 allow one. The parser keeps every body it finds, whatever the
/// version.
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
  /// The bodies, boxed: nil when the creative has none.
  private var box: Box?

  /// The storage of a creative's bodies.
  ///
  /// Indirect, so a ``Creative`` stays small to copy and move whatever the size of its bodies,
  /// and a creative with bodies costs one allocation however many it has.
  private indirect enum Box: Hashable, Sendable {
    case bodies(Bodies)
  }

  /// The three bodies a creative may hold.
  private struct Bodies: Hashable, Sendable {
    var linear: Linear?
    var nonLinearAds: NonLinearAds?
    var companionAds: CompanionAds?

    var isEmpty: Bool { linear == nil && nonLinearAds == nil && companionAds == nil }
  }

  /// Creates a creative.
  package init(
    id: String? = nil, sequence: Int? = nil, adId: String? = nil, apiFramework: String? = nil,
    universalAdIds: [UniversalAdId] = [], extensions: [Extension] = [], linear: Linear? = nil,
    nonLinearAds: NonLinearAds? = nil, companionAds: CompanionAds? = nil
  ) {
    self.id = id
    self.sequence = sequence
    self.adId = adId
    self.apiFramework = apiFramework
    self.universalAdIds = universalAdIds
    self.extensions = extensions
    self.bodies = Bodies(linear: linear, nonLinearAds: nonLinearAds, companionAds: companionAds)
  }

  private var bodies: Bodies {
    get {
      if case .bodies(let value) = box { value } else { Bodies() }
    }
    set { box = newValue.isEmpty ? nil : .bodies(newValue) }
  }

  /// `<Linear>`: a video or audio ad that interrupts the content, if the creative has one.
  public var linear: Linear? {
    get { bodies.linear }
    set { bodies.linear = newValue }
  }

  /// `<NonLinearAds>`: overlays shown over the content, if the creative has them.
  public var nonLinearAds: NonLinearAds? {
    get { bodies.nonLinearAds }
    set { bodies.nonLinearAds = newValue }
  }

  /// `<CompanionAds>`: display ads shown beside the player, if the creative has them.
  public var companionAds: CompanionAds? {
    get { bodies.companionAds }
    set { bodies.companionAds = newValue }
  }
}
