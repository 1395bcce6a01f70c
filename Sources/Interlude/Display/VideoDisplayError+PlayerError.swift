import Foundation

extension VideoDisplayError {
  /// The player errors that are no plain playback failure, by domain and code, with the VAST
  /// code each reports (VAST 4.3 §2.3.6.3): 401, file not found (MediaFile URI); 405, problem
  /// displaying the MediaFile (codec, MIME mismatch). Every other error is a general linear
  /// error, 400. The codes are Apple's (`NSURLError.h`, `AVError.h`) and CoreMedia's.
  package static let playerErrorTable: [(domain: String, code: Int, vastCode: VASTErrorCode)] = [
    // Foundation's URL loading: the file or its host cannot be found.
    ("NSURLErrorDomain", -1_000, .mediaFileNotFound),  // NSURLErrorBadURL
    ("NSURLErrorDomain", -1_002, .mediaFileNotFound),  // NSURLErrorUnsupportedURL
    ("NSURLErrorDomain", -1_003, .mediaFileNotFound),  // NSURLErrorCannotFindHost
    ("NSURLErrorDomain", -1_008, .mediaFileNotFound),  // NSURLErrorResourceUnavailable
    ("NSURLErrorDomain", -1_100, .mediaFileNotFound),  // NSURLErrorFileDoesNotExist
    // AVFoundation: the media's format is not recognised or cannot be decoded.
    ("AVFoundationErrorDomain", -11_821, .mediaFileDisplay),  // AVErrorDecodeFailed
    ("AVFoundationErrorDomain", -11_828, .mediaFileDisplay),  // AVErrorFileFormatNotRecognized
    ("AVFoundationErrorDomain", -11_829, .mediaFileDisplay),  // AVErrorFileFailedToParse
    ("AVFoundationErrorDomain", -11_833, .mediaFileDisplay),  // AVErrorDecoderNotFound
    ("AVFoundationErrorDomain", -11_864, .mediaFileDisplay),  // AVErrorFormatUnsupported
    // AVFoundation: the content is not available.
    ("AVFoundationErrorDomain", -11_863, .mediaFileNotFound),  // AVErrorContentIsUnavailable
    // CoreMedia: the server answered 404 to the media's request.
    ("CoreMediaErrorDomain", -12_938, .mediaFileNotFound),
  ]

  /// The VAST code the table gives `error` (401 or 405), nil for an error it does not list.
  package static func tableCode(of error: PlayerError) -> VASTErrorCode? {
    playerErrorTable.first { $0.domain == error.domain && $0.code == error.code }?.vastCode
  }

  /// The display error for a player's failure, so that the right VAST code reaches the
  /// `<Error>` pixels: the error, then the error it wraps, is looked up in
  /// ``playerErrorTable``; the first one listed decides (``notFound`` for 401,
  /// ``unsupported(_:)`` with that error's detail for 405). An error the table does not list is
  /// ``playbackFailed(_:)`` with the error's detail, and no error at all "unknown error".
  ///
  /// - Parameters:
  ///   - error: What the player reported.
  ///   - underlying: The error it wraps (``PlayerError/underlying(of:)``).
  package init(_ error: PlayerError?, underlying: PlayerError? = nil) {
    guard let error else {
      self = .playbackFailed("unknown error")
      return
    }
    for candidate in [error, underlying].compactMap({ $0 }) {
      switch Self.tableCode(of: candidate) {
      case .mediaFileNotFound?:
        self = .notFound
        return
      case .mediaFileDisplay?:
        self = .unsupported(candidate.detail)
        return
      default:
        continue
      }
    }
    self = .playbackFailed(error.detail)
  }

  /// The display error for `error`, an error of a player (an `NSError` or one that bridges to
  /// it), read with the error it wraps; see ``init(_:underlying:)``.
  package init(playerError error: (any Error)?) {
    self.init(error.map(PlayerError.init), underlying: error.flatMap(PlayerError.underlying))
  }
}
