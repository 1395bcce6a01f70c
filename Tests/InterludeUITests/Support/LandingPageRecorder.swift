import Foundation
import Interlude

/// A `LinkOpener` that records the landing pages opened; the user stays on them until the test
/// calls ``userReturns()``.
@MainActor
final class LandingPageRecorder: LinkOpener {
  private(set) var opened: [URL] = []
  private var waiting: [@MainActor () -> Void] = []

  func open(_ url: URL) { opened.append(url) }

  func open(_ url: URL, onReturn: @escaping @MainActor () -> Void) {
    opened.append(url)
    waiting.append(onReturn)
  }

  /// The user comes back from every landing page opened so far.
  func userReturns() {
    let returns = waiting
    waiting = []
    for onReturn in returns { onReturn() }
  }
}
