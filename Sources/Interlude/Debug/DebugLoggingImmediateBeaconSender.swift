import Foundation

/// The ``DebugLoggingBeaconSender`` of an ``ImmediateBeaconSender`` (a ``BeaconQueue``, a
/// recorder): it takes beacons synchronously too, so playback keeps handing them over at once
/// and in firing order.
@MainActor
final class DebugLoggingImmediateBeaconSender: ImmediateBeaconSender {
  /// The sender that delivers.
  let base: any ImmediateBeaconSender
  /// Where the lines go.
  let log: DebugLog

  /// Creates a sender that logs, then hands beacons to `base`.
  init(base: any ImmediateBeaconSender, log: DebugLog) {
    self.base = base
    self.log = log
  }

  /// Logs the beacon, then hands it to ``base``.
  func enqueue(_ url: URL) {
    log.beacon(url, priority: nil)
    base.enqueue(url)
  }

  /// Logs the beacon and its kind, then hands it to ``base``.
  func enqueue(_ url: URL, priority: BeaconPriority) {
    log.beacon(url, priority: priority)
    base.enqueue(url, priority: priority)
  }

  /// Logs the beacon, then sends it through ``base``.
  func send(_ url: URL) async {
    await DebugLoggingBeaconSender(base: base, log: log).send(url)
  }

  /// Logs the beacon and its kind, then sends it through ``base``.
  func send(_ url: URL, priority: BeaconPriority) async {
    await DebugLoggingBeaconSender(base: base, log: log).send(url, priority: priority)
  }
}
