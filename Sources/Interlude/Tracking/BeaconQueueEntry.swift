/// A beacon in a ``BeaconQueue``'s memory, with what the queue needs beside the public record.
struct BeaconQueueEntry: Hashable, Sendable {
  /// The beacon.
  var beacon: QueuedBeacon
  /// Acceptance order, for first-in first-out delivery and overflow among equal priorities.
  var sequence: Int
  /// Whether the id came from the caller (then it is remembered after settling, to refuse a
  /// second enqueue of the same id).
  var hasCallerID: Bool
  /// Whether an attempt is in flight (at recovery: was in flight when the process stopped).
  var inFlight = false

  /// The id.
  var id: String { beacon.id }
}
