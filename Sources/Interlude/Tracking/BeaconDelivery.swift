import Foundation

/// Delivers beacons through any sender: at once for an ``ImmediateBeaconSender``, else in a
/// task (fire and forget, in order within the group).
@MainActor
enum BeaconDelivery {
  static func deliver(
    _ urls: [URL], through sender: any BeaconSender, priority: BeaconPriority = .tracking
  ) {
    guard !urls.isEmpty else { return }
    if let immediate = sender as? any ImmediateBeaconSender {
      for url in urls { immediate.enqueue(url, priority: priority) }
      return
    }
    Task {
      for url in urls { await sender.send(url, priority: priority) }
    }
  }
}
