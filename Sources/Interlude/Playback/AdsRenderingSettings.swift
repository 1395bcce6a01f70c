/// Per-manager playback settings: IMA's `IMAAdsRenderingSettings`.
public struct AdsRenderingSettings: Hashable, Sendable {
  /// The MIME types to play, in preference order; empty means what the display can play.
  public var mimeTypes: [String] = []
  /// The highest bitrate to choose, in kbit/s; nil picks automatically.
  public var bitrate: Int?
  /// How long a media file may take to load before the ad fails with 402, in seconds.
  public var loadVideoTimeout: Double = 8
  /// VMAP only: breaks at or before this content time (seconds) are not played.
  public var playAdsAfterTime: Double?
  /// The UI elements to show (attribution, countdown); the Apple layer reads them.
  public var uiElements: Set<UIElement> = [.adAttribution, .countdown]
  /// Whether the app draws its own ad UI (then it calls ``AdsManager/clicked()`` and skip).
  public var disableUi = false
  /// Whether the next ad's media may be loaded ahead of time.
  public var enablePreloading = true
  /// What to do when the content playhead jumps over cue points.
  public var seekPolicy: SeekPolicy = .playLastSkipped

  /// UI elements the SDK can draw.
  public enum UIElement: String, Hashable, Sendable {
    /// "Ad" attribution.
    case adAttribution
    /// The countdown to the end of the ad.
    case countdown
  }

  /// IMA's defaults.
  public init() {}
}
