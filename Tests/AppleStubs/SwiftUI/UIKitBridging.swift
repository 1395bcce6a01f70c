// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of SwiftUI, not Apple's code: the declarations Sources/InterludeUI (and the example app)
// use, with the signatures and isolation of Apple's documentation (View is a main-actor protocol).
// Only what iOS 15 and tvOS 15 have is declared. UIHostingController runs (below); the
// representable's bodies trap (`fatalError("stub")`): no test runs them yet.
import UIKit

@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>

  func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
  func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)
  static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
  func makeCoordinator() -> Self.Coordinator
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
  public func makeCoordinator() -> Self.Coordinator { fatalError("stub") }
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
  ) {}
  public var body: Never { fatalError("stub") }
}

@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  public let coordinator: Representable.Coordinator
}

// https://developer.apple.com/documentation/swiftui/uihostingcontroller: a view controller that
// shows a SwiftUI view. Nothing renders SwiftUI here: its view is a plain UIView, and the root
// view is kept for the tests to read.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
  private var storedRootView: Content

  // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
  public init(rootView: Content) {
    storedRootView = rootView
    super.init(nibName: nil, bundle: nil)
  }
  // Unarchiving is not faked.
  public required init?(coder aDecoder: NSCoder) { fatalError("stub") }
  // https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview: the view
  // shown, replaceable.
  public var rootView: Content {
    get { storedRootView }
    set { storedRootView = newValue }
  }
}
