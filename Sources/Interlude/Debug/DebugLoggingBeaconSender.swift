import Foundation

/// A beacon sender that writes a ``DebugLog`` line for every beacon it is handed (its kind
/// when the caller gives a priority, and its URL), then passes it on.
///
/// For senders that are not an ``ImmediateBeaconSender``; those get
/// ``DebugLoggingImmediateBeaconSender`` (the loader picks one with `DebugLog.wrap(_:)`).
struct DebugLoggingBeaconSender: BeaconSender {
  /// The sender that delivers.
  let base: any BeaconSender
  /// Where the lines go.
  let log: DebugLog

  /// Logs the beacon, then sends it through ``base``.
  func send(_ url: URL) async {
    log.beacon(url, priority: nil)
    await base.send(url)
  }

  /// Logs the beacon and its kind, then sends it through ``base``.
  func send(_ url: URL, priority: BeaconPriority) async {
    log.beacon(url, priority: priority)
    await base.send(url, priority: priority)
  }
}
