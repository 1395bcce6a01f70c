/// The limits of a ``BeaconQueue``: size, concurrency, expiry, retries and journal upkeep.
public struct BeaconQueueConfiguration: Hashable, Sendable {
  /// The most beacons held at once: 1 000.
  public static let defaultCapacity = 1_000
  /// The most beacons in flight at once: 4.
  public static let defaultMaxInFlight = 4
  /// How long a beacon is kept trying, in seconds: 86 400 (24 hours).
  public static let defaultExpiry: Double = 86_400
  /// How long one attempt may take, in seconds: 10.
  public static let defaultRequestTimeout: Double = 10
  /// The most records written before the journal is synced to disk: 64.
  public static let defaultCommitBatch = 64
  /// The longest a written record waits for its sync, in seconds: 0.1.
  public static let defaultCommitInterval: Double = 0.1
  /// The fewest records in the journal before it may be compacted: 512.
  public static let defaultCompactionThreshold = 512
  /// The share of dead records (delivered, dropped, superseded) that triggers compaction: 0.5.
  public static let defaultCompactionDeadFraction: Double = 0.5
  /// The most settled caller ids remembered to refuse a second enqueue: 10 000.
  public static let defaultSettledIDCapacity = 10_000
  /// The header that carries each beacon's ``QueuedBeacon/idempotencyKey``: `Idempotency-Key`
  /// (IETF HTTPAPI, draft-ietf-httpapi-idempotency-key-header).
  public static let defaultIdempotencyKeyHeader = "Idempotency-Key"

  /// The most beacons held at once; when full, the lowest priority (the oldest among equals) is
  /// dropped, and impressions last.
  public var capacity: Int
  /// The most beacons in flight at once.
  public var maxInFlight: Int
  /// How long a beacon is kept trying, in seconds, from when it was accepted; also how long the
  /// id of a delivered beacon given by the caller is remembered.
  public var expiry: Double
  /// How long one attempt may take, in seconds.
  public var requestTimeout: Double
  /// When and how often to try again.
  public var retry: RetryPolicy
  /// Group commit: the journal is synced (`fsync`) once this many records are written…
  public var commitBatch: Int
  /// …or this many seconds after the first unsynced record, whichever comes first.
  public var commitInterval: Double
  /// The fewest records in the journal before compaction is considered.
  public var compactionThreshold: Int
  /// Compaction runs when at least this share of the journal's records are dead.
  public var compactionDeadFraction: Double
  /// The most ids of settled beacons (given by the caller) remembered for deduplication.
  public var settledIDCapacity: Int
  /// The request header that carries each beacon's random idempotency key, the same on every
  /// attempt and across restarts, so that a server can drop the resend a crash mid-request
  /// causes; nil sends no key. The key is a fresh UUID per beacon: it identifies the beacon,
  /// never the user or the device, and links nothing across beacons.
  public var idempotencyKeyHeader: String?

  /// Creates a configuration; every value has a named default.
  public init(
    capacity: Int = BeaconQueueConfiguration.defaultCapacity,
    maxInFlight: Int = BeaconQueueConfiguration.defaultMaxInFlight,
    expiry: Double = BeaconQueueConfiguration.defaultExpiry,
    requestTimeout: Double = BeaconQueueConfiguration.defaultRequestTimeout,
    retry: RetryPolicy = .standard,
    commitBatch: Int = BeaconQueueConfiguration.defaultCommitBatch,
    commitInterval: Double = BeaconQueueConfiguration.defaultCommitInterval,
    compactionThreshold: Int = BeaconQueueConfiguration.defaultCompactionThreshold,
    compactionDeadFraction: Double = BeaconQueueConfiguration.defaultCompactionDeadFraction,
    settledIDCapacity: Int = BeaconQueueConfiguration.defaultSettledIDCapacity,
    idempotencyKeyHeader: String? = BeaconQueueConfiguration.defaultIdempotencyKeyHeader
  ) {
    self.capacity = capacity
    self.maxInFlight = maxInFlight
    self.expiry = expiry
    self.requestTimeout = requestTimeout
    self.retry = retry
    self.commitBatch = commitBatch
    self.commitInterval = commitInterval
    self.compactionThreshold = compactionThreshold
    self.compactionDeadFraction = compactionDeadFraction
    self.settledIDCapacity = settledIDCapacity
    self.idempotencyKeyHeader = idempotencyKeyHeader
  }
}
