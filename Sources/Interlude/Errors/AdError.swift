/// What the ads loader and the ads manager report when loading or playing fails (IMA's
/// `IMAAdError`): the type, IMA's code, and the VAST code sent to the ad server.
public struct AdError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Loading or playing.
  public var type: AdErrorType
  /// IMA's code (`IMAErrorCode`).
  public var code: AdErrorCode
  /// A human-readable explanation, in English.
  public var message: String
  /// The IAB VAST (or VMAP) code reported to the ad server's `<Error>` URLs, when there is one.
  public var vastCode: VASTErrorCode?

  /// Creates an error.
  public init(
    type: AdErrorType, code: AdErrorCode, message: String, vastCode: VASTErrorCode? = nil
  ) {
    self.type = type
    self.code = code
    self.message = message
    self.vastCode = vastCode
  }

  /// `"Ad loading error 301 (VAST 301): …"`.
  public var description: String {
    let stage =
      switch type {
      case .loadingFailed: "Ad loading error"
      case .playingFailed: "Ad playing error"
      case .unknown: "Ad error"
      }
    let vast = vastCode.map { " (\($0.isVMAP ? "VMAP" : "VAST") \($0.rawValue))" } ?? ""
    return "\(stage) \(code.rawValue)\(vast): \(message)"
  }
}
