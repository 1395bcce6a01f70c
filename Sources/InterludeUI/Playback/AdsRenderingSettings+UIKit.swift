#if canImport(UIKit) && !os(watchOS)
public import Interlude
public import UIKit

extension AdsRenderingSettings {
  /// The view controller that presents click-throughs in an in-app browser (IMA's
  /// `linkOpenerPresentingController`), held weakly; nil leaves the opener's own (the
  /// container's view controller), and with none of either links open in the system browser.
  /// `AdsManager.initialize(with:)` hands it to the container's ``SafariLinkOpener``. Ignored
  /// on tvOS, which has no browser, as in IMA.
  public var linkOpenerPresentingController: UIViewController? {
    get { linkOpenerPresenter as? UIViewController }
    set { linkOpenerPresenter = newValue }
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
