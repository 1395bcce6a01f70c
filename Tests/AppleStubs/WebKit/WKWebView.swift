// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of WebKit, not Apple's code: the declarations Sources/InterludeUI uses, with the signatures
// and isolation of Apple's documentation (WKWebView, its configuration and the website data store
// are main-actor classes). Bodies trap (`fatalError("stub")`): no test runs them yet. WebKit's
// WKWebView does not exist on tvOS, so the tvOS pass of Scripts/check-apple-layer does not build
// this module.
@_exported import UIKit

@MainActor @preconcurrency
open class WKWebsiteDataStore: NSObject {
  open class func nonPersistent() -> WKWebsiteDataStore { fatalError("stub") }
}

@MainActor @preconcurrency
open class WKWebViewConfiguration: NSObject {
  public override init() { fatalError("stub") }
  open var websiteDataStore: WKWebsiteDataStore {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

@MainActor @preconcurrency
open class WKNavigation: NSObject {}

@MainActor @preconcurrency
open class WKWebView: UIView {
  public init(frame: CGRect, configuration: WKWebViewConfiguration) { fatalError("stub") }
  public required init?(coder: NSCoder) { fatalError("stub") }

  @discardableResult
  open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { fatalError("stub") }
  @discardableResult
  open func load(_ request: URLRequest) -> WKNavigation? { fatalError("stub") }
  open func stopLoading() { fatalError("stub") }
}
