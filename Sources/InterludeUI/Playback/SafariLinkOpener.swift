#if canImport(UIKit) && !os(watchOS)
public import Foundation
public import Interlude
import InterludeConsent
#if canImport(SafariServices)
public import SafariServices
#endif
public import UIKit

/// Opens click-throughs: in an `SFSafariViewController` presented over
/// ``presentingViewController`` when one is set and on screen, otherwise in the system
/// browser (`UIApplication.open`).
///
/// Only web addresses (`http` and `https` URLs with a host) are opened; anything else (`tel:`,
/// `itms-apps:`, custom schemes) is refused, whoever asks. tvOS has no web browser and no
/// SafariServices: there the opener opens nothing and keeps the refused address in
/// ``lastUnopenedURL``, as IMA's tvOS SDK shows no landing pages.
///
/// The user is back (the ad paused for the click-through resumes) when the in-app browser is
/// closed, or, after the system browser, when the app enters the foreground again.
///
/// The ``delegate`` (IMA's `linkOpenerDelegate`) hears `willOpenExternalApplication` before the
/// system browser opens, `willOpenInAppLink` before the in-app browser is presented and
/// `didOpenInAppLink` once it is on screen, and `willCloseInAppLink` then `didCloseInAppLink`
/// when the user closes it (SFSafariViewController reports only that it has finished, so the
/// two come together then).
@MainActor
public final class SafariLinkOpener: NSObject, LinkOpener {
  /// The view controller that presents the in-app browser; nil opens the system browser.
  public weak var presentingViewController: UIViewController?
  /// Hears links open and close (IMA's `IMALinkOpenerDelegate`); set by ``configure(with:)``
  /// from `AdsRenderingSettings.linkOpenerDelegate`.
  public weak var delegate: (any LinkOpenerDelegate)?
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

  /// Takes the manager's `AdsRenderingSettings.linkOpenerDelegate` as ``delegate`` and, when
  /// set, its `AdsRenderingSettings.linkOpenerPresentingController` as
  /// ``presentingViewController`` (the one given at creation stays otherwise).
  public func configure(with settings: AdsRenderingSettings) {
    delegate = settings.linkOpenerDelegate
    if let presenter = settings.linkOpenerPresentingController {
      presentingViewController = presenter
    }
  }

  /// Opens `url` if it is a web address (http or https, with a host).
  public func open(_ url: URL) {
    open(url) {}
  }

  /// Opens `url` if it is a web address (http or https, with a host), and calls `onReturn`
  /// when the user is back: the in-app browser closed, or the app in the foreground again after
  /// the system browser. An address not opened calls it at once.
  public func open(_ url: URL, onReturn: @escaping @MainActor () -> Void) {
    guard url.isWebAddress else {
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
      delegate?.linkOpenerWillOpenInAppLink(self)
      presenter.present(browser, animated: true) { [weak self] in
        guard let self else { return }
        delegate?.linkOpenerDidOpenInAppLink(self)
      }
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
    delegate?.linkOpenerWillOpenExternalApplication(self)
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
  /// The in-app browser was closed: the delegate hears it close (SFSafariViewController reports
  /// only that it has finished, so both callbacks come then), and the user is back.
  nonisolated public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
    MainActor.assumeIsolated {
      delegate?.linkOpenerWillCloseInAppLink(self)
      delegate?.linkOpenerDidCloseInAppLink(self)
      userReturned()
    }
  }
}
#endif
#endif  // canImport(UIKit) && !os(watchOS)
