/// Why a benchmark could not produce figures.
struct BenchmarkFailure: Error, CustomStringConvertible {
  /// The process's exit code: 2 when the local server cannot run, 1 when the work went wrong.
  let exitCode: Int32
  let description: String

  init(exitCode: Int32 = 1, description: String) {
    self.exitCode = exitCode
    self.description = description
  }
}
