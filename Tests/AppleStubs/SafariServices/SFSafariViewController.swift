// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Type-check stub of SafariServices, not Apple's code: the declarations Sources/InterludeUI uses,
// as Apple's documentation gives them. Bodies trap; never linked. SafariServices does not exist
// on tvOS, so the tvOS pass of Scripts/check-apple-layer does not build this module.
@_exported import UIKit

@MainActor @preconcurrency
open class SFSafariViewController: UIViewController {
  public convenience init(url URL: URL) { fatalError("stub") }
  // Weak in Apple's declaration; a stub property has no storage to be weak.
  open var delegate: (any SFSafariViewControllerDelegate)? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

// Not main-actor isolated in the iOS 16.5 SDK (later SDKs isolate it): the nonisolated form is
// the stricter one for a conforming type, so code that compiles here compiles against either.
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
  // Optional in Apple's Objective-C protocol; a default stands in for `@objc optional`.
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
    fatalError("stub")
  }
}
