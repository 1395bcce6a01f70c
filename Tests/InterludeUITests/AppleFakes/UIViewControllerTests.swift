import Foundation
import Testing
import UIKit

extension AppleLayerTests {
  /// The UIKit fake's view controllers, as the Apple pages cited in the fake describe them.
  @MainActor
  @Suite("Apple fakes: UIViewController")
  struct UIViewControllerTests {
    final class Recording: UIViewController {
      var log: [String] = []
      override func viewDidLoad() { log.append("viewDidLoad") }
      override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
      override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
      override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
      override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
    }

    /// A controller whose view is in a window, as an app's on screen is.
    func onScreen() -> (UIWindow, Recording) {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let controller = Recording()
      window.addSubview(controller.view)
      return (window, controller)
    }

    @Test("The view loads on its first access: loadView, then viewDidLoad, once")
    func loadsTheViewOnce() {
      let controller = Recording()
      #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
      let view = controller.view
      #expect(controller.view === view)
      #expect(controller.isViewLoaded)
      #expect(controller.log == ["viewDidLoad"])
    }

    @Test(
      "present: the presented controller appears, then the completion runs; dismiss from it asks its presenter"
    )
    func presentsAndDismisses() {
      let (window, presenter) = onScreen()
      let presented = Recording()
      var completions: [String] = []
      presenter.present(presented, animated: true) { completions.append("presented") }
      #expect(presenter.presentedViewController === presented)
      #expect(presented.presentingViewController === presenter)
      #expect(presented.view.window === window)
      #expect(presented.log == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
      #expect(completions == ["presented"])
      presented.dismiss(animated: true) { completions.append("dismissed") }
      #expect(presenter.presentedViewController == nil)
      #expect(presented.presentingViewController == nil)
      #expect(presented.view.window == nil)
      #expect(presented.log.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
      #expect(completions == ["presented", "dismissed"])
    }

    @Test("present does nothing when the presenter's view is in no window or it already presents")
    func presentsOnlyFromTheScreen() {
      let offScreen = Recording()
      var completed = false
      offScreen.present(Recording(), animated: false) { completed = true }
      #expect(offScreen.presentedViewController == nil && !completed)
      let (window, presenter) = onScreen()
      let first = Recording()
      presenter.present(first, animated: false)
      presenter.present(Recording(), animated: false) { completed = true }
      #expect(presenter.presentedViewController === first && !completed)
      _ = window
    }
  }
}
