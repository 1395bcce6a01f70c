public import Foundation

/// One GET a ``GVLLoader`` asks its ``GVLTransport`` to perform.
public struct GVLFetchRequest: Hashable, Sendable {
  /// The URL of the vendor list or translation.
  public var url: URL
  /// Header fields to send: `If-Modified-Since` when a cached copy exists.
  public var headers: [String: String]
  /// The largest body accepted, in bytes.
  public var maxResponseBytes: Int
  /// How long the whole exchange may take.
  public var timeout: Duration

  /// Creates a request.
  package init(
    url: URL, headers: [String: String] = [:], maxResponseBytes: Int, timeout: Duration
  ) {
    self.url = url
    self.headers = headers
    self.maxResponseBytes = maxResponseBytes
    self.timeout = timeout
  }
}
