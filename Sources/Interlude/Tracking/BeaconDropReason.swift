/// Why a ``BeaconQueue`` gave up on a beacon without delivering it.
public enum BeaconDropReason: Hashable, Sendable, CustomStringConvertible {
  /// It was not delivered within ``BeaconQueueConfiguration/expiry`` of being accepted.
  case expired
  /// The queue was full and this was the lowest-priority beacon (the oldest among equals).
  case overflow
  /// The server answered with a status that is not retried (a 4xx other than 429).
  case rejected(statusCode: Int)
  /// ``RetryPolicy/maxAttempts`` attempts failed; the last failure is described.
  case retriesExhausted(lastFailure: String)
  /// The URL cannot be fetched (not http or https, or a bad redirect).
  case unsendable(String)
  /// The beacon arrived after ``BeaconQueue/close()``.
  case closed

  /// A short stable name: `expired`, `overflow`, `rejected`, `retriesExhausted`, `unsendable`,
  /// `closed`.
  package var name: String {
    switch self {
    case .expired: "expired"
    case .overflow: "overflow"
    case .rejected: "rejected"
    case .retriesExhausted: "retriesExhausted"
    case .unsendable: "unsendable"
    case .closed: "closed"
    }
  }

  /// A sentence for logs.
  public var description: String {
    switch self {
    case .expired: "not delivered before it expired"
    case .overflow: "the queue was full"
    case .rejected(let status): "the server answered \(status)"
    case .retriesExhausted(let failure): "every attempt failed (last: \(failure))"
    case .unsendable(let detail): "the URL cannot be sent: \(detail)"
    case .closed: "the queue was closed"
    }
  }
}
