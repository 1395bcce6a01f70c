public import Foundation

/// A beacon held by a ``BeaconQueue``: what it is, and how its delivery goes so far.
public struct QueuedBeacon: Hashable, Sendable {
  /// The beacon's id, unique within the queue: the caller's, or a generated UUID.
  public var id: String
  /// The URL, macros already expanded; it is sent as it is on every attempt.
  public var url: URL
  /// How much the beacon matters when the queue is full.
  public var priority: BeaconPriority
  /// When the beacon was accepted (wall-clock time, kept across restarts).
  public var enqueuedAt: Date
  /// The attempts so far that count against ``RetryPolicy/maxAttempts``.
  public var attempts: Int
  /// The failed attempts so far, of any kind: the exponent of the backoff.
  package var failures: Int
  /// The earliest time of the next attempt.
  package var nextAttempt: Date
  /// A random key, the same on every attempt and across restarts, sent in the header named by
  /// ``BeaconQueueConfiguration/idempotencyKeyHeader`` so that a server can count the beacon
  /// once even when a crash makes it go out twice. Not derived from ``id`` or from anything
  /// about the user or the device; nil sends no key (a journal written without one).
  public var idempotencyKey: String?

  /// Creates a record of a beacon.
  package init(
    id: String, url: URL, priority: BeaconPriority, enqueuedAt: Date, attempts: Int = 0,
    failures: Int = 0, nextAttempt: Date? = nil, idempotencyKey: String? = nil
  ) {
    self.id = id
    self.url = url
    self.priority = priority
    self.enqueuedAt = enqueuedAt
    self.attempts = attempts
    self.failures = failures
    self.nextAttempt = nextAttempt ?? enqueuedAt
    self.idempotencyKey = idempotencyKey
  }
}
