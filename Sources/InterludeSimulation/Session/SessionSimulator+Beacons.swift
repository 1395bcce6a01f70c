import Foundation
import Interlude
import InterludeConsent

/// Beacon delivery (``SimulationOptions/deliversBeacons``): a real ``BeaconQueue`` over the
/// simulated network, on the session's clock.
extension SessionSimulator {
  /// The date the queue's clock starts from.
  private static let epoch = Date(timeIntervalSince1970: 1_700_000_000)

  /// Creates the queue, journaled in a new temporary directory; without one (the directory or
  /// journal cannot be made) the session records the reason and beacons are only listed.
  func startBeaconQueue(over network: SimulatedNetwork) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "interlude-simulation-\(UUID().uuidString)", isDirectory: true)
    let clock = clock
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let queue = try BeaconQueue(
        journal: directory.appendingPathComponent("beacons.journal"), transport: network,
        clock: clock, now: { Self.epoch.addingTimeInterval(clock.now) })
      queue.onEvent = { [weak self] event in
        guard case .dropped(let beacon, let reason) = event else { return }
        self?.droppedBeacons.append("\(beacon.url.absoluteString) dropped: \(reason)")
      }
      beaconDirectory = directory
      beaconQueue = queue
      beacons.forward = queue
    } catch {
      try? FileManager.default.removeItem(at: directory)
      record(.error, detail: "beacon queue unavailable, beacons only listed: \(error)")
    }
  }

  /// After the session: runs the clock until the queue has delivered or given up on every
  /// beacon (at most ``SimulationOptions/drainTimeLimit``), then closes it and removes its journal.
  func drainBeacons() async {
    guard let queue = beaconQueue else { return }
    let end = clock.now + options.drainTimeLimit.timeInterval
    await settle()
    while !queue.pendingBeacons.isEmpty, let due = clock.nextDueTime, due <= end {
      clock.advance(to: max(due, clock.now))
      await settle()
    }
    await queue.close()
    if let beaconDirectory { try? FileManager.default.removeItem(at: beaconDirectory) }
  }

  /// The beacons the tracking server answered.
  var deliveredBeacons: [OutboundRequest] {
    (network?.log ?? []).filter { record in
      guard record.purpose == .beacon, case .answered(let status) = record.outcome else {
        return false
      }
      return (200..<300).contains(status)
    }.map { OutboundRequest(t: $0.time, kind: .beacon, url: $0.url) }
  }

  /// The beacons dropped, then those still waiting.
  var undeliveredBeacons: [String] {
    droppedBeacons
      + (beaconQueue?.pendingBeacons ?? []).map { "\($0.url.absoluteString) still queued" }
  }
}
