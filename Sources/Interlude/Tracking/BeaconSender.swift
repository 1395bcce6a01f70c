public import Foundation

/// Delivers tracking and error beacons (fire-and-forget HTTP GETs).
///
/// A seam: the loader reports errors to `<Error>` URLs through it, playback reports tracking
/// events. ``TransportBeaconSender`` sends through an ``HTTPTransport``; a durable, retrying
/// queue can take its place without changing callers.
public protocol BeaconSender: Sendable {
  /// Sends one beacon whose macros are already expanded.
  func send(_ url: URL) async
}
