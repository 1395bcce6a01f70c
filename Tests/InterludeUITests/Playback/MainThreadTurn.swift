import Foundation

/// One turn of the main thread, as the system takes one: an operation of the main operation
/// queue, where a notification posted for observers on the main queue reaches them within the
/// post (`NotificationCenter+MainThreadPosting.swift` in the fakes says why), so a test can
/// make a change and post a notification in the same turn as a framework does.
enum MainThreadTurn {
  /// Runs `body` in an operation of the main operation queue and returns once it has run.
  @MainActor
  static func run(_ body: @escaping @MainActor () -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      OperationQueue.main.addOperation {
        MainActor.assumeIsolated { body() }
        continuation.resume()
      }
    }
  }
}
