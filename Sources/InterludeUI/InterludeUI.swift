#if canImport(UIKit) && !os(watchOS)
import Interlude

/// Apple-platform adapters for Interlude: the AVPlayer display and content playhead, the ad
/// overlay, the Safari link opener, companion slots, App Tracking Transparency, Now Playing,
/// Picture in Picture, and the SwiftUI consent layer and player.
///
/// Every file of this module is wrapped whole in `#if canImport(UIKit) && !os(watchOS)` (watchOS
/// has a UIKit without views), so on Linux and macOS it builds to an empty module; the adapters
/// decide nothing that the core can decide. tvOS branches are written
/// `#if os(tvOS) || INTERLUDE_CHECK_TVOS` so that `Scripts/check-apple-layer` can type-check
/// them on Linux; the flag is never set by a real build.
public enum InterludeUI {
  /// The SDK version these adapters belong to.
  public static let version = InterludeSDK.version
}
#endif  // canImport(UIKit) && !os(watchOS)
