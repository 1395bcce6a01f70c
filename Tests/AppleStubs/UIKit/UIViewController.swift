// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of UIKit, not Apple's code: UIViewController as Apple documents it
// (https://developer.apple.com/documentation/uikit/uiviewcontroller), with the signatures and
// isolation of Apple's documentation. Presentations happen at once (there are no animations).
// Declarations Apple marks unavailable on tvOS go under #if !APPLE_STUBS_TVOS.

@MainActor @preconcurrency
open class UIViewController: UIResponder, UIFocusEnvironment {
  private var storedView: UIView?
  private var storedTitle: String?
  private weak var storedPresentingViewController: UIViewController?
  private var storedPresentedViewController: UIViewController?
  private var storedModalInPresentation = false
  /// The children (Apple's `children`), in the order they were added.
  package private(set) var fakeChildren: [UIViewController] = []
  /// The parent (Apple's `parent`).
  package private(set) weak var fakeParent: UIViewController?

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:):
  // there are no nib files here, so the view is made by `loadView()`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  // Unarchiving is not faked.
  public required init?(coder: NSCoder) { fatalError("stub") }
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view: read while nil, it
  // is loaded (`loadView()`, then `viewDidLoad()`, once).
  open var view: UIView! {
    get {
      if storedView == nil {
        loadView()
        precondition(storedView != nil, "fake UIKit: loadView() must set the view")
        viewDidLoad()
      }
      return storedView
    }
    set {
      storedView?.owningViewController = nil
      storedView = newValue
      newValue?.owningViewController = self
    }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview(): without a nib,
  // a plain view.
  func loadView() {
    view = UIView(frame: .zero)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
  open var viewIfLoaded: UIView? { storedView }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
  open var isViewLoaded: Bool { storedView != nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String? {
    get { storedTitle }
    set { storedTitle = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController? { storedPresentedViewController }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  open var presentingViewController: UIViewController? { storedPresentingViewController }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation:
  // false by default.
  open var isModalInPresentation: Bool {
    get { storedModalInPresentation }
    set { storedModalInPresentation = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload(): called once
  // the view is loaded; the default does nothing.
  open func viewDidLoad() {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:) and the
  // other appearance callbacks: called around a presentation and a dismissal here; the defaults
  // do nothing.
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews():
  // called after the view's `layoutSubviews()`; the default does nothing.
  open func viewDidLayoutSubviews() {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:):
  // the presented controller's view (loaded first) fills the presenter's window; it hears
  // viewWillAppear and viewDidAppear, then the completion runs. UIKit presents nothing (and logs
  // a warning) when the presenter's view is in no window or the presenter already presents a
  // controller, and a controller presented elsewhere cannot be presented (an exception).
  // The completion is a plain closure in the iOS 16.4 SDK and in Apple's current documentation.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    precondition(
      viewControllerToPresent.storedPresentingViewController == nil,
      "fake UIKit: the view controller is already presented")
    guard let window = viewIfLoaded?.window, storedPresentedViewController == nil else { return }
    storedPresentedViewController = viewControllerToPresent
    viewControllerToPresent.storedPresentingViewController = self
    let presentedView: UIView = viewControllerToPresent.view
    viewControllerToPresent.viewWillAppear(flag)
    presentedView.frame = window.bounds
    window.addSubview(presentedView)
    viewControllerToPresent.viewDidAppear(flag)
    completion?()
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:):
  // the presenter dismisses: called on a presented controller, it asks its presenter; called
  // on a presenter, it dismisses the controller it presented and every one presented above
  // it, each hearing viewWillDisappear and viewDidDisappear, then the completion runs (at
  // once when nothing is presented).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let presented = storedPresentedViewController else {
      if let presenter = storedPresentingViewController {
        presenter.dismiss(animated: flag, completion: completion)
      } else {
        completion?()
      }
      return
    }
    var stack = [presented]
    while let next = stack.last?.storedPresentedViewController { stack.append(next) }
    for controller in stack.reversed() {
      controller.viewWillDisappear(flag)
      controller.viewIfLoaded?.removeFromSuperview()
      controller.storedPresentedViewController = nil
      controller.storedPresentingViewController = nil
      controller.viewDidDisappear(flag)
    }
    storedPresentedViewController = nil
    completion?()
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:): the child
  // joins the children (leaving its former parent).
  open func addChild(_ childController: UIViewController) {
    childController.fakeParent?.fakeChildren.removeAll { $0 === childController }
    fakeChildren.append(childController)
    childController.fakeParent = self
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:): the
  // default does nothing.
  open func didMove(toParent parent: UIViewController?) {}

  // https://developer.apple.com/documentation/uikit/uifocusenvironment/preferredfocusedview:
  // a view controller prefers its root view by default.
  open var preferredFocusEnvironments: [any UIFocusEnvironment] { [view] }
  // https://developer.apple.com/documentation/uikit/uifocusenvironment/setneedsfocusupdate():
  // no effect when the environment does not hold the focused item, which nothing does here
  // (there is no focus engine).
  open func setNeedsFocusUpdate() {}
  open func updateFocusIfNeeded() {}
}
