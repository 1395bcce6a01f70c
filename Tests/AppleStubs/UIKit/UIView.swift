// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of UIKit, not Apple's code: UIView as Apple documents it
// (https://developer.apple.com/documentation/uikit/uiview), with the signatures and isolation of
// Apple's documentation. Nothing is drawn and there is no run loop: a layout that UIKit would
// run at the next update cycle runs when `layoutIfNeeded()` is called. Declarations Apple marks
// unavailable on tvOS go under #if !APPLE_STUBS_TVOS.

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

  private var storedBounds: CGRect
  private var storedCenter: CGPoint
  private var storedSubviews: [UIView] = []
  private weak var storedSuperview: UIView?
  private lazy var storedLayer: CALayer = {
    guard let layerType = type(of: self).layerClass as? CALayer.Type else {
      preconditionFailure("fake UIView: layerClass must be a CALayer subclass")
    }
    let layer = layerType.init()
    layer.frame = frame
    return layer
  }()
  private var storedHidden = false
  private lazy var storedUserInteractionEnabled = type(of: self).takesTouchesByDefault
  private var storedAlpha: CGFloat = 1
  private var storedBackgroundColor: UIColor?
  private var storedAutoresizingMask: AutoresizingMask = []
  private var storedContentMode = ContentMode.scaleToFill
  private var storedMaximumContentSizeCategory: UIContentSizeCategory?
  private var storedAccessibilityIdentifier: String?
  /// The default of `isUserInteractionEnabled` for views of this class.
  class var takesTouchesByDefault: Bool { true }
  /// Whether a layout is pending (`setNeedsLayout()`); a new view has never been laid out.
  private(set) var needsLayout = true
  /// The view controller whose root view this is, told of its view's layout.
  weak var owningViewController: UIViewController?

  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {
    storedBounds = CGRect(origin: .zero, size: frame.size)
    storedCenter = CGPoint(x: frame.midX, y: frame.midY)
    super.init()
  }

  // Unarchiving is not faked.
  public required init?(coder: NSCoder) { fatalError("stub") }
  public override convenience init() { self.init(frame: .zero) }

  // https://developer.apple.com/documentation/uikit/uiview/layerclass: CALayer by default; the
  // view's layer is made from it.
  open class var layerClass: AnyClass { CALayer.self }
  // https://developer.apple.com/documentation/uikit/uiview/layer: never nil.
  open var layer: CALayer { storedLayer }

  // https://developer.apple.com/documentation/uikit/uiview/frame: the view's rectangle in its
  // superview, from its center and its bounds' size; setting it moves the center and resizes
  // the bounds (their origin kept).
  open var frame: CGRect {
    get {
      CGRect(
        x: storedCenter.x - storedBounds.width / 2, y: storedCenter.y - storedBounds.height / 2,
        width: storedBounds.width, height: storedBounds.height)
    }
    set {
      storedCenter = CGPoint(x: newValue.midX, y: newValue.midY)
      resize(to: newValue.size)
    }
  }

  // https://developer.apple.com/documentation/uikit/uiview/bounds: the view's own coordinate
  // system; a new size grows or shrinks the view around its center, resizes the subviews by
  // their autoresizing masks and makes a layout pending.
  open var bounds: CGRect {
    get { storedBounds }
    set {
      storedBounds.origin = newValue.origin
      resize(to: newValue.size)
    }
  }

  // https://developer.apple.com/documentation/uikit/uiview/ishidden: false by default.
  open var isHidden: Bool {
    get { storedHidden }
    set { storedHidden = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled: true by
  // default (false for a label and an image view, `takesTouchesByDefault`).
  open var isUserInteractionEnabled: Bool {
    get { storedUserInteractionEnabled }
    set { storedUserInteractionEnabled = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uiview/alpha: 1 by default, kept between 0
  // and 1.
  open var alpha: CGFloat {
    get { storedAlpha }
    set { storedAlpha = min(1, max(0, newValue)) }
  }
  // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor: nil by default.
  open var backgroundColor: UIColor? {
    get { storedBackgroundColor }
    set { storedBackgroundColor = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask: none by default.
  open var autoresizingMask: AutoresizingMask {
    get { storedAutoresizingMask }
    set { storedAutoresizingMask = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uiview/contentmode: scaleToFill by default.
  open var contentMode: ContentMode {
    get { storedContentMode }
    set { storedContentMode = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uiview/window: the window the view is in
  // (through its superviews), nil until it is added to one.
  open var window: UIWindow? {
    var view = storedSuperview
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.storedSuperview
    }
    return nil
  }
  // https://developer.apple.com/documentation/uikit/uiview/superview
  open var superview: UIView? { storedSuperview }
  // https://developer.apple.com/documentation/uikit/uiview/subviews: back to front.
  open var subviews: [UIView] { storedSubviews }

  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:): on top of the
  // other subviews; a view has one superview, so it leaves any other first (and one already
  // here comes to the top).
  open func addSubview(_ view: UIView) {
    precondition(view !== self, "fake UIView: a view cannot be its own subview")
    if let old = view.storedSuperview {
      old.storedSubviews.removeAll { $0 === view }
      if old !== self { old.setNeedsLayout() }
    }
    storedSubviews.append(view)
    view.storedSuperview = self
    setNeedsLayout()
  }

  // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview(): unlinks the
  // view (and so its subviews) from its superview and its window.
  open func removeFromSuperview() {
    guard let old = storedSuperview else { return }
    old.storedSubviews.removeAll { $0 === self }
    storedSuperview = nil
    old.setNeedsLayout()
  }

  // https://developer.apple.com/documentation/uikit/uiview/setneedslayout(): the layout
  // happens later, at the next `layoutIfNeeded()` here (there is no update cycle).
  open func setNeedsLayout() { needsLayout = true }

  // https://developer.apple.com/documentation/uikit/uiview/layoutifneeded(): lays out the view
  // subtree from this view down, each view whose layout is pending (`layoutSubviews()`, then
  // its view controller's `viewDidLayoutSubviews()`); nothing else when none is.
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
      owningViewController?.viewDidLayoutSubviews()
    }
    for subview in storedSubviews { subview.layoutIfNeeded() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews(): the default lays
  // out by constraints, of which there are none here: it does nothing.
  open func layoutSubviews() {}

  // https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:): the view's
  // current size by default.
  open func sizeThatFits(_ size: CGSize) -> CGSize { storedBounds.size }

  // https://developer.apple.com/documentation/uikit/uiview/sizetofit(): resizes the view to
  // `sizeThatFits(_:)` of its current size.
  open func sizeToFit() {
    let size = sizeThatFits(storedBounds.size)
    var newFrame = frame
    newFrame.size = size
    frame = newFrame
  }

  // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:): the frontmost
  // view of the subtree that contains `point` (in this view's coordinates), ignoring hidden
  // views, views that take no touches and views of alpha below 0.01.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event)
    else { return nil }
    for subview in storedSubviews.reversed() {
      let origin = subview.frame.origin
      let inSubview = CGPoint(
        x: point.x - origin.x + subview.bounds.minX, y: point.y - origin.y + subview.bounds.minY)
      if let hit = subview.hitTest(inSubview, with: event) { return hit }
    }
    return self
  }

  // https://developer.apple.com/documentation/uikit/uiview/point(inside:with:): whether `point`
  // is within the bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    storedBounds.contains(point)
  }

  // https://developer.apple.com/documentation/uikit/uiview/maximumcontentsizecategory (iOS 15,
  // tvOS 15): nil (no limit) by default.
  open var maximumContentSizeCategory: UIContentSizeCategory? {
    get { storedMaximumContentSizeCategory }
    set { storedMaximumContentSizeCategory = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uifocusenvironment/preferredfocusenvironments
  // and .../preferredfocusedview: a view prefers itself by default.
  open var preferredFocusEnvironments: [any UIFocusEnvironment] { [self] }
  // https://developer.apple.com/documentation/uikit/uifocusenvironment/setneedsfocusupdate():
  // no effect when the environment does not hold the focused item, which nothing does here
  // (there is no focus engine).
  open func setNeedsFocusUpdate() {}
  // https://developer.apple.com/documentation/uikit/uifocusenvironment/updatefocusifneeded():
  // no focus update is pending here.
  open func updateFocusIfNeeded() {}

  // https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier:
  // nil by default.
  open var accessibilityIdentifier: String? {
    get { storedAccessibilityIdentifier }
    set { storedAccessibilityIdentifier = newValue }
  }
}

extension UIView {
  /// Sets the bounds' size: the subviews follow by their autoresizing masks
  /// (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask; flexible width
  /// and height, the options declared here), and a layout becomes pending.
  private func resize(to size: CGSize) {
    let old = storedBounds.size
    storedBounds.size = size
    layer.frame = frame
    guard old != size else { return }
    for subview in storedSubviews { subview.superviewResized(from: old, to: size) }
    setNeedsLayout()
  }

  private func superviewResized(from old: CGSize, to new: CGSize) {
    let mask = storedAutoresizingMask
    precondition(
      mask.isSubset(of: [.flexibleWidth, .flexibleHeight]),
      "fake UIView: only the flexibleWidth and flexibleHeight autoresizing options are faked")
    var newFrame = frame
    if mask.contains(.flexibleWidth) { newFrame.size.width += new.width - old.width }
    if mask.contains(.flexibleHeight) { newFrame.size.height += new.height - old.height }
    if newFrame != frame { frame = newFrame }
  }
}

// MARK: Test controls

extension UIView {
  /// A tap at `point`, in this view's coordinates, as UIKit delivers a touch
  /// (https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events):
  /// to the view `hitTest(_:with:)` finds, then up the responder chain (its superviews) to the
  /// first control, which is tapped (`UIControl.simulateTap()`). Returns that control; nil when
  /// the touch hits no view or reaches no control.
  @discardableResult
  package func simulateTap(at point: CGPoint) -> UIControl? {
    var view = hitTest(point, with: nil)
    while let current = view {
      if let control = current as? UIControl {
        control.simulateTap()
        return control
      }
      view = current.superview
    }
    return nil
  }
}

// https://developer.apple.com/documentation/uikit/uiwindow: the root of a view hierarchy on
// screen.
@MainActor @preconcurrency
open class UIWindow: UIView {}

// UIAccessibility's informal protocol on NSObject
// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel,
// .../accessibilityhint, .../accessibilitytraits, .../isaccessibilityelement): kept per object.
// By default a UIKit control (UIButton here) and a label are accessibility elements, with the
// button and static text traits, labelled with their title or text; anything else is not an
// element and has no label, hint or traits.
extension NSObject {
  @MainActor public var accessibilityLabel: String? {
    get { AccessibilityValues.read(self).label ?? AccessibilityValues.defaultLabel(of: self) }
    set { AccessibilityValues.update(self) { $0.label = newValue } }
  }
  @MainActor public var accessibilityHint: String? {
    get { AccessibilityValues.read(self).hint }
    set { AccessibilityValues.update(self) { $0.hint = newValue } }
  }
  @MainActor public var accessibilityTraits: UIAccessibilityTraits {
    get {
      AccessibilityValues.read(self).traits ?? AccessibilityValues.defaultTraits(of: self)
    }
    set { AccessibilityValues.update(self) { $0.traits = newValue } }
  }
  @MainActor public var isAccessibilityElement: Bool {
    get {
      AccessibilityValues.read(self).isElement ?? AccessibilityValues.isDefaultElement(self)
    }
    set { AccessibilityValues.update(self) { $0.isElement = newValue } }
  }
}

/// The accessibility values set on objects, by identity (checked against a weak reference, so
/// an object allocated where a dead one was starts with the defaults).
@MainActor
enum AccessibilityValues {
  struct Values {
    weak var object: NSObject?
    var label: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var isElement: Bool?
  }

  private static var table: [ObjectIdentifier: Values] = [:]

  static func read(_ object: NSObject) -> Values {
    guard let values = table[ObjectIdentifier(object)], values.object === object else {
      return Values(object: object)
    }
    return values
  }

  static func update(_ object: NSObject, _ change: (inout Values) -> Void) {
    table = table.filter { $0.value.object != nil }
    var values = read(object)
    change(&values)
    table[ObjectIdentifier(object)] = values
  }

  static func defaultLabel(of object: NSObject) -> String? {
    if let button = object as? UIButton { return button.currentTitle }
    if let label = object as? UILabel { return label.text }
    return nil
  }

  static func defaultTraits(of object: NSObject) -> UIAccessibilityTraits {
    if object is UIButton { return .button }
    if object is UILabel { return .staticText }
    return []
  }

  static func isDefaultElement(_ object: NSObject) -> Bool {
    object is UIButton || object is UILabel
  }
}

// Not on NSObject: views (and bar items, images) adopt UIAccessibilityIdentification.
@MainActor @preconcurrency
public protocol UIAccessibilityIdentification: NSObjectProtocol {
  var accessibilityIdentifier: String? { get set }
}
