#if canImport(UIKit) && !os(watchOS)
public import Foundation
public import Interlude
#if canImport(SafariServices)
public import SafariServices
#endif
public import UIKit

/// Opens click-throughs: in an `SFSafariViewController` presented over
/// ``presentingViewController`` when one is set and on screen, otherwise in the system
/// browser (`UIApplication.open`).
///
/// Only `http` and `https` URLs are opened; anything else (`tel:`, `itms-apps:`, custom
/// schemes) is refused, whoever asks. tvOS has no web browser and no SafariServices: there
/// the opener opens nothing and keeps the refused address in ``lastUnopenedURL``, as IMA's
/// tvOS SDK shows no landing pages.
///
/// The user is back (the ad paused for the click-through resumes) when the in-app browser is
/// closed, or, after the system browser, when the app enters the foreground again.
@MainActor
public final class SafariLinkOpener: NSObject, LinkOpener {
  /// The view controller that presents the in-app browser; nil opens the system browser.
  public weak var presentingViewController: UIViewController?
  /// The last address not opened (a refused scheme, or any address on tvOS), for logs.
  public private(set) var lastUnopenedURL: URL?
  /// Called when the user is back from the landing page opened last.
  private var onReturn: (@MainActor () -> Void)?
  /// Watches for the app's return to the foreground after the system browser opened.
  private var foregroundObserver: (any NSObjectProtocol)?

  /// Creates an opener that presents over `presentingViewController`.
  public init(presentingViewController: UIViewController? = nil) {
    self.presentingViewController = presentingViewController
    super.init()
  }

  /// Opens `url` if it is an http or https address.
  public func open(_ url: URL) {
    open(url) {}
  }

  /// Opens `url` if it is an http or https address, and calls `onReturn` when the user is back:
  /// the in-app browser closed, or the app in the foreground again after the system browser.
  /// An address not opened calls it at once.
  public func open(_ url: URL, onReturn: @escaping @MainActor () -> Void) {
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      lastUnopenedURL = url
      onReturn()
      return
    }
    stopWaiting()
    #if canImport(SafariServices)
    if let presenter = presentingViewController, presenter.viewIfLoaded?.window != nil {
      let browser = SFSafariViewController(url: url)
      browser.delegate = self
      self.onReturn = onReturn
      presenter.present(browser, animated: true)
      return
    }
    #endif
    #if os(tvOS) || INTERLUDE_CHECK_TVOS
    lastUnopenedURL = url
    onReturn()
    #else
    self.onReturn = onReturn
    foregroundObserver = NotificationCenter.default.addObserver(
      forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.userReturned() }
    }
    UIApplication.shared.open(url, options: [:]) { [weak self] opened in
      if !opened { self?.userReturned() }
    }
    #endif
  }

  /// The user is back: the waiting caller hears it, once.
  private func userReturned() {
    let onReturn = onReturn
    stopWaiting()
    onReturn?()
  }

  /// Forgets the caller waiting for the user's return and stops watching the foreground.
  private func stopWaiting() {
    onReturn = nil
    if let foregroundObserver {
      NotificationCenter.default.removeObserver(foregroundObserver)
    }
    foregroundObserver = nil
  }
}

#if canImport(SafariServices)
extension SafariLinkOpener: SFSafariViewControllerDelegate {
  /// The in-app browser was closed: the user is back.
  nonisolated public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
    MainActor.assumeIsolated { userReturned() }
  }
}
#endif
#endif  // canImport(UIKit) && !os(watchOS)
