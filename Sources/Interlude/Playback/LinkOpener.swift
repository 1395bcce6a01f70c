public import Foundation

/// Opens click-through URLs: SFSafariViewController on Apple platforms, a recorder in tests.
///
/// The SDK hands over only http and https URLs.
@MainActor
public protocol LinkOpener: AnyObject {
  /// Opens the landing page.
  func open(_ url: URL)
  /// Takes what it needs of the manager's rendering settings (its
  /// ``AdsRenderingSettings/linkOpenerDelegate``, and in the Apple layer the presenting view
  /// controller); ``AdsManager/initialize(with:)`` calls it. Does nothing by default.
  func configure(with settings: AdsRenderingSettings)
}

extension LinkOpener {
  /// Does nothing: an opener that reports nothing needs nothing from the settings.
  public func configure(with settings: AdsRenderingSettings) {}
}
