import Foundation

/// The main queue, where the fakes deliver what Apple's frameworks deliver asynchronously and
/// where the layer's tasks run.
enum MainQueue {
  /// Lets the main queue run what is enqueued on it, and what that enqueues in turn (a
  /// key-value observer of the layer starts a main-actor task, which may start another), up to
  /// `rounds` deep.
  @MainActor
  static func settle(rounds: Int = 5) async {
    for _ in 0..<rounds {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
      }
    }
  }
}
