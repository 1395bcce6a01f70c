import Foundation
import Interlude

/// A beacon sender that only records what a simulation "sends".
///
/// Playback hands it beacons synchronously (``ImmediateBeaconSender``), so the timeline records
/// each at the simulated time it was fired, in firing order.
@MainActor
final class BeaconLog: ImmediateBeaconSender {
  /// Called with each beacon as it is sent.
  var onSend: (URL) -> Void = { _ in }
  /// Delivers the beacons after they are recorded, when the session delivers them
  /// (``SimulationOptions/deliversBeacons``).
  var forward: BeaconQueue?

  func enqueue(_ url: URL) {
    enqueue(url, priority: .tracking)
  }

  func enqueue(_ url: URL, priority: BeaconPriority) {
    onSend(url)
    forward?.enqueue(url, priority: priority)
  }

  func send(_ url: URL) async {
    enqueue(url)
  }
}
