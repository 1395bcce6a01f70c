public import Foundation

/// The answer to a ``GVLFetchRequest``.
public struct GVLFetchResponse: Hashable, Sendable {
  /// The HTTP status code.
  public var statusCode: Int
  /// Header fields, with lowercased names (`last-modified` is the one the loader reads).
  public var headers: [String: String]
  /// The body.
  public var body: Data

  /// Creates a response; header names are lowercased.
  public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.statusCode = statusCode
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    self.body = body
  }
}
