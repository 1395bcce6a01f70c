import Foundation
import Interlude

/// A custom ``ReportingBeaconSender``, not a ``BeaconQueue``: it sends nothing and reports
/// every beacon it is given as dropped, rejected with one status code; ``report(_:)`` reports
/// any other event.
@MainActor
final class RejectingBeaconSender: ReportingBeaconSender {
  /// The beacons reported dropped so far, in order.
  private(set) var dropped: [QueuedBeacon] = []
  private let statusCode: Int
  private var observers: [@MainActor (BeaconQueueEvent) -> Bool] = []

  init(statusCode: Int) {
    self.statusCode = statusCode
  }

  func send(_ url: URL) async {
    let beacon = QueuedBeacon(
      id: String(dropped.count), url: url, priority: .tracking, enqueuedAt: Date())
    dropped.append(beacon)
    report(.dropped(beacon, reason: .rejected(statusCode: statusCode)))
  }

  func observe(_ observer: @escaping @MainActor (BeaconQueueEvent) -> Bool) {
    observers.append(observer)
  }

  /// Hands `event` to the observers, dropping those that ask to stop.
  func report(_ event: BeaconQueueEvent) {
    observers = observers.filter { $0(event) }
  }

  /// Waits (polling, up to two seconds) until the beacon at `url` was reported dropped.
  func waitUntilDropped(_ url: String) async throws {
    let deadline = Date().addingTimeInterval(2)
    while !dropped.contains(where: { $0.url.absoluteString == url }), Date() < deadline {
      try await Task.sleep(nanoseconds: 2_000_000)
    }
  }
}
