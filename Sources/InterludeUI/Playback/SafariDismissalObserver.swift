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

  /// The user closed the browser (Done). SafariServices calls it on the main thread; the
  /// protocol is main-actor isolated only in the newer SDKs, so the method is nonisolated.
  nonisolated func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
    MainActor.assumeIsolated { onFinish() }
  }
}
#endif  // canImport(SafariServices)
#endif  // canImport(UIKit) && !os(watchOS)
