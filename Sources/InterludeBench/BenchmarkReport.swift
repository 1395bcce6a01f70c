/// A benchmark's figures, in both renderings, and the exit status they call for.
protocol BenchmarkReport {
  func text() -> String
  func json() -> String
  /// 0 unless the benchmark judges its own figures (the stress benchmark's verdict).
  var exitStatus: Int32 { get }
}

extension BenchmarkReport {
  var exitStatus: Int32 { 0 }
}
