// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Type-check stub of UIKit, not Apple's code: the declarations Sources/InterludeUI (and the
// example app) use, with the signatures and isolation of Apple's documentation. Bodies trap;
// never linked. Declarations Apple marks unavailable on tvOS go under #if !APPLE_STUBS_TVOS.

@MainActor @preconcurrency
open class UIViewController: UIResponder, UIFocusEnvironment {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError("stub") }
  public required init?(coder: NSCoder) { fatalError("stub") }
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  open var view: UIView! {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var viewIfLoaded: UIView? { fatalError("stub") }
  open var isViewLoaded: Bool { fatalError("stub") }
  open var title: String? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var presentedViewController: UIViewController? { fatalError("stub") }
  open var presentingViewController: UIViewController? { fatalError("stub") }
  open var isModalInPresentation: Bool {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  open func viewDidLoad() { fatalError("stub") }
  open func viewWillAppear(_ animated: Bool) { fatalError("stub") }
  open func viewDidAppear(_ animated: Bool) { fatalError("stub") }
  open func viewWillDisappear(_ animated: Bool) { fatalError("stub") }
  open func viewDidDisappear(_ animated: Bool) { fatalError("stub") }
  open func viewDidLayoutSubviews() { fatalError("stub") }

  // The completion is a plain closure in the iOS 16.4 SDK and in Apple's current documentation.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) { fatalError("stub") }
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    fatalError("stub")
  }

  open func addChild(_ childController: UIViewController) { fatalError("stub") }
  open func didMove(toParent parent: UIViewController?) { fatalError("stub") }

  open var preferredFocusEnvironments: [any UIFocusEnvironment] { fatalError("stub") }
  open func setNeedsFocusUpdate() { fatalError("stub") }
  open func updateFocusIfNeeded() { fatalError("stub") }
}
