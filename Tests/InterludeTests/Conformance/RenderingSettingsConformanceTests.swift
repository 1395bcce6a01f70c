import InterludeSimulation
import Testing

@testable import Interlude

/// IMA's documented `IMAAdsRenderingSettings` behaviour, checked against ``AdsRenderingSettings``.
@MainActor
@Suite("Conformance: IMAAdsRenderingSettings")
struct RenderingSettingsConformanceTests {
  /// IMAAdsRenderingSettings, `loadVideoTimeout`: the timeout in seconds for loading a video ad
  /// media file; -1 means the default, 8 seconds. A media file that loads in 7 s plays, one that
  /// takes 9 s fails with 402 after 8 s.
  @Test("IMA: loadVideoTimeout -1 means the default, 8 s")
  func minusOneIsEightSeconds() throws {
    var settings = AdsRenderingSettings()
    settings.loadVideoTimeout = -1
    let inTime = try PlaybackHarness(settings: settings, script: .init(loadDelay: .seconds(7)))
    inTime.run()
    #expect(inTime.outcomes == [.completed])
    let late = try PlaybackHarness(settings: settings, script: .init(loadDelay: .seconds(9)))
    late.start()
    late.clock.advance(by: 7.9)
    #expect(late.outcomes.isEmpty)
    late.clock.runUntilIdle()
    #expect(late.outcomes.count == 1)
    guard case .failed(let error) = late.outcomes.first else {
      Issue.record("expected a failure")
      return
    }
    #expect(error.code == .vastMediaLoadTimeout)
    #expect(late.clock.now < 9)
  }

  /// IMAAdsRenderingSettings, `loadVideoTimeout`: only a positive timeout replaces the default;
  /// 0 or any negative value uses the default of 8 seconds rather than timing out at once.
  @Test(
    "IMA: a loadVideoTimeout of 0 or less uses the default rather than failing at once",
    arguments: [0, -1, -5.5])
  func nonPositiveIsDefault(timeout: Double) throws {
    var settings = AdsRenderingSettings()
    settings.loadVideoTimeout = timeout
    #expect(settings.effectiveLoadVideoTimeout == 8)
    let harness = try PlaybackHarness(settings: settings, script: .init(loadDelay: .seconds(1)))
    harness.run()
    #expect(harness.outcomes == [.completed])
  }
}
