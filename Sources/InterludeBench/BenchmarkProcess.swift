import Foundation

/// Runs the benchmarks that need the main actor and a running loop.
enum BenchmarkProcess {
  /// Runs `benchmark` on the main actor, prints its report (JSON or text) and exits with the
  /// report's status, or prints the failure to standard error and exits with its code.
  static func runAndExit<Report: BenchmarkReport>(
    json: Bool, _ benchmark: @escaping @MainActor () async throws(BenchmarkFailure) -> Report
  ) -> Never {
    Task { @MainActor in
      do throws(BenchmarkFailure) {
        let report = try await benchmark()
        print(json ? report.json() : report.text())
        exit(report.exitStatus)
      } catch {
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
        exit(error.exitCode)
      }
    }
    dispatchMain()
  }
}
