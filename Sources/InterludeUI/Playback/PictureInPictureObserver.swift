#if canImport(UIKit) && !os(watchOS)
public import AVKit
import Foundation
public import Interlude

/// Keeps `AdDisplayContainer.isPictureInPictureActive` in step with the content's Picture in
/// Picture controller, so the SDK starts no ad break while the content plays in the floating
/// window (a due break waits and plays once Picture in Picture ends).
///
/// It observes the controller's `isPictureInPictureActive` (KVO) instead of taking its delegate,
/// so the app keeps its own `AVPictureInPictureControllerDelegate` (IMA asks the app to route
/// the delegate through its proxy instead). Keep the observer as long as the controller.
@MainActor
public final class PictureInPictureObserver {
  private var observation: NSKeyValueObservation?

  /// Starts mirroring `controller`'s state into `container`.
  public init(controller: AVPictureInPictureController, container: AdDisplayContainer) {
    container.isPictureInPictureActive = controller.isPictureInPictureActive
    observation = controller.observe(\.isPictureInPictureActive, options: [.new]) {
      [weak container] _, change in
      guard let active = change.newValue, let container else { return }
      Task { @MainActor in container.isPictureInPictureActive = active }
    }
  }

  /// Stops mirroring (also done when the observer is released).
  public func invalidate() {
    observation?.invalidate()
    observation = nil
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
