import Foundation
import Testing
import UIKit

extension AppleLayerTests {
  /// The UIKit fake's application: its state and the notifications of its life cycle
  /// (https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle).
  @MainActor
  @Suite("Apple fakes: UIApplication")
  struct UIApplicationTests {
    init() async {
      await AppleLayerTests.reset()
    }

    @Test(
      "Background: willResignActive then didEnterBackground; back: willEnterForeground then didBecomeActive, with the state at each"
    )
    func lifeCycle() async {
      let application = UIApplication.shared
      let log = LockedState<[String]>([])
      let names: [Notification.Name] = [
        UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
        UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
      ]
      let tokens = names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: application, queue: .main) {
          notification in
          let state = MainActor.assumeIsolated { application.applicationState }
          log.withLock { $0.append("\(notification.name.rawValue) \(state.rawValue)") }
        }
      }
      defer { tokens.forEach(NotificationCenter.default.removeObserver) }
      #expect(application.applicationState == .active)
      await application.enterBackground()
      #expect(application.applicationState == .background)
      await application.becomeActive()
      #expect(
        log.withLock { $0 } == [
          "UIApplicationWillResignActiveNotification 0",
          "UIApplicationDidEnterBackgroundNotification 2",
          "UIApplicationWillEnterForegroundNotification 1",
          "UIApplicationDidBecomeActiveNotification 0",
        ])
    }

    @Test("open(_:options:completionHandler:) answers on the main queue, later")
    func opensURLs() async {
      let application = UIApplication.shared
      let url = URL(string: "https://example.com/landing") ?? URL(fileURLWithPath: "/")
      let answers = LockedState<[Bool]>([])
      application.open(url) { opened in answers.withLock { $0.append(opened) } }
      #expect(answers.withLock { $0 }.isEmpty)
      await MainQueue.settle()
      #expect(answers.withLock { $0 } == [true])
      #expect(application.openedURLs == [url])
    }
  }
}
