package import Foundation
import InterludeConsent

/// When a ``BeaconQueue`` tries a beacon again: exponential backoff with jitter.
///
/// What is retried:
/// - transport failures (timeout, connection refused or reset, DNS, offline), and answers
///   `429 Too Many Requests` and `5xx`;
/// - never another `4xx`: the server answered and will answer the same again;
/// - never a URL that cannot be fetched (not http or https, a redirect loop).
///
/// ``maxAttempts`` counts the attempts that may have reached a server: answers with a
/// retryable status, timeouts, and attempts cut short by the end of the process. Connection
/// failures (the device is offline, the host is unreachable) say nothing about the beacon, so
/// they do not count: such a beacon waits out the outage with backoff until it expires.
///
/// The delay before retry *n* (after *n* failed attempts of any kind) is
/// `min(maxDelay, initialDelay × multiplierⁿ⁻¹)`, shortened by up to ``jitter`` of itself at
/// random so that beacons failed together do not retry together. A `Retry-After` header
/// (seconds or an HTTP date) on a 429 or 503 lengthens the delay up to ``maxRetryAfter``.
public struct RetryPolicy: Hashable, Sendable {
  /// The delay before the first retry: 2 seconds.
  package static let defaultInitialDelay: Duration = .seconds(2)
  /// How much each delay grows over the previous: 2 (doubling).
  package static let defaultMultiplier: Double = 2
  /// The longest delay between two attempts: ten minutes.
  package static let defaultMaxDelay: Duration = .seconds(600)
  /// The share of a delay that is random: 0.5 (each delay is between half and all of its
  /// nominal value).
  package static let defaultJitter: Double = 0.5
  /// The most attempts that may reach a server: 10.
  package static let defaultMaxAttempts = 10
  /// The longest `Retry-After` honoured: one hour.
  package static let defaultMaxRetryAfter: Duration = .seconds(3_600)

  /// The standard policy: 2 s doubling to 10 min, half of each delay random, 10 attempts,
  /// `Retry-After` honoured up to an hour.
  public static let standard = RetryPolicy()

  /// The delay before the first retry; 2 seconds by default.
  public var initialDelay: Duration
  /// How much each delay grows over the previous; 2 (doubling) by default.
  public var multiplier: Double
  /// The longest delay between two attempts; ten minutes by default.
  public var maxDelay: Duration
  /// The share of each delay, from 0 to 1, that is random (0: none; 1: "full jitter"); 0.5 by
  /// default (each delay is between half and all of its nominal value).
  public var jitter: Double
  /// The most attempts that may reach a server, the first included; at least 1; 10 by default.
  public var maxAttempts: Int
  /// The longest `Retry-After` honoured; zero ignores the header; one hour by default.
  public var maxRetryAfter: Duration

  /// Creates a policy; each default is in the property's description.
  public init(
    initialDelay: Duration = .seconds(2), multiplier: Double = 2,
    maxDelay: Duration = .seconds(600), jitter: Double = 0.5, maxAttempts: Int = 10,
    maxRetryAfter: Duration = .seconds(3_600)
  ) {
    self.initialDelay = initialDelay
    self.multiplier = multiplier
    self.maxDelay = maxDelay
    self.jitter = jitter
    self.maxAttempts = maxAttempts
    self.maxRetryAfter = maxRetryAfter
  }

  /// True when an answer with `statusCode` is worth another attempt: 429 and 5xx.
  package func retries(statusCode: Int) -> Bool {
    statusCode == 429 || (500...599).contains(statusCode)
  }

  /// The nominal delay (without jitter) before the next attempt, after `failures` failed
  /// attempts (1 for the first retry).
  package func nominalDelay(afterFailures failures: Int) -> Double {
    let ceiling = max(0, maxDelay.timeInterval)
    let exponent = Double(max(0, failures - 1))
    let growth = pow(max(1, multiplier), exponent)
    let delay = max(0, initialDelay.timeInterval) * growth
    return delay.isFinite ? min(ceiling, delay) : ceiling
  }

  /// The delay before the next attempt, after `failures` failed attempts.
  ///
  /// - Parameters:
  ///   - failures: The failed attempts so far.
  ///   - random: A number in `0..<1`; the delay is `nominal × (1 − jitter × random)`.
  package func delay(afterFailures failures: Int, random: Double) -> Double {
    let share = min(1, max(0, jitter))
    let unit = min(1, max(0, random))
    return nominalDelay(afterFailures: failures) * (1 - share * unit)
  }

  /// The delay a `Retry-After` value asks for, capped at ``maxRetryAfter``; nil when the value is
  /// neither a number of seconds nor an HTTP date, or when the policy ignores the header.
  package func retryAfter(_ value: String, now: Date) -> Double? {
    let cap = maxRetryAfter.timeInterval
    guard cap > 0 else { return nil }
    let text = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Double(text), seconds.isFinite, seconds >= 0 {
      return min(seconds, cap)
    }
    guard let date = Self.httpDate(text) else { return nil }
    return min(max(0, date.timeIntervalSince(now)), cap)
  }

  /// Parses an IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the form RFC 9110 requires.
  private static func httpDate(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    return formatter.date(from: text)
  }
}
