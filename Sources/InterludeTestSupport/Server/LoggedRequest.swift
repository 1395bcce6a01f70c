/// One request that the local ad server received, as reported by its `/__log` endpoint.
public struct LoggedRequest: Decodable, Hashable, Sendable {
  /// The method (`GET`).
  public var method: String
  /// The path with its query (`/tag?sz=640x480`).
  public var path: String
  /// Header fields, with lowercased names.
  public var headers: [String: String]
  /// When the request arrived, in Unix time milliseconds.
  public var timeMilliseconds: Double
  /// When the request arrived, in milliseconds since the server started.
  public var elapsedMilliseconds: Double

  private enum CodingKeys: String, CodingKey {
    case method
    case path
    case headers
    case timeMilliseconds = "time_ms"
    case elapsedMilliseconds = "elapsed_ms"
  }

  /// Creates a record (for tests of code that reads logs).
  public init(
    method: String, path: String, headers: [String: String], timeMilliseconds: Double,
    elapsedMilliseconds: Double
  ) {
    self.method = method
    self.path = path
    self.headers = headers
    self.timeMilliseconds = timeMilliseconds
    self.elapsedMilliseconds = elapsedMilliseconds
  }
}
