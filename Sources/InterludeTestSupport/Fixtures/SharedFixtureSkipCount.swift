import Foundation

/// How many tests skipped because the shared fixture corpus is absent
/// (``SharedFixtures/isPresent(suite:)``), printed when the process exits.
package final class SharedFixtureSkipCount: @unchecked Sendable {
  /// The count of the test process, printed at its exit.
  package static let shared = SharedFixtureSkipCount(printsAtExit: true)

  private let lock = NSLock()
  private var count = 0
  private var printsAtExit: Bool

  /// A count from zero; with `printsAtExit`, the first test recorded makes the process print
  /// ``line`` when it exits.
  package init(printsAtExit: Bool) {
    self.printsAtExit = printsAtExit
  }

  /// The tests recorded.
  package var value: Int { lock.withLock { count } }

  /// `shared fixtures: 57 tests skipped (../shared/fixtures is absent …)`.
  package var line: String {
    let count = value
    return "shared fixtures: \(count) test\(count == 1 ? "" : "s") skipped "
      + "(\(SharedFixtures.unavailableMessage))\n"
  }

  /// Records one skip of a test; a suite's (`isSuite` true, or nil when unknown) is not counted,
  /// since its tests are.
  package func record(isSuite: Bool?) {
    guard isSuite == false else { return }
    let registers = lock.withLock {
      count += 1
      defer { printsAtExit = false }
      return printsAtExit
    }
    guard registers else { return }
    atexit {
      FileHandle.standardOutput.write(Data(SharedFixtureSkipCount.shared.line.utf8))
    }
  }
}
