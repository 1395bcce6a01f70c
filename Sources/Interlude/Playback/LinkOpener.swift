public import Foundation

/// Opens click-through URLs: SFSafariViewController on Apple platforms, a recorder in tests.
///
/// The SDK hands over only http and https URLs. As in IMA, the ad pauses while the user is on
/// the landing page: the SDK calls ``open(_:onReturn:)`` and resumes the ad when the opener
/// reports the user back (the in-app browser closed, the app back in the foreground), or when
/// the app calls ``AdsManager/resume()``.
@MainActor
public protocol LinkOpener: AnyObject {
  /// Opens the landing page.
  func open(_ url: URL)
  /// Opens the landing page and calls `onReturn` once when the user is back in the app. An
  /// opener that opens nothing calls it before returning, and the ad does not pause.
  func open(_ url: URL, onReturn: @escaping @MainActor () -> Void)
  /// Takes what it needs of the manager's rendering settings (its
  /// ``AdsRenderingSettings/linkOpenerDelegate``, and in the Apple layer the presenting view
  /// controller); ``AdsManager/initialize(with:)`` calls it. Does nothing by default.
  func configure(with settings: AdsRenderingSettings)
}

extension LinkOpener {
  /// Opens the landing page with ``open(_:)`` and never reports the user back: the ad paused
  /// for the click-through stays paused until the app calls ``AdsManager/resume()``.
  public func open(_ url: URL, onReturn: @escaping @MainActor () -> Void) {
    open(url)
  }

  /// Does nothing: an opener that reports nothing needs nothing from the settings.
  public func configure(with settings: AdsRenderingSettings) {}
}
