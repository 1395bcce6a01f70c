// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of UIKit, not Apple's code: the declarations Sources/InterludeUI (and the example app) use,
// with the signatures and isolation of Apple's documentation. Each body that does something follows
// the Apple page it cites. Declarations Apple marks unavailable on tvOS go under
// #if !APPLE_STUBS_TVOS.

// UIAccessibilityTraits (a uint64_t typed enum). The iOS 16.4 SDK imports its values as mutable
// static vars (non-const C globals), which Swift 6 code cannot declare here: constants instead,
// and Scripts/check-apple-stubs allows the difference.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
}

// The UIAccessibility namespace (a C struct in the SDK).
public struct UIAccessibility {
  // UIAccessibilityNotifications (a uint32_t typed enum).
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // A mutable static var in the iOS 16.4 SDK, as the traits above.
    public static let announcement = Notification(rawValue: 1008)
  }

  // https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:):
  // tells assistive apps (VoiceOver); here the notification is kept for tests
  // (`postedNotifications`).
  // Stricter than the iOS 16.4 SDK (no isolation): code that compiles here compiles there.
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    postedNotifications.append((notification, argument))
  }

  /// The notifications posted so far, with their arguments, oldest first (test control).
  @MainActor package static var postedNotifications: [(UIAccessibility.Notification, Any?)] = []
}

// UIContentSizeCategory (an NSString typed enum).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
}
