import Foundation

/// A beacon sender that only records: what a simulation "sends".
final class BeaconLog: BeaconSender, @unchecked Sendable {
  private let lock = NSLock()
  private var pending: [URL] = []

  func send(_ url: URL) async {
    lock.withLock { pending.append(url) }
  }

  /// The beacons recorded since the last call, in arrival order.
  func drain() -> [URL] {
    lock.withLock {
      defer { pending.removeAll() }
      return pending
    }
  }
}
