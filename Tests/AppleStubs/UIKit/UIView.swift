// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Type-check stub of UIKit, not Apple's code: the declarations Sources/InterludeUI (and the
// example app) use, with the signatures and isolation of Apple's documentation. Bodies trap;
// never linked. Declarations Apple marks unavailable on tvOS go under #if !APPLE_STUBS_TVOS.

@MainActor @preconcurrency
open class UIView: UIResponder, UIFocusEnvironment, UIAccessibilityIdentification {
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }

  public enum ContentMode: Int, Sendable {
    case scaleToFill
    case scaleAspectFit
    case scaleAspectFill
  }

  public init(frame: CGRect) { fatalError("stub") }
  public required init?(coder: NSCoder) { fatalError("stub") }
  public override convenience init() { self.init(frame: .zero) }

  open class var layerClass: AnyClass { CALayer.self }
  open var layer: CALayer { fatalError("stub") }
  open var frame: CGRect {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var bounds: CGRect {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var isHidden: Bool {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var isUserInteractionEnabled: Bool {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var alpha: CGFloat {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var backgroundColor: UIColor? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var autoresizingMask: AutoresizingMask {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var contentMode: ContentMode {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var window: UIWindow? { fatalError("stub") }
  open var superview: UIView? { fatalError("stub") }
  open var subviews: [UIView] { fatalError("stub") }

  open func addSubview(_ view: UIView) { fatalError("stub") }
  open func removeFromSuperview() { fatalError("stub") }
  open func setNeedsLayout() { fatalError("stub") }
  open func layoutIfNeeded() { fatalError("stub") }
  open func layoutSubviews() { fatalError("stub") }
  open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError("stub") }
  open func sizeToFit() { fatalError("stub") }
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError("stub") }
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError("stub") }

  // iOS 15, tvOS 15.
  open var maximumContentSizeCategory: UIContentSizeCategory? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  open var preferredFocusEnvironments: [any UIFocusEnvironment] { fatalError("stub") }
  open func setNeedsFocusUpdate() { fatalError("stub") }
  open func updateFocusIfNeeded() { fatalError("stub") }

  open var accessibilityIdentifier: String? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

@MainActor @preconcurrency
open class UIWindow: UIView {}

extension NSObject {
  // UIAccessibility's informal protocol on NSObject.
  @MainActor public var accessibilityLabel: String? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  @MainActor public var accessibilityHint: String? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  @MainActor public var accessibilityTraits: UIAccessibilityTraits {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  @MainActor public var isAccessibilityElement: Bool {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

// Not on NSObject: views (and bar items, images) adopt UIAccessibilityIdentification.
@MainActor @preconcurrency
public protocol UIAccessibilityIdentification: NSObjectProtocol {
  var accessibilityIdentifier: String? { get set }
}
