// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of UIKit, not Apple's code: UIControl, UIAction and UIButton as Apple documents them, with
// the signatures and isolation of Apple's documentation. There are no touches: a test taps a
// control with `simulateTap()` (package), or sends its events with `sendActions(for:)`.
// Declarations Apple marks unavailable on tvOS go under #if !APPLE_STUBS_TVOS.

// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor @preconcurrency
open class UIControl: UIView {
  // Not Hashable: Apple's UIControl.State is an OptionSet (Equatable) only.
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }

  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  private var storedEnabled = true
  private var storedSelected = false
  private var actions: [(action: UIAction, events: Event)] = []

  // https://developer.apple.com/documentation/uikit/uicontrol/isenabled: true by default.
  open var isEnabled: Bool {
    get { storedEnabled }
    set {
      storedEnabled = newValue
      controlStateChanged()
    }
  }
  // https://developer.apple.com/documentation/uikit/uicontrol/isselected: false by default.
  open var isSelected: Bool {
    get { storedSelected }
    set {
      storedSelected = newValue
      controlStateChanged()
    }
  }

  /// The control's state (Apple's `state`): disabled and selected as set.
  var controlState: State {
    var state: State = []
    if !storedEnabled { state.insert(.disabled) }
    if storedSelected { state.insert(.selected) }
    return state
  }

  /// Called when `controlState` may have changed.
  func controlStateChanged() {}

  // https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:) (iOS 14,
  // tvOS 14): the action's handler runs when the control sends one of the events.
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.append((action, controlEvents))
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:): runs the
  // actions of each of the events, event by event, in the order they were added.
  open func sendActions(for controlEvents: UIControl.Event) {
    for bit in 0..<UInt.bitWidth {
      let event = Event(rawValue: 1 << UInt(bit))
      guard controlEvents.contains(event) else { continue }
      for (action, events) in actions where events.contains(event) {
        action.handler?(action)
      }
    }
  }
}

// MARK: Test controls

extension UIControl {
  /// A tap on the control, as UIKit delivers one: nothing for a disabled or hidden control, or
  /// one that takes no touches; otherwise touch down, touch up inside and, for a button, the
  /// primary action (https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered).
  package func simulateTap() {
    guard isEnabled, !isHidden, isUserInteractionEnabled else { return }
    var events: Event = [Event(rawValue: 1 << 0), .touchUpInside]
    if self is UIButton { events.insert(.primaryActionTriggered) }
    sendActions(for: events)
  }
}

// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor @preconcurrency
open class UIMenuElement: NSObject {}

// Stricter than Apple's plain (UIAction) -> Void: code that compiles here compiles there.
public typealias UIActionHandler = @MainActor @Sendable (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uiaction
@MainActor @preconcurrency
open class UIAction: UIMenuElement {
  /// The handler (nil for an action made without one).
  var handler: UIActionHandler?
  /// The action's title (Apple's `title`).
  package private(set) var title = ""

  // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  // (iOS 13, tvOS 14; the identifier, discoverability title, attributes and state are omitted).
  public convenience init(
    title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler
  ) {
    self.init()
    self.title = title
    self.handler = handler
  }
}

// https://developer.apple.com/documentation/uikit/uibutton
@MainActor @preconcurrency
open class UIButton: UIControl {
  public enum ButtonType: Int, Sendable {
    case custom
    case system
  }

  /// The button's type (Apple's `buttonType`).
  package private(set) var buttonType = ButtonType.custom
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var storedTitleLabel: UILabel?
  private var storedImageView: UIImageView?

  // https://developer.apple.com/documentation/uikit/uibutton/init(type:)
  public convenience init(type buttonType: UIButton.ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  // https://developer.apple.com/documentation/uikit/uibutton/titlelabel: shows the current
  // title.
  open var titleLabel: UILabel? {
    if let storedTitleLabel { return storedTitleLabel }
    let label = UILabel()
    label.text = currentTitle
    storedTitleLabel = label
    return label
  }

  // https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:): a state without
  // a title of its own shows the normal state's.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    controlStateChanged()
  }

  // https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:)
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
    controlStateChanged()
  }

  // https://developer.apple.com/documentation/uikit/uibutton/title(for:): the state's title,
  // or the normal state's when it has none.
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  // https://developer.apple.com/documentation/uikit/uibutton/imageview: shows the current
  // image.
  open var imageView: UIImageView? {
    if let storedImageView { return storedImageView }
    let view = UIImageView(image: currentImage)
    storedImageView = view
    return view
  }

  // https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:): a state without
  // an image of its own shows the normal state's.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
    controlStateChanged()
  }

  // https://developer.apple.com/documentation/uikit/uibutton/image(for:)
  open func image(for state: UIControl.State) -> UIImage? {
    images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
  }

  /// The title of the current state (Apple's `currentTitle`).
  package var currentTitle: String? { title(for: controlState) }
  /// The title color of the current state (Apple's `currentTitleColor`).
  package var currentTitleColor: UIColor? {
    titleColors[controlState.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
  }
  /// The image of the current state (Apple's `currentImage`).
  package var currentImage: UIImage? { image(for: controlState) }

  override func controlStateChanged() {
    storedTitleLabel?.text = currentTitle
    storedTitleLabel?.textColor = currentTitleColor
    storedImageView?.image = currentImage
  }

  // https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:): a button answers
  // the size of its content. Apple documents no metrics: here the current image beside the
  // current title, measured as a label measures it (`TextMetrics`, in the title label's font),
  // with no insets.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let title = TextMetrics.size(
      of: currentTitle, pointSize: titleLabel?.font.pointSize ?? 17, numberOfLines: 1)
    let image = currentImage?.size ?? .zero
    return CGSize(width: title.width + image.width, height: max(title.height, image.height))
  }
}
