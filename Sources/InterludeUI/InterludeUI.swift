#if canImport(UIKit)
import UIKit
public import Interlude

/// Apple-platform adapters for Interlude (AVPlayer display, overlays, SwiftUI views).
///
/// Every file of this module is wrapped whole in `#if canImport(UIKit)`, so on Linux it builds
/// to an empty module. The adapters arrive with the Apple-layer issue.
public enum InterludeUI {
  /// The SDK version these adapters belong to.
  public static let version = InterludeSDK.version
}
#endif  // canImport(UIKit)
