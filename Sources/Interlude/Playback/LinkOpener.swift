public import Foundation

/// Opens click-through URLs: SFSafariViewController on Apple platforms, a recorder in tests.
///
/// The SDK hands over only http and https URLs.
@MainActor
public protocol LinkOpener: AnyObject {
  /// Opens the landing page.
  func open(_ url: URL)
}
