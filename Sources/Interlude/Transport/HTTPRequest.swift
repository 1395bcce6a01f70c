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

  /// Creates a request.
  public init(
    url: URL, headers: [String: String] = [:], timeout: Double = 8,
    maxResponseBytes: Int = 1 << 20
  ) {
    self.url = url
    self.headers = headers
    self.timeout = timeout
    self.maxResponseBytes = maxResponseBytes
  }
}
