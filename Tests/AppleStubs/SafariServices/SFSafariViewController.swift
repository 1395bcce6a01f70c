// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of SafariServices, not Apple's code: the declarations Sources/InterludeUI uses, as Apple's
// documentation gives them. Bodies trap (`fatalError("stub")`): no test runs them yet.
// SafariServices does not exist on tvOS, so the tvOS pass of Scripts/check-apple-layer does not
// build this module.
@_exported import UIKit

@MainActor @preconcurrency
open class SFSafariViewController: UIViewController {
  public convenience init(url URL: URL) { fatalError("stub") }
  // Apple's is `weak`; a stub's computed property cannot say so.
  open var delegate: (any SFSafariViewControllerDelegate)? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

// Apple's requirements are optional (an Objective-C protocol); here one has a default instead.
// Not isolated here: the stricter form, which a nonisolated witness satisfies either way.
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}
