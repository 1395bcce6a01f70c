public import Foundation
public import Interlude

/// A `LinkOpener` that records the landing pages opened; the user stays on each one until the
/// test calls ``userReturns()``.
@MainActor
public final class RecordingLinkOpener: LinkOpener {
  /// The URLs opened, in order.
  public private(set) var opened: [URL] = []
  private var waiting: [@MainActor () -> Void] = []

  /// Creates a recorder with nothing opened.
  public init() {}

  /// Records `url` as opened.
  public func open(_ url: URL) { opened.append(url) }

  /// Records `url` as opened; `onReturn` runs when the test calls ``userReturns()``.
  public func open(_ url: URL, onReturn: @escaping @MainActor () -> Void) {
    opened.append(url)
    waiting.append(onReturn)
  }

  /// The user comes back from every landing page opened so far.
  public func userReturns() {
    let returns = waiting
    waiting = []
    for onReturn in returns { onReturn() }
  }
}
