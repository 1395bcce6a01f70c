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
@MainActor
public final class SafariLinkOpener: LinkOpener {
  /// The view controller that presents the in-app browser; nil opens the system browser.
  public weak var presentingViewController: UIViewController?
  /// The last address not opened (a refused scheme, or any address on tvOS), for logs.
  public private(set) var lastUnopenedURL: URL?

  /// Creates an opener that presents over `presentingViewController`.
  public init(presentingViewController: UIViewController? = nil) {
    self.presentingViewController = presentingViewController
  }

  /// Opens `url` if it is an http or https address.
  public func open(_ url: URL) {
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      lastUnopenedURL = url
      return
    }
    #if canImport(SafariServices)
    if let presenter = presentingViewController, presenter.viewIfLoaded?.window != nil {
      presenter.present(SFSafariViewController(url: url), animated: true)
      return
    }
    #endif
    #if os(tvOS) || INTERLUDE_CHECK_TVOS
    lastUnopenedURL = url
    #else
    UIApplication.shared.open(url)
    #endif
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
