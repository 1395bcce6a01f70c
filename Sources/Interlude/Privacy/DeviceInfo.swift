/// Facts about the device and app that ad requests and macros may carry.
///
/// A seam: the Apple layer fills it from UIKit and the bundle; tests and the CLI give fixed
/// values. Nothing here is an identifier; the advertising identifier lives in
/// ``PrivacySignals`` because consent decides whether it may be sent.
public struct DeviceInfo: Hashable, Sendable {
  /// The user agent sent with requests and in `[DEVICEUA]`.
  public var userAgent: String
  /// The app's bundle identifier, for `[APPBUNDLE]` and `msid`.
  public var appBundle: String?
  /// The player's size in points, for `[PLAYERSIZE]` and `sz`.
  public var playerSize: PlayerSize?

  /// A width and height in points.
  public struct PlayerSize: Hashable, Sendable {
    /// The width.
    public var width: Int
    /// The height.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }
  }

  /// Creates device information.
  public init(
    userAgent: String = DeviceInfo.defaultUserAgent, appBundle: String? = nil,
    playerSize: PlayerSize? = nil
  ) {
    self.userAgent = userAgent
    self.appBundle = appBundle
    self.playerSize = playerSize
  }

  /// `Interlude/<version>`, used when the app gives no user agent.
  public static let defaultUserAgent = "Interlude/\(InterludeSDK.version)"
}
