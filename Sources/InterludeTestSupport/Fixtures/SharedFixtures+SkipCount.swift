extension SharedFixtures {
  /// Whether the corpus is present: the condition of every test and suite that reads it,
  /// `.enabled(if: SharedFixtures.isPresent(suite: Test.current?.isSuite),
  /// "\(SharedFixtures.unavailableMessage)")`.
  ///
  /// When the corpus is absent, each test (not suite) skipped for it is counted, and the test
  /// process prints the count as it exits, after the test run's own summary:
  /// `shared fixtures: 57 tests skipped (../shared/fixtures is absent …)`. The test library
  /// evaluates the condition once for each test and suite it applies to, with `Test.current`
  /// set to it.
  ///
  /// - Parameter isSuite: whether the condition is evaluated for a suite
  ///   (`Test.current?.isSuite`); nil or true counts nothing.
  public static func isPresent(suite isSuite: Bool?) -> Bool {
    guard directory == nil else { return true }
    SharedFixtureSkipCount.shared.record(isSuite: isSuite)
    return false
  }
}
