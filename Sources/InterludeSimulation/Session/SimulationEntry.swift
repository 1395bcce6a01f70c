import Interlude

/// One line of a simulated session's timeline.
public struct SimulationEntry: Hashable, Sendable, Encodable {
  /// What kind of thing happened.
  public enum Kind: String, Hashable, Sendable, Encodable {
    /// An ``AdEvent`` (detail: its type).
    case event
    /// The content paused, resumed or ended (detail: `pause`, `resume`, `end`).
    case content
    /// A beacon was sent (detail: the URL).
    case beacon
    /// An ad document was requested (detail: the ``HTTPRequest/Purpose`` of the request, a
    /// space and the URL, as `wrapper https://…`).
    case request
    /// An ad or break error (detail: codes and message).
    case error
    /// Something the simulated user did (detail: `skip`, `click`, `pause`, `resume`, `seek …`).
    case action
    /// A companion slot was filled or left empty (detail: the slot's size and the resource).
    case companion
    /// The ad overlay's visible text changed (detail: its elements corner by corner, as
    /// `top left: Ad 1 of 2, 0:15 | bottom right: [Skip in 5]`, or `hidden`); recorded only
    /// with ``SimulationOptions/overlayText``.
    case overlay
  }

  /// Seconds of simulated time since the session began.
  public var t: Double
  /// Where the content's playhead stood then, in seconds (it stands still during a break).
  public var contentTime: Double?
  /// What happened.
  public var kind: Kind
  /// The ad concerned, by `<Ad id>`.
  public var ad: String?
  /// The break concerned, by VMAP `breakId` (or its cue time).
  public var adBreak: String?
  /// The event name, the beacon URL, the request, or the error.
  public var detail: String

  /// Creates an entry.
  public init(
    t: Double, contentTime: Double? = nil, kind: Kind, ad: String? = nil,
    adBreak: String? = nil, detail: String
  ) {
    self.t = t
    self.contentTime = contentTime
    self.kind = kind
    self.ad = ad
    self.adBreak = adBreak
    self.detail = detail
  }

  private enum CodingKeys: String, CodingKey {
    case t, contentTime, kind, ad
    case adBreak = "break"
    case detail
  }

  /// Encodes every key, `null` when absent; times (`t`, `contentTime`) in milliseconds
  /// precision.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode((t * 1000).rounded() / 1000, forKey: .t)
    try container.encode(contentTime.map { ($0 * 1000).rounded() / 1000 }, forKey: .contentTime)
    try container.encode(kind, forKey: .kind)
    try container.encode(ad, forKey: .ad)
    try container.encode(adBreak, forKey: .adBreak)
    try container.encode(detail, forKey: .detail)
  }
}
