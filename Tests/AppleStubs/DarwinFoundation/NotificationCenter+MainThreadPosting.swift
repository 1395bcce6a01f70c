// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Part of the Foundation fake, not Apple's code: how the fakes post notifications "on the main
// thread", as UIKit (and AVFoundation, for its observers on the main queue) do.
//
// swift-corelibs-foundation delivers a post to an observer registered with `queue: .main` at
// once only when the post is made from an operation of the main operation queue; a post made
// on the main dispatch queue outside one (where a main-actor test runs, after dispatch_main)
// adds the observer's block to the main operation queue and waits for it, which never runs:
// a deadlock. So the fakes post from an operation of the main operation queue, where every
// observer on the main queue (or on none) hears the notification within the post, as on Apple's
// platforms, and the caller waits for it, or not.
import Foundation

extension NotificationCenter {
  /// Posts from an operation of the main operation queue and returns once every observer on
  /// the main queue (or on none) has run.
  @MainActor
  package func postOnMainThread(
    _ name: Notification.Name, object: AnyObject?, userInfo: [AnyHashable: Any]? = nil
  ) async {
    nonisolated(unsafe) let object = object
    nonisolated(unsafe) let userInfo = userInfo
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      OperationQueue.main.addOperation {
        self.post(name: name, object: object, userInfo: userInfo)
        continuation.resume()
      }
    }
  }

  /// Posts from an operation of the main operation queue, later: enqueued behind what the main
  /// queue holds, as a framework posts from a thread of its own for observers on the main
  /// queue.
  package func enqueuePostOnMainThread(
    _ name: Notification.Name, object: AnyObject?, userInfo: [AnyHashable: Any]? = nil
  ) {
    nonisolated(unsafe) let object = object
    nonisolated(unsafe) let userInfo = userInfo
    OperationQueue.main.addOperation {
      self.post(name: name, object: object, userInfo: userInfo)
    }
  }
}
