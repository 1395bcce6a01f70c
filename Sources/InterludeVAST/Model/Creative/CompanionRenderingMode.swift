/// The `renderingMode` attribute of `<Companion>` (VAST 4.1+). Unknown values are kept.
public struct CompanionRenderingMode: RawRepresentable, Hashable, Sendable {
  /// The mode as written.
  public let rawValue: String

  /// Creates a rendering mode.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Shown beside the player, the player decides when (the default).
  public static let `default` = CompanionRenderingMode(rawValue: "default")
  /// Shown after the linear ad ends.
  public static let endCard = CompanionRenderingMode(rawValue: "end-card")
  /// Shown while the linear ad plays.
  public static let concurrent = CompanionRenderingMode(rawValue: "concurrent")
}
