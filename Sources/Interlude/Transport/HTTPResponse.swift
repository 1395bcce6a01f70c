public import Foundation

/// The answer to an ``HTTPRequest``.
public struct HTTPResponse: Hashable, Sendable {
  /// The URL that answered, after redirects.
  public var url: URL
  /// The HTTP status code.
  public var statusCode: Int
  /// Header fields, with lowercased names.
  public var headers: [String: String]
  /// The body.
  public var body: Data

  /// Creates a response.
  public init(url: URL, statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.url = url
    self.statusCode = statusCode
    self.headers = headers
    self.body = body
  }

  /// True for 2xx.
  package var isSuccess: Bool { (200..<300).contains(statusCode) }
}
