public import InterludeVAST

extension InspectReport {
  /// Why a document (or one ad of it) was rejected: a VAST or VMAP error code and its message.
  public struct Failure: Encodable, Hashable, Sendable {
    /// The IAB error code (100-902 for VAST, 1000-1008 for VMAP).
    public var code: Int
    /// A readable explanation.
    public var message: String
    /// The line of the document where the problem was found, if known.
    public var line: Int?

    /// Creates a failure from its parts.
    public init(code: Int, message: String, line: Int? = nil) {
      self.code = code
      self.message = message
      self.line = line
    }

    /// Creates the failure that an error describes.
    public init(_ error: VASTError) {
      self.init(code: error.code.rawValue, message: error.message, line: error.line)
    }

    private enum CodingKeys: String, CodingKey {
      case code, message, line
    }

    /// Encodes every key, writing `null` for absent values.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(code, forKey: .code)
      try container.encode(message, forKey: .message)
      try container.encode(line, forKey: .line)
    }
  }
}
