/// Why a transport could not deliver a response.
public enum TransportError: Error, Hashable, Sendable {
  /// The request did not finish within its timeout.
  case timedOut
  /// The body was larger than the request allowed.
  case tooLarge(limit: Int)
  /// The request was cancelled (the task was cancelled or the deadline passed).
  case cancelled
  /// The URL cannot be fetched (not http or https, or malformed).
  case unsupportedURL(String)
  /// Too many HTTP redirects, or a redirect to a scheme that is not http or https.
  case badRedirect(String)
  /// The connection failed (DNS, refused, reset, TLS…).
  case connectionFailed(String)
}
