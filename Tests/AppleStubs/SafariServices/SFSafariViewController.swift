// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of SafariServices, not Apple's code: the declarations Sources/InterludeUI uses, as Apple's
// documentation gives them. No page is loaded: the browser is a view controller that remembers
// its URL and closes when a test says the user tapped Done (`package` control, below).
// SafariServices does not exist on tvOS, so the tvOS pass of Scripts/check-apple-layer does not
// build this module.
@_exported import UIKit

// https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller
@MainActor @preconcurrency
open class SFSafariViewController: UIViewController {
  /// The URL the browser was created with (Safari shows that page).
  package private(set) var initialURL: URL?

  // https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller/init(url:):
  // a browser that navigates to the URL (http or https; UIKit raises an exception for another
  // scheme).
  public convenience init(url URL: URL) {
    precondition(
      ["http", "https"].contains(URL.scheme?.lowercased() ?? ""),
      "fake SafariServices: SFSafariViewController only opens http and https URLs")
    self.init(nibName: nil, bundle: nil)
    initialURL = URL
  }

  // https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller/delegate:
  // held weakly.
  open weak var delegate: (any SFSafariViewControllerDelegate)?
}

// MARK: Test controls

extension SFSafariViewController {
  /// The user taps Done: the browser is dismissed, then its delegate hears
  /// `safariViewControllerDidFinish(_:)`
  /// (https://developer.apple.com/documentation/safariservices/sfsafariviewcontrollerdelegate/safariviewcontrollerdidfinish(_:):
  /// "the user dismissed the view").
  package func simulateDone() {
    dismiss(animated: true) { [self] in
      delegate?.safariViewControllerDidFinish(self)
    }
  }
}

// Apple's requirements are optional (an Objective-C protocol); here one has a default instead.
// Not isolated here: the stricter form, which a nonisolated witness satisfies either way.
// https://developer.apple.com/documentation/safariservices/sfsafariviewcontrollerdelegate
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}
