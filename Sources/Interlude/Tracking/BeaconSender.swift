public import Foundation

/// Delivers tracking and error beacons (fire-and-forget HTTP GETs).
///
/// A seam: the loader reports errors to `<Error>` URLs through it, playback reports tracking
/// events. By default each beacon goes out once through the loader's ``HTTPTransport``;
/// ``BeaconQueue``, a durable, retrying queue, takes its place without changing callers.
public protocol BeaconSender: Sendable {
  /// Sends one beacon whose macros are already expanded.
  func send(_ url: URL) async

  /// Sends one beacon whose macros are already expanded, saying how much it matters (a
  /// ``BeaconQueue`` drops the lowest priority first when full). The default ignores the
  /// priority and calls ``send(_:)``.
  func send(_ url: URL, priority: BeaconPriority) async
}

extension BeaconSender {
  /// Sends the beacon with ``send(_:)``; the priority is ignored.
  public func send(_ url: URL, priority: BeaconPriority) async {
    await send(url)
  }
}
