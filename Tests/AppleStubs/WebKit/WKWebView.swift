// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of WebKit, not Apple's code: the declarations Sources/InterludeUI uses, with the signatures
// and isolation of Apple's documentation (WKWebView, its configuration and the website data store
// are main-actor classes). Nothing is fetched or rendered: a web view keeps what it was asked to
// load, in order, for tests (`package` readings). WebKit's WKWebView does not exist on tvOS, so
// the tvOS pass of Scripts/check-apple-layer does not build this module.
@_exported import UIKit

// https://developer.apple.com/documentation/webkit/wkwebsitedatastore
@MainActor @preconcurrency
open class WKWebsiteDataStore: NSObject {
  private let persistent: Bool

  init(persistent: Bool) {
    self.persistent = persistent
    super.init()
  }

  // https://developer.apple.com/documentation/webkit/wkwebsitedatastore/default(): the store
  // that keeps the app's website data on disk (Apple's `default()`, not declared: unused).
  static let defaultStore = WKWebsiteDataStore(persistent: true)

  // https://developer.apple.com/documentation/webkit/wkwebsitedatastore/nonpersistent(): a new
  // store that keeps its data in memory only (nothing outlives it).
  open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }

  // https://developer.apple.com/documentation/webkit/wkwebsitedatastore/ispersistent: whether
  // the data is written to disk.
  open var isPersistent: Bool { persistent }
}

// https://developer.apple.com/documentation/webkit/wkwebviewconfiguration
@MainActor @preconcurrency
open class WKWebViewConfiguration: NSObject {
  // https://developer.apple.com/documentation/webkit/wkwebviewconfiguration/websitedatastore:
  // the default (persistent) store unless another is set.
  open var websiteDataStore: WKWebsiteDataStore = .defaultStore

  public override init() {
    super.init()
  }
}

// https://developer.apple.com/documentation/webkit/wknavigation: identifies a load.
@MainActor @preconcurrency
open class WKNavigation: NSObject {}

// https://developer.apple.com/documentation/webkit/wkwebview
@MainActor @preconcurrency
open class WKWebView: UIView {
  /// What a web view was asked to load.
  package enum Load: Equatable {
    /// An HTML string and its base URL (`loadHTMLString(_:baseURL:)`).
    case html(String, baseURL: URL?)
    /// A request (`load(_:)`).
    case request(URLRequest)
  }

  private let storedConfiguration: WKWebViewConfiguration
  /// The loads asked for, oldest first.
  package private(set) var loads: [Load] = []
  /// How many times `stopLoading()` was called.
  package private(set) var stopLoadingCount = 0

  // https://developer.apple.com/documentation/webkit/wkwebview/init(frame:configuration:): the
  // web view copies the configuration (later changes to it do not reach the view); here the
  // copy has the same website data store.
  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    let copy = WKWebViewConfiguration()
    copy.websiteDataStore = configuration.websiteDataStore
    storedConfiguration = copy
    super.init(frame: frame)
  }

  // Unarchiving is not faked.
  public required init?(coder: NSCoder) { fatalError("stub") }

  // https://developer.apple.com/documentation/webkit/wkwebview/configuration: a copy of the
  // configuration the view was made with (@NSCopying in the SDK, which a computed property
  // cannot carry).
  open var configuration: WKWebViewConfiguration {
    let copy = WKWebViewConfiguration()
    copy.websiteDataStore = storedConfiguration.websiteDataStore
    return copy
  }

  // https://developer.apple.com/documentation/webkit/wkwebview/loadhtmlstring(_:baseurl:): loads
  // the string's contents; returns the new navigation.
  @discardableResult
  open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
    loads.append(.html(string, baseURL: baseURL))
    return WKNavigation()
  }

  // https://developer.apple.com/documentation/webkit/wkwebview/load(_:): navigates to the
  // request's URL; returns the new navigation.
  @discardableResult
  open func load(_ request: URLRequest) -> WKNavigation? {
    loads.append(.request(request))
    return WKNavigation()
  }

  // https://developer.apple.com/documentation/webkit/wkwebview/stoploading(): stops loading the
  // current page's resources. Nothing is fetched here, so only the call is counted.
  open func stopLoading() {
    stopLoadingCount += 1
  }
}
