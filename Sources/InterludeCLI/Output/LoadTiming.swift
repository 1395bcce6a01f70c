import Interlude

/// The time to loaded of one load and its critical path: the chain of requests, each waiting
/// for the document before it, that ends with the last request to finish.
struct LoadTiming: Equatable, Sendable {
  /// From the request to the loaded ads (or the load's failure), in milliseconds, on a
  /// monotonic clock.
  var milliseconds: Double
  /// The indices in the hops of the requests on the critical path, first request first.
  var criticalPath: [Int]

  /// The timing of a load that took `milliseconds` and made `hops`.
  init(milliseconds: Double, hops: [LoadHop]) {
    self.milliseconds = milliseconds
    criticalPath = Self.criticalPath(of: hops)
  }

  /// The critical path of `hops`: from the request that finished last, back through the
  /// document that led to each (its ``LoadHop/parentURL``) to the first request.
  static func criticalPath(of hops: [LoadHop]) -> [Int] {
    let end = { (hop: LoadHop) in hop.startMilliseconds + hop.milliseconds }
    guard var current = hops.indices.max(by: { end(hops[$0]) < end(hops[$1]) }) else {
      return []
    }
    var path = [current]
    while let parent = hops[current].parentURL {
      // The parent's request finished before this one started; of several requests of the
      // same URL, the latest such.
      let start = hops[current].startMilliseconds
      let candidates = hops.indices.filter { index in
        !path.contains(index) && hops[index].url == parent && end(hops[index]) <= start + 0.001
      }
      guard let previous = candidates.max(by: { end(hops[$0]) < end(hops[$1]) }) else { break }
      path.append(previous)
      current = previous
    }
    return path.reversed()
  }
}
