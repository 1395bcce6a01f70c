// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Type-check stub of SafariServices, not Apple's code: the declarations Sources/InterludeUI uses,
// as Apple's documentation gives them. Bodies trap; never linked. SafariServices does not exist
// on tvOS, so the tvOS pass of Scripts/check-apple-layer does not build this module.
@_exported import UIKit

@MainActor @preconcurrency
open class SFSafariViewController: UIViewController {
  public convenience init(url URL: URL) { fatalError("stub") }
}
