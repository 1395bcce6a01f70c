// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of AVFoundation, not Apple's code: AVError as Apple documents it
// (https://developer.apple.com/documentation/avfoundation/averror): an error of
// AVFoundationErrorDomain whose code is one of AVError.Code's, bridged to NSError with that
// domain, code and user info (CustomNSError, as Apple's bridged errors are).

public let AVFoundationErrorDomain: String = "AVFoundationErrorDomain"

public struct AVError: Error, Hashable, Sendable, CustomNSError {
  // https://developer.apple.com/documentation/avfoundation/averror/code: the raw values of
  // AVError.h.
  public enum Code: Int, Sendable {
    case unknown = -11800
    case fileFormatNotRecognized = -11828
    case fileFailedToParse = -11829
    case decoderNotFound = -11833
    case decodeFailed = -11821
    case formatUnsupported = -11864
    case contentIsUnavailable = -11863
    case contentIsNotAuthorized = -11835
    case mediaServicesWereReset = -11819
    case noLongerPlayable = -11867
  }

  // The user info is kept as given; Sendable as Apple's AVError is (a bridged NSError).
  nonisolated(unsafe) private let info: [String: Any]

  public init(_ code: Code, userInfo: [String: Any] = [:]) {
    self.code = code
    info = userInfo
  }

  public let code: Code

  public static var errorDomain: String { AVFoundationErrorDomain }
  public var errorCode: Int { code.rawValue }
  public var errorUserInfo: [String: Any] { info }

  // Apple's bridged errors compare their NSErrors: the domain (always AVFoundation's here) and
  // the code; the user info, which is not Equatable, is left out.
  public static func == (lhs: AVError, rhs: AVError) -> Bool { lhs.code == rhs.code }
  public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}
