// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Type-check stub of UIKit, not Apple's code: the declarations Sources/InterludeUI (and the
// example app) use, with the signatures and isolation of Apple's documentation. Bodies trap;
// never linked. Declarations Apple marks unavailable on tvOS go under #if !APPLE_STUBS_TVOS.

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

  open var isEnabled: Bool {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var isSelected: Bool {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // iOS 14, tvOS 14.
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    fatalError("stub")
  }
}

@MainActor @preconcurrency
open class UIMenuElement: NSObject {}

// Stricter than Apple's plain (UIAction) -> Void: code that compiles here compiles there.
public typealias UIActionHandler = @MainActor @Sendable (UIAction) -> Void

@MainActor @preconcurrency
open class UIAction: UIMenuElement {
  // iOS 13, tvOS 14 (the identifier, discoverability title, attributes and state are omitted).
  public convenience init(
    title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler
  ) {
    self.init()
  }
}

@MainActor @preconcurrency
open class UIButton: UIControl {
  public enum ButtonType: Int, Sendable {
    case custom
    case system
  }

  public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }

  open var titleLabel: UILabel? { fatalError("stub") }
  open func setTitle(_ title: String?, for state: UIControl.State) { fatalError("stub") }
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { fatalError("stub") }
  open func title(for state: UIControl.State) -> String? { fatalError("stub") }
  open var imageView: UIImageView? { fatalError("stub") }
  open func setImage(_ image: UIImage?, for state: UIControl.State) { fatalError("stub") }
  open func image(for state: UIControl.State) -> UIImage? { fatalError("stub") }
}
