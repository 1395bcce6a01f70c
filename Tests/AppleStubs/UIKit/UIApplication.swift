// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Type-check stub of UIKit, not Apple's code: the declarations Sources/InterludeUI (and the
// example app) use, with the signatures and isolation of Apple's documentation. Bodies trap;
// never linked. Declarations Apple marks unavailable on tvOS go under #if !APPLE_STUBS_TVOS.

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

  // Unavailable in app extensions.
  open class var shared: UIApplication { fatalError("stub") }
  open var applicationState: UIApplication.State { fatalError("stub") }

  // iOS 10, tvOS 10.
  open func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) { fatalError("stub") }
  open func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]
  ) async -> Bool { fatalError("stub") }

  // Notification names are global constants: not isolated.
  nonisolated public static let didBecomeActiveNotification = NSNotification.Name(
    "UIApplicationDidBecomeActiveNotification")
  nonisolated public static let willResignActiveNotification = NSNotification.Name(
    "UIApplicationWillResignActiveNotification")
  nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
    "UIApplicationWillEnterForegroundNotification")
}
