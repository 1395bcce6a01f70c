#if canImport(UIKit) && !os(watchOS)
public import Foundation
public import Interlude
#if canImport(SafariServices)
import SafariServices
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
/// The ``delegate`` (IMA's `linkOpenerDelegate`) hears `willOpenExternalApplication` before the
/// system browser opens, `willOpenInAppLink` before the in-app browser is presented and
/// `didOpenInAppLink` once it is on screen, and `willCloseInAppLink` then `didCloseInAppLink`
/// when the user closes it (SFSafariViewController reports only that it has finished, so the
/// two come together then).
@MainActor
public final class SafariLinkOpener: LinkOpener {
  /// The view controller that presents the in-app browser; nil opens the system browser.
  public weak var presentingViewController: UIViewController?
  /// Hears links open and close (IMA's `IMALinkOpenerDelegate`); set by ``configure(with:)``
  /// from ``AdsRenderingSettings/linkOpenerDelegate``.
  public weak var delegate: (any LinkOpenerDelegate)?
  /// The last address not opened (a refused scheme, or any address on tvOS), for logs.
  public private(set) var lastUnopenedURL: URL?
  #if canImport(SafariServices)
  private var dismissal: SafariDismissalObserver?
  #endif

  /// Creates an opener that presents over `presentingViewController`.
  public init(presentingViewController: UIViewController? = nil) {
    self.presentingViewController = presentingViewController
  }

  /// Takes the manager's ``AdsRenderingSettings/linkOpenerDelegate`` as ``delegate`` and, when
  /// set, its ``AdsRenderingSettings/linkOpenerPresentingController`` as
  /// ``presentingViewController`` (the one given at creation stays otherwise).
  public func configure(with settings: AdsRenderingSettings) {
    delegate = settings.linkOpenerDelegate
    if let presenter = settings.linkOpenerPresentingController {
      presentingViewController = presenter
    }
  }

  /// Opens `url` if it is an http or https address.
  public func open(_ url: URL) {
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      lastUnopenedURL = url
      return
    }
    #if canImport(SafariServices)
    if let presenter = presentingViewController, presenter.viewIfLoaded?.window != nil {
      let browser = SFSafariViewController(url: url)
      let observer = SafariDismissalObserver { [weak self] in
        guard let self else { return }
        delegate?.linkOpenerWillCloseInAppLink(self)
        delegate?.linkOpenerDidCloseInAppLink(self)
        dismissal = nil
      }
      dismissal = observer
      browser.delegate = observer
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
    #else
    delegate?.linkOpenerWillOpenExternalApplication(self)
    UIApplication.shared.open(url)
    #endif
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
