import InterludeTestSupport
import Testing

/// The test run says how many tests skipped because the shared fixture corpus is absent: each
/// skipped test is counted once (a suite's skip is not, its tests are), and the count is the
/// line printed at the process's exit.
@Suite("Shared fixtures: the skip count")
struct SharedFixtureSkipCountTests {
  @Test("tests are counted, suites are not; the line states the count and why")
  func counts() {
    let count = SharedFixtureSkipCount(printsAtExit: false)
    count.record(isSuite: true)
    count.record(isSuite: nil)
    #expect(count.value == 0)
    count.record(isSuite: false)
    count.record(isSuite: false)
    #expect(count.value == 2)
    #expect(
      count.line == "shared fixtures: 2 tests skipped (\(SharedFixtures.unavailableMessage))\n")
  }

  @Test("the condition holds exactly when the corpus is present, and counts only when absent")
  func condition() {
    let before = SharedFixtureSkipCount.shared.value
    let present = SharedFixtures.isPresent(suite: true)
    #expect(present == (SharedFixtures.directory != nil))
    #expect(SharedFixtureSkipCount.shared.value == before, "a suite adds nothing")
  }
}
