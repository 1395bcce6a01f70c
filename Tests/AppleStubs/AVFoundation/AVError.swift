// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Type-check stub of AVFoundation, not Apple's code: the declarations Sources/InterludeUI (and the
// example app) use, with the signatures and isolation of Apple's documentation (AVPlayer and
// AVPlayerItem are main-actor classes with nonisolated members). Bodies trap; never linked.

public let AVFoundationErrorDomain: String = "AVFoundationErrorDomain"

// Apple's AVError wraps an NSError of AVFoundationErrorDomain. The codes' raw values are left
// out: the check proves types, not values.
public struct AVError: Error, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case unknown
    case fileFormatNotRecognized
    case fileFailedToParse
    case decoderNotFound
    case decodeFailed
    case formatUnsupported
    case contentIsUnavailable
    case contentIsNotAuthorized
    case mediaServicesWereReset
    case noLongerPlayable
  }

  public init(_ code: Code, userInfo: [String: Any] = [:]) { fatalError("stub") }
  public var code: Code { fatalError("stub") }
  public static func == (lhs: AVError, rhs: AVError) -> Bool { fatalError("stub") }
  public func hash(into hasher: inout Hasher) { fatalError("stub") }
}
