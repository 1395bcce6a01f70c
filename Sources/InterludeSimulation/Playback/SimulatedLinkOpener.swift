public import Foundation
public import Interlude

/// A link opener whose user reads each landing page for ``returnAfter`` seconds of a
/// ``ManualClock`` and then comes back to the app, as after closing an in-app browser.
@MainActor
public final class SimulatedLinkOpener: LinkOpener {
  /// Every address opened, in order.
  public private(set) var opened: [URL] = []
  /// How long the user stays on a landing page, in seconds.
  public var returnAfter: Double
  /// Called when the user comes back from a landing page (the simulator records it).
  public var onUserReturn: (@MainActor () -> Void)?
  private let clock: ManualClock

  /// Creates an opener on `clock` whose user comes back after `returnAfter` seconds.
  public init(clock: ManualClock, returnAfter: Double = 3) {
    self.clock = clock
    self.returnAfter = returnAfter
  }

  /// Records `url`; the user never comes back.
  public func open(_ url: URL) {
    opened.append(url)
  }

  /// Records `url` and calls `onReturn` when the user comes back, ``returnAfter`` seconds later.
  public func open(_ url: URL, onReturn: @escaping @MainActor () -> Void) {
    opened.append(url)
    clock.schedule(after: returnAfter) { [weak self] in
      self?.onUserReturn?()
      onReturn()
    }
  }
}
