#if canImport(UIKit) && !os(watchOS)
import AVFoundation
import Foundation
public import Interlude

extension AVPlayerVideoDisplay {
  /// The `VideoDisplayError` for an AVFoundation failure, so the right VAST code reaches the
  /// `<Error>` pixels:
  /// - `VideoDisplayError.notFound` (401): the file or its host cannot be found, or the
  ///   server answered 404 (CoreMedia's -12938);
  /// - `VideoDisplayError.unsupported(_:)` (405): the format is not recognised or cannot be
  ///   decoded;
  /// - `VideoDisplayError.playbackFailed(_:)` (400): anything else.
  ///
  /// The underlying error (`NSUnderlyingErrorKey`) is looked at too: AVFoundation often wraps
  /// the network or CoreMedia failure.
  public nonisolated static func displayError(_ error: (any Error)?) -> VideoDisplayError {
    guard let error else { return .playbackFailed("unknown error") }
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error
    for candidate in [error] + [underlying].compactMap({ $0 }) {
      if let mapped = category(of: candidate) { return mapped }
    }
    let nsError = error as NSError
    return .playbackFailed("\(nsError.domain) \(nsError.code): \(nsError.localizedDescription)")
  }

  private nonisolated static func category(of error: any Error) -> VideoDisplayError? {
    let nsError = error as NSError
    let detail = "\(nsError.domain) \(nsError.code): \(nsError.localizedDescription)"
    if let urlError = error as? URLError {
      switch urlError.code {
      case .fileDoesNotExist, .resourceUnavailable, .cannotFindHost, .badURL, .unsupportedURL:
        return .notFound
      default:
        return nil
      }
    }
    if let avError = error as? AVError {
      switch avError.code {
      case .fileFormatNotRecognized, .fileFailedToParse, .decoderNotFound, .decodeFailed,
        .formatUnsupported:
        return .unsupported(detail)
      case .contentIsUnavailable:
        return .notFound
      default:
        return nil
      }
    }
    if nsError.domain == "CoreMediaErrorDomain", nsError.code == -12938 {
      return .notFound
    }
    return nil
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
