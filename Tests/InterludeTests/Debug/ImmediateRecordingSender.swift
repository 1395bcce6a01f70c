import Foundation
import Interlude

/// An ``ImmediateBeaconSender`` that records how each beacon arrived: synchronously
/// (`enqueue`) or through the asynchronous `send`.
@MainActor
final class ImmediateRecordingSender: ImmediateBeaconSender {
  private(set) var enqueued: [(url: URL, priority: BeaconPriority)] = []
  private(set) var sent: [URL] = []

  func enqueue(_ url: URL) {
    enqueued.append((url, .tracking))
  }

  func enqueue(_ url: URL, priority: BeaconPriority) {
    enqueued.append((url, priority))
  }

  func send(_ url: URL) async {
    sent.append(url)
  }
}
