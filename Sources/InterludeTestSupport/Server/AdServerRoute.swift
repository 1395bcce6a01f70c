/// A scripted answer of the local ad server (`Scripts/ad-test-server.py`) for one path.
///
/// Encodes to the script's route format. `{{BASE_URL}}` in ``body``, ``headers`` and
/// ``redirectTo`` is replaced by the server's base URL, so a wrapper can point back at the
/// server.
public struct AdServerRoute: Encodable, Hashable, Sendable {
  /// Sending a body slowly: `chunkBytes` at a time, `intervalMilliseconds` apart.
  public struct Trickle: Encodable, Hashable, Sendable {
    /// Bytes per write.
    public var chunkBytes: Int
    /// Milliseconds between writes.
    public var intervalMilliseconds: Int

    private enum CodingKeys: String, CodingKey {
      case chunkBytes = "chunk_bytes"
      case intervalMilliseconds = "interval_ms"
    }

    /// Creates a trickle.
    public init(chunkBytes: Int = 16, intervalMilliseconds: Int = 100) {
      self.chunkBytes = chunkBytes
      self.intervalMilliseconds = intervalMilliseconds
    }
  }

  /// The status code (200, or 302 with ``redirectTo``).
  public var status: Int?
  /// The body text.
  public var body: String?
  /// A file sent as the body, relative to the server's root or absolute.
  public var file: String?
  /// How many times the body is repeated (for large bodies).
  public var repeatCount: Int?
  /// Milliseconds to wait before the status line.
  public var delayMilliseconds: Int?
  /// Extra header fields.
  public var headers: [String: String]?
  /// Sends the body slowly.
  public var trickle: Trickle?
  /// Sends the body chunked, without `Content-Length`.
  public var chunked: Bool?
  /// The `Location` of a redirect.
  public var redirectTo: String?

  private enum CodingKeys: String, CodingKey {
    case status
    case body
    case file
    case repeatCount = "repeat"
    case delayMilliseconds = "delay_ms"
    case headers
    case trickle
    case chunked
    case redirectTo = "redirect_to"
  }

  /// Creates a route.
  public init(
    status: Int? = nil, body: String? = nil, file: String? = nil, repeatCount: Int? = nil,
    delayMilliseconds: Int? = nil, headers: [String: String]? = nil, trickle: Trickle? = nil,
    chunked: Bool? = nil, redirectTo: String? = nil
  ) {
    self.status = status
    self.body = body
    self.file = file
    self.repeatCount = repeatCount
    self.delayMilliseconds = delayMilliseconds
    self.headers = headers
    self.trickle = trickle
    self.chunked = chunked
    self.redirectTo = redirectTo
  }

  /// A VAST or VMAP document, served as `application/xml`.
  public static func vast(_ xml: String, status: Int = 200) -> AdServerRoute {
    AdServerRoute(status: status, body: xml)
  }

  /// A status code with a short text body.
  public static func status(_ code: Int, body: String = "") -> AdServerRoute {
    AdServerRoute(status: code, body: body)
  }

  /// A redirect (302 by default) to a path, a URL or `{{BASE_URL}}/...`.
  public static func redirect(to location: String, status: Int = 302) -> AdServerRoute {
    AdServerRoute(status: status, redirectTo: location)
  }

  /// The same route, answered after a delay.
  public func delayed(milliseconds: Int) -> AdServerRoute {
    var copy = self
    copy.delayMilliseconds = milliseconds
    return copy
  }
}
