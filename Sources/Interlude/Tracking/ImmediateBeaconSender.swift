package import Foundation

/// A beacon sender that takes beacons synchronously on the main actor, in firing order: a
/// recorder, or a durable queue (``BeaconQueue``) that only appends to its journal before
/// sending on its own.
///
/// Playback hands beacons to such a sender at once instead of spawning a task per beacon, so
/// their order and timing are exactly those of the events that fired them.
@MainActor
package protocol ImmediateBeaconSender: BeaconSender {
  /// Accepts one beacon whose macros are already expanded.
  func enqueue(_ url: URL)

  /// Accepts one beacon whose macros are already expanded, with its priority. The default
  /// ignores the priority and calls ``enqueue(_:)``.
  func enqueue(_ url: URL, priority: BeaconPriority)
}

extension ImmediateBeaconSender {
  /// Accepts the beacon with ``enqueue(_:)``; the priority is ignored.
  package func enqueue(_ url: URL, priority: BeaconPriority) {
    enqueue(url)
  }
}
