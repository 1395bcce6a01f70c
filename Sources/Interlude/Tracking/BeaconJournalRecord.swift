import Foundation
import InterludeConsent

/// One record of a ``BeaconQueue``'s journal: one ``ChecksummedLine``, `CRC32 JSON\n`.
///
/// Kinds:
/// - `H` header: `v` the format version; first in every file the queue writes.
/// - `E` enqueue: `id`, `u` URL, `p` priority, `t` enqueued at, `c` the id is the caller's,
///   `K` the idempotency key;
///   in a compacted file also `n` attempts, `f` failures, `x` next attempt and `i` (an attempt
///   was in flight when the file was written).
/// - `A` attempt: `id`, `n` the attempt count including this one, `t` when. Written *before*
///   the request, so a crash mid-request is known at recovery.
/// - `R` retry: `id`, `n` attempts, `f` failures, `x` next attempt, `r` the failure.
/// - `D` delivered: `id`, `s` status, `t` when (the attempt's start when the mark is written
///   as the answer arrives). Also a settled id kept for deduplication, after compaction.
/// - `X` dropped: `id`, `r` reason, `t` when.
///
/// Times are Unix seconds (wall clock: they must mean the same after a restart).
struct BeaconJournalRecord: Decodable, Hashable, Sendable {
  /// The format version the queue writes and reads.
  static let version = 1

  enum Kind: String, Decodable, Sendable {
    case header = "H"
    case enqueue = "E"
    case attempt = "A"
    case retry = "R"
    case delivered = "D"
    case dropped = "X"
  }

  var kind: Kind
  var id: String = ""
  var url: String?
  var priority: Int?
  var time: Double?
  var attempts: Int?
  var failures: Int?
  var next: Double?
  var status: Int?
  var reason: String?
  var callerID: Bool?
  var inFlight: Bool?
  var version: Int?
  var key: String?

  private enum CodingKeys: String, CodingKey {
    case kind = "k"
    case id
    case url = "u"
    case priority = "p"
    case time = "t"
    case attempts = "n"
    case failures = "f"
    case next = "x"
    case status = "s"
    case reason = "r"
    case callerID = "c"
    case inFlight = "i"
    case version = "v"
    case key = "K"
  }

  init(kind: Kind, id: String = "") {
    self.kind = kind
    self.id = id
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decode(Kind.self, forKey: .kind)
    id = try container.decodeIfPresent(String.self, forKey: .id) ?? ""
    url = try container.decodeIfPresent(String.self, forKey: .url)
    priority = try container.decodeIfPresent(Int.self, forKey: .priority)
    time = try container.decodeIfPresent(Double.self, forKey: .time)
    attempts = try container.decodeIfPresent(Int.self, forKey: .attempts)
    failures = try container.decodeIfPresent(Int.self, forKey: .failures)
    next = try container.decodeIfPresent(Double.self, forKey: .next)
    status = try container.decodeIfPresent(Int.self, forKey: .status)
    reason = try container.decodeIfPresent(String.self, forKey: .reason)
    callerID = try container.decodeIfPresent(Bool.self, forKey: .callerID)
    inFlight = try container.decodeIfPresent(Bool.self, forKey: .inFlight)
    version = try container.decodeIfPresent(Int.self, forKey: .version)
    key = try container.decodeIfPresent(String.self, forKey: .key)
  }

  // MARK: Building

  static var header: BeaconJournalRecord {
    var record = BeaconJournalRecord(kind: .header)
    record.version = version
    return record
  }

  static func enqueue(_ entry: BeaconQueueEntry) -> BeaconJournalRecord {
    let beacon = entry.beacon
    var record = BeaconJournalRecord(kind: .enqueue, id: beacon.id)
    record.url = beacon.url.absoluteString
    record.priority = beacon.priority.rawValue
    record.time = beacon.enqueuedAt.timeIntervalSince1970
    if entry.hasCallerID { record.callerID = true }
    record.key = beacon.idempotencyKey
    if beacon.attempts > 0 || beacon.failures > 0 || beacon.nextAttempt != beacon.enqueuedAt {
      record.attempts = beacon.attempts
      record.failures = beacon.failures
      record.next = beacon.nextAttempt.timeIntervalSince1970
    }
    if entry.inFlight { record.inFlight = true }
    return record
  }

  static func attempt(_ beacon: QueuedBeacon, at time: Date) -> BeaconJournalRecord {
    var record = BeaconJournalRecord(kind: .attempt, id: beacon.id)
    record.attempts = beacon.attempts
    record.time = time.timeIntervalSince1970
    return record
  }

  static func retry(_ beacon: QueuedBeacon, failure: String) -> BeaconJournalRecord {
    var record = BeaconJournalRecord(kind: .retry, id: beacon.id)
    record.attempts = beacon.attempts
    record.failures = beacon.failures
    record.next = beacon.nextAttempt.timeIntervalSince1970
    record.reason = failure
    return record
  }

  static func delivered(id: String, status: Int?, at time: Date) -> BeaconJournalRecord {
    var record = BeaconJournalRecord(kind: .delivered, id: id)
    record.status = status
    record.time = time.timeIntervalSince1970
    return record
  }

  static func dropped(id: String, reason: String, at time: Date) -> BeaconJournalRecord {
    var record = BeaconJournalRecord(kind: .dropped, id: id)
    record.reason = reason
    record.time = time.timeIntervalSince1970
    return record
  }

  // MARK: Encoding

  /// The record as one journal line, newline included.
  var line: Data {
    var json = "{\"k\":\"\(kind.rawValue)\""
    func add(_ key: String, _ value: String?) {
      guard let value else { return }
      json += ",\"\(key)\":" + Self.quoted(value)
    }
    func add(_ key: String, _ value: Int?) {
      guard let value else { return }
      json += ",\"\(key)\":\(value)"
    }
    func add(_ key: String, _ value: Double?) {
      guard let value else { return }
      json += ",\"\(key)\":" + (value.isFinite ? "\(value)" : "0")
    }
    func add(_ key: String, _ value: Bool?) {
      guard let value else { return }
      json += ",\"\(key)\":\(value)"
    }
    if kind != .header { add("id", id) }
    add("u", url)
    add("p", priority)
    add("t", time)
    add("n", attempts)
    add("f", failures)
    add("x", next)
    add("s", status)
    add("r", reason)
    add("c", callerID)
    add("i", inFlight)
    add("v", version)
    add("K", key)
    json += "}"
    return ChecksummedLine.frame(Data(json.utf8))
  }

  /// A JSON string literal.
  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  // MARK: Decoding

  /// Reads one line (without its newline); nil when it is torn, damaged or not a record.
  static func decode(
    line: Data, using decoder: JSONDecoder = JSONDecoder()
  ) -> BeaconJournalRecord? {
    guard let body = ChecksummedLine.body(of: line) else { return nil }
    return try? decoder.decode(BeaconJournalRecord.self, from: Data(body))
  }
}
