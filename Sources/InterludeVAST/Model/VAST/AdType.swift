/// The `adType` attribute of `<Ad>` (VAST 4.1+). Unknown values are kept.
public struct AdType: RawRepresentable, Hashable, Sendable {
  /// The value as written, lowercased for the known kinds.
  public let rawValue: String

  /// Creates an ad type.
  public init(rawValue: String) {
    let lowered = rawValue.lowercased()
    self.rawValue = ["video", "audio", "hybrid"].contains(lowered) ? lowered : rawValue
  }

  /// A video ad.
  public static let video = AdType(rawValue: "video")
  /// An audio ad.
  public static let audio = AdType(rawValue: "audio")
  /// An audio ad with a visual element.
  public static let hybrid = AdType(rawValue: "hybrid")
}
