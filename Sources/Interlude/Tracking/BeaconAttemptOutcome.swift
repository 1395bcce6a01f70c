import Foundation

/// What one attempt of a ``BeaconQueue`` came to, decided from the transport's result.
enum BeaconAttemptOutcome: Sendable {
  /// The server answered with a success (2xx or 3xx), or with a body too large to read.
  case delivered(statusCode: Int?)
  /// The server answered with a status that is not retried.
  case rejected(statusCode: Int)
  /// Worth another attempt; `counted` when it may have reached a server; `retryAfter` is the
  /// `Retry-After` header of the answer, if any.
  case retry(failure: String, counted: Bool, retryAfter: String?)
  /// The URL cannot be sent.
  case unsendable(String)

  /// - Parameter keyed: The request carried an idempotency key, so a `409 Conflict` means the
  ///   server is still processing an earlier attempt of the same beacon (the draft's rule) and
  ///   is retried rather than taken as a rejection.
  init(_ result: Result<HTTPResponse, TransportError>, policy: RetryPolicy, keyed: Bool) {
    switch result {
    case .success(let response) where response.statusCode < 400:
      self = .delivered(statusCode: response.statusCode)
    case .success(let response)
    where policy.retries(statusCode: response.statusCode) || (keyed && response.statusCode == 409):
      self = .retry(
        failure: "HTTP \(response.statusCode)", counted: true,
        retryAfter: response.headers["retry-after"])
    case .success(let response):
      self = .rejected(statusCode: response.statusCode)
    case .failure(let error):
      self = Self(error)
    }
  }

  private init(_ error: TransportError) {
    if case .tooLarge = error {
      // The server answered; only its body was too large to read.
      self = .delivered(statusCode: nil)
    } else if case .unsupportedURL(let detail) = error {
      self = .unsendable(detail)
    } else if case .badRedirect(let detail) = error {
      self = .unsendable(detail)
    } else if case .connectionFailed(let detail) = error {
      // Nothing reached a server: the device is offline or the host unreachable.
      self = .retry(failure: "connection failed: \(detail)", counted: false, retryAfter: nil)
    } else if case .cancelled = error {
      self = .retry(failure: "cancelled", counted: false, retryAfter: nil)
    } else {
      self = .retry(failure: "\(error)", counted: true, retryAfter: nil)
    }
  }

  /// The journal record that settles the beacon for good once a server has answered (`D`, or
  /// `X` for a rejection), written as soon as the answer arrives; nil for the other outcomes.
  func settlingRecord(id: String, at date: Date) -> BeaconJournalRecord? {
    switch self {
    case .delivered(let status):
      .delivered(id: id, status: status, at: date)
    case .rejected(let status):
      .dropped(id: id, reason: BeaconDropReason.rejected(statusCode: status).name, at: date)
    case .retry, .unsendable:
      nil
    }
  }
}
