/// Something that happened during ad playback: IMA's `IMAAdEvent`.
public struct AdEvent: Hashable, Sendable {
  /// What happened.
  public var type: AdEventType
  /// The ad it happened to, when there is one.
  public var ad: AdInfo?
  /// Extra values (for example `adBreakTime`, `errorCode`, `progress`).
  public var data: [String: String]

  /// Creates an event.
  package init(type: AdEventType, ad: AdInfo? = nil, data: [String: String] = [:]) {
    self.type = type
    self.ad = ad
    self.data = data
  }

  /// IMA's `typeString`.
  public var typeString: String { type.rawValue }
}
