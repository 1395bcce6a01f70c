public import Foundation

/// A beacon sender that takes beacons synchronously on the main actor, in firing order: a
/// recorder, or a durable queue that only appends to its journal before sending on its own.
///
/// Playback hands beacons to such a sender at once instead of spawning a task per beacon, so
/// their order and timing are exactly those of the events that fired them.
@MainActor
public protocol ImmediateBeaconSender: BeaconSender {
  /// Accepts one beacon whose macros are already expanded.
  func enqueue(_ url: URL)
}

/// Delivers beacons through any sender: at once for an ``ImmediateBeaconSender``, else in a
/// task (fire and forget, in order within the group).
@MainActor
enum BeaconDelivery {
  static func deliver(_ urls: [URL], through sender: any BeaconSender) {
    guard !urls.isEmpty else { return }
    if let immediate = sender as? any ImmediateBeaconSender {
      for url in urls { immediate.enqueue(url) }
      return
    }
    Task {
      for url in urls { await sender.send(url) }
    }
  }
}
