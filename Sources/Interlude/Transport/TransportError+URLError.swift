import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension TransportError {
  /// Maps an error thrown by `URLSession` onto a transport error.
  init(urlSessionError error: any Error, url: URL) {
    if error is CancellationError {
      self = .cancelled
      return
    }
    guard let urlError = error as? URLError else {
      self = .connectionFailed("\(url.absoluteString): \(error.localizedDescription)")
      return
    }
    let detail =
      "\(url.absoluteString): \(urlError.localizedDescription) (URLError \(urlError.code.rawValue))"
    switch urlError.code {
    case .timedOut:
      self = .timedOut
    case .cancelled, .userCancelledAuthentication:
      self = .cancelled
    case .unsupportedURL, .badURL:
      self = .unsupportedURL(detail)
    case .httpTooManyRedirects, .redirectToNonExistentLocation:
      self = .badRedirect(detail)
    default:
      self = .connectionFailed(detail)
    }
  }
}
