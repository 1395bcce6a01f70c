/// The limits of a ``BeaconQueue``: size, concurrency, expiry, retries and journal upkeep.
///
/// Interlude's own settings: the times are `Duration`s.
public struct BeaconQueueConfiguration: Hashable, Sendable {
  /// The most beacons held at once: 1 000.
  package static let defaultCapacity = 1_000
  /// The most beacons in flight at once: 4.
  package static let defaultMaxInFlight = 4
  /// How long a beacon is kept trying: 24 hours.
  package static let defaultExpiry: Duration = .seconds(86_400)
  /// How long one attempt may take: 10 seconds.
  package static let defaultRequestTimeout: Duration = .seconds(10)
  /// The most records written before the journal is synced to disk: 64.
  package static let defaultCommitBatch = 64
  /// The longest a written record waits for its sync: 100 milliseconds.
  package static let defaultCommitInterval: Duration = .milliseconds(100)
  /// The fewest records in the journal before it may be compacted: 512.
  package static let defaultCompactionThreshold = 512
  /// The share of dead records (delivered, dropped, superseded) that triggers compaction: 0.5.
  package static let defaultCompactionDeadFraction: Double = 0.5
  /// The most settled caller ids remembered to refuse a second enqueue: 10 000.
  package static let defaultSettledIDCapacity = 10_000
  /// The header that carries each beacon's ``QueuedBeacon/idempotencyKey``: `Idempotency-Key`
  /// (IETF HTTPAPI, draft-ietf-httpapi-idempotency-key-header).
  package static let defaultIdempotencyKeyHeader = "Idempotency-Key"

  /// The most beacons held at once; when full, the lowest priority (the oldest among equals) is
  /// dropped, and impressions last. 1 000 by default.
  public var capacity: Int
  /// The most beacons in flight at once; 4 by default.
  public var maxInFlight: Int
  /// How long a beacon is kept trying, from when it was accepted; also how long the id of a
  /// delivered beacon given by the caller is remembered. 24 hours by default.
  public var expiry: Duration
  /// How long one attempt may take; 10 seconds by default.
  public var requestTimeout: Duration
  /// When and how often to try again; ``RetryPolicy/standard`` by default.
  public var retry: RetryPolicy
  /// Group commit: the journal is synced (`fsync`) once this many records are written (64 by
  /// default)…
  public var commitBatch: Int
  /// …or this long after the first unsynced record (100 milliseconds by default), whichever
  /// comes first.
  public var commitInterval: Duration
  /// The fewest records in the journal before compaction is considered.
  package var compactionThreshold: Int = BeaconQueueConfiguration.defaultCompactionThreshold
  /// Compaction runs when at least this share of the journal's records are dead.
  package var compactionDeadFraction: Double = BeaconQueueConfiguration
    .defaultCompactionDeadFraction
  /// The most ids of settled beacons (given by the caller) remembered for deduplication.
  package var settledIDCapacity: Int = BeaconQueueConfiguration.defaultSettledIDCapacity
  /// The request header that carries each beacon's random idempotency key, the same on every
  /// attempt and across restarts, so that a server can drop the resend a crash mid-request
  /// causes; nil sends no key. The key is a fresh UUID per beacon: it identifies the beacon,
  /// never the user or the device, and links nothing across beacons. `Idempotency-Key` by
  /// default.
  public var idempotencyKeyHeader: String?

  /// Creates a configuration; each default is in the property's description.
  public init(
    capacity: Int = 1_000, maxInFlight: Int = 4, expiry: Duration = .seconds(86_400),
    requestTimeout: Duration = .seconds(10), retry: RetryPolicy = .standard,
    commitBatch: Int = 64, commitInterval: Duration = .milliseconds(100),
    idempotencyKeyHeader: String? = "Idempotency-Key"
  ) {
    self.capacity = capacity
    self.maxInFlight = maxInFlight
    self.expiry = expiry
    self.requestTimeout = requestTimeout
    self.retry = retry
    self.commitBatch = commitBatch
    self.commitInterval = commitInterval
    self.idempotencyKeyHeader = idempotencyKeyHeader
  }
}
