/// A scripted answer of the local ad server (`Scripts/ad-test-server.py`) for one path.
///
/// Encodes to (and decodes from) the script's route format. `{{BASE_URL}}` in ``body``, ``headers`` and
/// ``redirectTo`` is replaced by the server's base URL, so a wrapper can point back at the
/// server.
public struct AdServerRoute: Codable, Hashable, Sendable {
  /// A rendezvous of requests: each is held until `count` requests of routes with the barrier
  /// `name` have arrived, then all are answered; after `timeoutMilliseconds` without that, the
  /// held ones are answered 504. It shows that requests were in flight at once without timing
  /// them.
  public struct Barrier: Codable, Hashable, Sendable {
    /// The barrier's name, shared by the routes that meet at it.
    public var name: String
    /// How many requests must arrive before any is answered.
    public var count: Int
    /// How long a request waits for the others before it is answered 504.
    public var timeoutMilliseconds: Int

    private enum CodingKeys: String, CodingKey {
      case name
      case count
      case timeoutMilliseconds = "timeout_ms"
    }

    /// Creates a barrier.
    public init(name: String, count: Int, timeoutMilliseconds: Int = 10_000) {
      self.name = name
      self.count = count
      self.timeoutMilliseconds = timeoutMilliseconds
    }
  }

  /// Sending a body slowly: `chunkBytes` at a time, `intervalMilliseconds` apart.
  public struct Trickle: Codable, Hashable, Sendable {
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
  /// Holds the answer until the barrier's other requests arrive.
  public var barrier: Barrier?

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
    case barrier
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

  /// The same route, answered only once `count` requests of routes with the barrier `name`
  /// are in flight (504 after `timeoutMilliseconds` otherwise).
  public func meeting(
    _ name: String, count: Int, timeoutMilliseconds: Int = 10_000
  ) -> AdServerRoute {
    var copy = self
    copy.barrier = Barrier(name: name, count: count, timeoutMilliseconds: timeoutMilliseconds)
    return copy
  }

  /// The same route, answered after a delay.
  public func delayed(milliseconds: Int) -> AdServerRoute {
    var copy = self
    copy.delayMilliseconds = milliseconds
    return copy
  }
}
