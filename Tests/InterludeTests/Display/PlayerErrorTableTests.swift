import Foundation
import Testing

@testable import Interlude

/// The table of player errors: which of a media player's errors (Apple's `NSURLError.h` and
/// `AVError.h` codes, CoreMedia's) report VAST 401 or 405 (VAST 4.3 §2.3.6.3), and that every
/// other one is the general linear error, 400.
@Suite("Player errors: the VAST code of a media player's failure")
struct PlayerErrorTableTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let domain: String
    let code: Int
    let vastCode: Int
    var testDescription: String { "\(name) (\(domain) \(code)) reports VAST \(vastCode)" }
  }

  /// The codes as Apple's headers give them (iOS SDK: `Foundation.framework/Headers/NSURLError.h`,
  /// `AVFoundation.framework/Headers/AVError.h`).
  static let cases: [Case] = [
    // VAST 401, "File not found. Unable to find Linear/MediaFile from URI."
    Case(name: "NSURLErrorBadURL", domain: "NSURLErrorDomain", code: -1_000, vastCode: 401),
    Case(
      name: "NSURLErrorUnsupportedURL", domain: "NSURLErrorDomain", code: -1_002, vastCode: 401),
    Case(
      name: "NSURLErrorCannotFindHost", domain: "NSURLErrorDomain", code: -1_003, vastCode: 401),
    Case(
      name: "NSURLErrorResourceUnavailable", domain: "NSURLErrorDomain", code: -1_008,
      vastCode: 401),
    Case(
      name: "NSURLErrorFileDoesNotExist", domain: "NSURLErrorDomain", code: -1_100, vastCode: 401
    ),
    Case(
      name: "AVErrorContentIsUnavailable", domain: "AVFoundationErrorDomain", code: -11_863,
      vastCode: 401),
    Case(
      name: "CoreMedia HTTP 404", domain: "CoreMediaErrorDomain", code: -12_938, vastCode: 401),
    // VAST 405, "Problem displaying MediaFile": the format is not recognised or not decodable.
    Case(
      name: "AVErrorDecodeFailed", domain: "AVFoundationErrorDomain", code: -11_821, vastCode: 405
    ),
    Case(
      name: "AVErrorFileFormatNotRecognized", domain: "AVFoundationErrorDomain", code: -11_828,
      vastCode: 405),
    Case(
      name: "AVErrorFileFailedToParse", domain: "AVFoundationErrorDomain", code: -11_829,
      vastCode: 405),
    Case(
      name: "AVErrorDecoderNotFound", domain: "AVFoundationErrorDomain", code: -11_833,
      vastCode: 405),
    Case(
      name: "AVErrorFormatUnsupported", domain: "AVFoundationErrorDomain", code: -11_864,
      vastCode: 405),
    // VAST 400, "General Linear error": anything else.
    Case(name: "NSURLErrorTimedOut", domain: "NSURLErrorDomain", code: -1_001, vastCode: 400),
    Case(
      name: "NSURLErrorNotConnectedToInternet", domain: "NSURLErrorDomain", code: -1_009,
      vastCode: 400),
    Case(name: "AVErrorUnknown", domain: "AVFoundationErrorDomain", code: -11_800, vastCode: 400),
    Case(
      name: "AVErrorMediaServicesWereReset", domain: "AVFoundationErrorDomain", code: -11_819,
      vastCode: 400),
    Case(
      name: "CoreMedia, another code", domain: "CoreMediaErrorDomain", code: -12_660, vastCode: 400),
    Case(
      name: "a code of another domain", domain: "NSPOSIXErrorDomain", code: -1_100, vastCode: 400),
  ]

  @Test(
    "VAST 4.3 2.3.6.3: Apple's not-found codes report 401, its undecodable ones 405, any other 400",
    arguments: cases)
  func vastCode(of entry: Case) {
    let error = PlayerError(domain: entry.domain, code: entry.code, message: "Failed")
    let displayError = VideoDisplayError(error)
    #expect(displayError.vastCode.rawValue == entry.vastCode)
    let detail = "\(entry.domain) \(entry.code): Failed"
    switch entry.vastCode {
    case 401: #expect(displayError == .notFound)
    case 405: #expect(displayError == .unsupported(detail))
    default: #expect(displayError == .playbackFailed(detail))
    }
  }

  @Test("Every table entry is one of Apple's and CoreMedia's codes above, reporting 401 or 405")
  func tableMatchesTheDocumentedCodes() {
    let listed = Self.cases.filter { $0.vastCode != 400 }
    #expect(VideoDisplayError.playerErrorTable.count == listed.count)
    for entry in VideoDisplayError.playerErrorTable {
      let documented = listed.first { $0.domain == entry.domain && $0.code == entry.code }
      #expect(documented?.vastCode == entry.vastCode.rawValue, "\(entry.domain) \(entry.code)")
    }
  }

  @Test("Foundation's own NSURLError constants are the table's")
  func foundationConstants() {
    let codes = [
      NSURLErrorBadURL, NSURLErrorUnsupportedURL, NSURLErrorCannotFindHost,
      NSURLErrorResourceUnavailable, NSURLErrorFileDoesNotExist,
    ]
    for code in codes {
      let error = NSError(domain: NSURLErrorDomain, code: code)
      #expect(VideoDisplayError(playerError: error) == .notFound, "\(code)")
    }
    #expect(VideoDisplayError(playerError: URLError(.cannotFindHost)) == .notFound)
  }

  @Test(
    "AVFoundation wraps the network or CoreMedia failure: the underlying error decides when the error is not in the table"
  )
  func underlyingErrorDecides() {
    let missing = NSError(domain: NSURLErrorDomain, code: NSURLErrorFileDoesNotExist)
    let wrapped = NSError(
      domain: "AVFoundationErrorDomain", code: -11_800,
      userInfo: [NSUnderlyingErrorKey: missing, NSLocalizedDescriptionKey: "Operation Stopped"])
    #expect(VideoDisplayError(playerError: wrapped) == .notFound)
    let undecodable = NSError(
      domain: "AVFoundationErrorDomain", code: -11_821,
      userInfo: [NSLocalizedDescriptionKey: "Cannot Decode"])
    let wrappedDecode = NSError(
      domain: "AVFoundationErrorDomain", code: -11_800,
      userInfo: [NSUnderlyingErrorKey: undecodable])
    #expect(
      VideoDisplayError(playerError: wrappedDecode)
        == .unsupported("AVFoundationErrorDomain -11821: Cannot Decode"),
      "the detail is the error that decided")
  }

  @Test("The error itself goes before the error it wraps")
  func errorBeforeUnderlying() {
    let error = PlayerError(
      domain: "AVFoundationErrorDomain", code: -11_828, message: "Cannot Open")
    let underlying = PlayerError(domain: "NSURLErrorDomain", code: -1_100, message: "Missing")
    #expect(
      VideoDisplayError(error, underlying: underlying)
        == .unsupported("AVFoundationErrorDomain -11828: Cannot Open"))
  }

  @Test("Neither in the table: playback failed with the error's own detail, not the wrapped one's")
  func neitherListed() {
    let error = PlayerError(domain: "AVFoundationErrorDomain", code: -11_800, message: "Stopped")
    let underlying = PlayerError(domain: "NSOSStatusErrorDomain", code: -12_345, message: "Other")
    #expect(
      VideoDisplayError(error, underlying: underlying)
        == .playbackFailed("AVFoundationErrorDomain -11800: Stopped"))
  }

  @Test("A failure without an error is a general linear error (400)")
  func noError() {
    #expect(VideoDisplayError(playerError: nil) == .playbackFailed("unknown error"))
    #expect(VideoDisplayError(nil) == .playbackFailed("unknown error"))
  }
}
