import Foundation

/// Something a ``BeaconQueue`` did or found, for logs and for the app's LOG events.
///
/// Observe them through ``BeaconQueue/events`` or ``BeaconQueue/observe(_:)``. The ones an app
/// should hear about (a beacon given up, a journal failure, a recovery that may resend) have
/// a ``logEvent``: IMA reports such things as `LOG` ad events, and so can the app.
public enum BeaconQueueEvent: Hashable, Sendable {
  /// The server answered with a success (2xx or 3xx), or with a body too large to read; the
  /// delivered mark is in the journal and the beacon will never be sent again.
  /// `statusCode` is nil when the body was too large to read.
  case delivered(QueuedBeacon, statusCode: Int?)
  /// An attempt failed and another is scheduled `delay` seconds later.
  case retryScheduled(QueuedBeacon, delay: Double, failure: String)
  /// The queue gave up on the beacon.
  case dropped(QueuedBeacon, reason: BeaconDropReason)
  /// A beacon was enqueued with the id of one the queue holds or has settled: ignored.
  case duplicateIgnored(id: String)
  /// The journal was read at start-up.
  case recovered(BeaconJournalRecovery)
  /// The journal was rewritten with only its live records.
  case compacted(recordsBefore: Int, recordsAfter: Int)
  /// The journal could not be written: beacons are still delivered, from memory, but would not
  /// survive a crash until the journal works again.
  case journalFailed(String)

  /// The event as an IMA-style `LOG` ``AdEvent`` (`type`, `message` and details in `data`), for
  /// the events an app should hear about: drops, journal failures, and a recovery that resends
  /// interrupted attempts; nil for the others.
  public var logEvent: AdEvent? {
    switch self {
    case .dropped(let beacon, let reason):
      var data = [
        "type": "beaconDropped", "reason": reason.name, "priority": beacon.priority.name,
        "url": beacon.url.absoluteString, "attempts": String(beacon.attempts),
        "message": "A beacon was dropped: \(reason)",
      ]
      if case .rejected(let status) = reason { data["statusCode"] = String(status) }
      return AdEvent(type: .log, data: data)
    case .journalFailed(let message):
      return AdEvent(
        type: .log,
        data: ["type": "beaconJournalFailed", "message": "The beacon journal failed: \(message)"])
    case .recovered(let report) where report.interruptedAttempts > 0 || report.skippedRecords > 0:
      return AdEvent(
        type: .log,
        data: [
          "type": "beaconJournalRecovered", "liveBeacons": String(report.liveBeacons),
          "interruptedAttempts": String(report.interruptedAttempts),
          "skippedRecords": String(report.skippedRecords),
          "message":
            "\(report.liveBeacons) beacons recovered; \(report.interruptedAttempts) were in "
            + "flight when the app stopped and may reach their server twice",
        ])
    default:
      return nil
    }
  }
}
