import Foundation
import InterludeConsent

/// How many tests skipped because the shared fixture corpus is absent
/// (``SharedFixtures/isPresent(suite:)``), printed when the process exits.
package final class SharedFixtureSkipCount: Sendable {
  /// The count of the test process, printed at its exit.
  package static let shared = SharedFixtureSkipCount(printsAtExit: true)

  /// The tests recorded, and whether the first one still has to register the exit line.
  private let state: Locked<(count: Int, printsAtExit: Bool)>

  /// A count from zero; with `printsAtExit`, the first test recorded makes the process print
  /// ``line`` when it exits.
  package init(printsAtExit: Bool) {
    state = Locked((count: 0, printsAtExit: printsAtExit))
  }

  /// The tests recorded.
  package var value: Int { state.withLock { $0.count } }

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
    let registers = state.withLock { state in
      state.count += 1
      defer { state.printsAtExit = false }
      return state.printsAtExit
    }
    guard registers else { return }
    atexit {
      FileHandle.standardOutput.write(Data(SharedFixtureSkipCount.shared.line.utf8))
    }
  }
}
