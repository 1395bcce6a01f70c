// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of UIKit, not Apple's code: UIApplication as Apple documents it
// (https://developer.apple.com/documentation/uikit/uiapplication), with the signatures and
// isolation of Apple's documentation. The app is active until a test moves it to the background
// and back (`package` controls, below); `open(_:)` opens nothing and answers what the test set.
// Declarations Apple marks unavailable on tvOS go under #if !APPLE_STUBS_TVOS.

@MainActor @preconcurrency
open class UIApplication: UIResponder {
  public enum State: Int, Sendable {
    case active
    case inactive
    case background
  }

  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  private static let instance = UIApplication()
  private var state = State.active
  /// The URLs `open(_:options:completionHandler:)` was asked to open, in order.
  package private(set) var openedURLs: [URL] = []
  /// What opening a URL answers (true: it opened).
  package var opensURLs = true

  // https://developer.apple.com/documentation/uikit/uiapplication/shared: the app's one
  // instance (unavailable in app extensions).
  open class var shared: UIApplication { instance }
  // https://developer.apple.com/documentation/uikit/uiapplication/applicationstate
  open var applicationState: UIApplication.State { state }

  // https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)
  // (iOS 10, tvOS 10): the completion runs asynchronously on the main thread with whether the
  // URL opened.
  open func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    openedURLs.append(url)
    let opened = opensURLs
    guard let completion else { return }
    DispatchQueue.main.async { completion(opened) }
  }
  open func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]
  ) async -> Bool {
    openedURLs.append(url)
    return opensURLs
  }

  // Notification names are global constants: not isolated.
  // https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification
  nonisolated public static let didBecomeActiveNotification = NSNotification.Name(
    "UIApplicationDidBecomeActiveNotification")
  // https://developer.apple.com/documentation/uikit/uiapplication/willresignactivenotification
  nonisolated public static let willResignActiveNotification = NSNotification.Name(
    "UIApplicationWillResignActiveNotification")
  // https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification
  nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  // https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification
  nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
    "UIApplicationWillEnterForegroundNotification")
}

// MARK: Test controls

extension UIApplication {
  /// The app goes to the background, as UIKit moves it
  /// (https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle): it
  /// resigns active (willResignActiveNotification, state inactive), then enters the background
  /// (state background, didEnterBackgroundNotification). Each notification is posted on the
  /// main thread with the app as object, and has reached its observers when this returns.
  package func enterBackground() async {
    if state == .active { await resignActive() }
    state = .background
    await post(Self.didEnterBackgroundNotification)
  }

  /// The app comes back: from the background it enters the foreground
  /// (willEnterForegroundNotification, state inactive), then it becomes active (state active,
  /// didBecomeActiveNotification).
  package func becomeActive() async {
    if state == .background {
      state = .inactive
      await post(Self.willEnterForegroundNotification)
    }
    state = .active
    await post(Self.didBecomeActiveNotification)
  }

  /// The app stops being active without leaving the foreground (a system alert, the app
  /// switcher): willResignActiveNotification, then state inactive.
  package func resignActive() async {
    await post(Self.willResignActiveNotification)
    state = .inactive
  }

  /// Forgets the URLs opened and answers true again (for a test's start).
  package func resetOpenedURLs() {
    openedURLs = []
    opensURLs = true
  }

  private func post(_ name: Notification.Name) async {
    await NotificationCenter.default.postOnMainThread(name, object: self)
  }
}
