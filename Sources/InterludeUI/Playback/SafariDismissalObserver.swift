#if canImport(UIKit) && !os(watchOS)
#if canImport(SafariServices)
import SafariServices

/// Tells ``SafariLinkOpener`` when the user closes the in-app browser it presented.
@MainActor
final class SafariDismissalObserver: NSObject, SFSafariViewControllerDelegate {
  private let onFinish: @MainActor () -> Void

  /// An observer that runs `onFinish` when the browser finishes.
  init(onFinish: @escaping @MainActor () -> Void) {
    self.onFinish = onFinish
  }

  /// The user closed the browser (Done).
  func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
    onFinish()
  }
}
#endif  // canImport(SafariServices)
#endif  // canImport(UIKit) && !os(watchOS)
