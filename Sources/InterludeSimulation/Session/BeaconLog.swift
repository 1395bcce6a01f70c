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

  func enqueue(_ url: URL) {
    onSend(url)
  }

  func send(_ url: URL) async {
    onSend(url)
  }
}
