/// Repeated measurements of one thing, in seconds, with the statistics the benchmarks print.
struct Timing {
  let samples: [Double]

  var sorted: [Double] { samples.sorted() }

  /// The median (the mean of the middle two for an even count); 0 without samples.
  var median: Double {
    let sorted = self.sorted
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  var min: Double { samples.min() ?? 0 }
  var max: Double { samples.max() ?? 0 }
}
