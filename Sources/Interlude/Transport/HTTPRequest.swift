public import Foundation

/// One HTTP GET that the SDK asks a transport to perform (ad tags, wrappers, beacons).
public struct HTTPRequest: Hashable, Sendable {
  /// The URL.
  public var url: URL
  /// Extra header fields (`User-Agent` and others).
  public var headers: [String: String]
  /// How long the whole exchange may take, in seconds.
  public var timeout: Double
  /// The largest body accepted, in bytes; a larger one fails with ``TransportError/tooLarge(limit:)``.
  public var maxResponseBytes: Int
  /// What the request is for; transports may log it, none needs it to send.
  public var purpose: Purpose

  /// What a request is for.
  public enum Purpose: String, Hashable, Sendable, CaseIterable, Encodable {
    /// The ad tag of an ``AdsRequest`` (VAST or VMAP).
    case adRequest
    /// A VMAP break's `AdTagURI`.
    case breakTag
    /// A VAST wrapper's `VASTAdTagURI`, at any depth.
    case wrapper
    /// A tracking, impression, click or error beacon.
    case beacon
    /// Anything else.
    case other
  }

  /// Creates a request.
  package init(
    url: URL, headers: [String: String] = [:], timeout: Double = 8,
    maxResponseBytes: Int = 1 << 20, purpose: Purpose = .other
  ) {
    self.url = url
    self.headers = headers
    self.timeout = timeout
    self.maxResponseBytes = maxResponseBytes
    self.purpose = purpose
  }
}
