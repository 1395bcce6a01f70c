import Interlude
import InterludeSimulation
import Testing

/// IMA's documented `IMASettings` behaviour, checked against ``Settings`` in simulated sessions.
@MainActor
@Suite("Conformance: IMASettings")
struct IMASettingsConformanceTests {
  /// IMASettings, `autoPlayAdBreaks`: "Toggles whether to automatically play ad breaks; only
  /// applies to ad rules." A single VAST response is unaffected: the manager still sends LOADED
  /// and waits for `start()`, never AD_BREAK_READY.
  @Test("IMA: autoPlayAdBreaks off leaves a VAST response's LOADED and start() flow unchanged")
  func autoPlayOffLeavesVASTAlone() async {
    var options = SimulationOptions()
    options.autoPlayAdBreaks = false
    let result = await SessionGolden.run(
      SessionDocuments.vast(SessionDocuments.ad("single")), options: options)
    #expect(result.completed)
    #expect(result.entries.events.first == "LOADED")
    #expect(!result.entries.events.contains("AD_BREAK_READY"))
    #expect(result.entries.startedAds == ["single"])
  }

  /// IMASettings, `autoPlayAdBreaks`: with ad rules, when false each break sends
  /// AD_BREAK_READY and the app calls `start()` to play it.
  @Test("IMA: autoPlayAdBreaks off makes each ad rules break send AD_BREAK_READY")
  func autoPlayOffAnnouncesVMAPBreaks() async {
    var options = SimulationOptions()
    options.autoPlayAdBreaks = false
    options.contentDuration = 180
    let result = await SessionGolden.run(SessionDocuments.demoLike, options: options)
    #expect(result.completed)
    #expect(result.entries.events.filter { $0 == "AD_BREAK_READY" }.count == 3)
    #expect(result.entries.startedBreaks == ["preroll", "midroll", "postroll"])
  }
}
