/// The times to loaded of `--repeat N` loads on one loader: the first is cold (nothing
/// reused yet), the others warm (connections and caches the first left behind).
struct RepeatedLoads: Equatable, Sendable {
  /// Each load's time to loaded in milliseconds, in the order they ran.
  var runs: [Double]

  /// The first load's time.
  var cold: Double? { runs.first }
  /// The median of the warm loads (every load but the first); nil with fewer than two loads.
  var medianWarm: Double? { Self.median(Array(runs.dropFirst())) }
  /// The median of every load.
  var medianAll: Double? { Self.median(runs) }

  /// The median of `values`: the middle value, or the mean of the two middle ones for an even
  /// count; nil when there is none.
  static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Whether the load at `index` (0-based) was cold or warm.
  static func cache(ofRun index: Int) -> String {
    index == 0 ? "cold" : "warm"
  }
}
