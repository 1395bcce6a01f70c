import Foundation
import Interlude
import Testing

/// IMA's `IMASettings` members that have no effect in the core beyond what these tests check.
@MainActor
@Suite("Settings: IMA's defaults and pass-through members")
struct SettingsIMADefaultsTests {
  @Test("IMA: disableNowPlayingInfo defaults to NO, so Now Playing is on")
  func nowPlayingOnByDefault() {
    #expect(Settings().disableNowPlayingInfo == false)
  }

  @Test("IMA: featureFlags are passed through; Interlude defines none and logs each in debug mode")
  func featureFlagsLogged() {
    let lines = DebugLines()
    var settings = Settings()
    settings.enableDebugMode = true
    settings.featureFlags = ["zeta": "1", "alpha": "on"]
    let loader = AdsLoader(settings: settings, debugLog: lines.sink)
    #expect(loader.settings.featureFlags == ["zeta": "1", "alpha": "on"])
    let flagLines = lines.all.filter { $0.contains("feature flag") }
    #expect(
      flagLines == [
        "settings: feature flag alpha=on ignored: Interlude defines none",
        "settings: feature flag zeta=1 ignored: Interlude defines none",
      ])
  }

  @Test("Feature flags write nothing when debug mode is off")
  func featureFlagsSilentOutsideDebugMode() {
    let lines = DebugLines()
    var settings = Settings()
    settings.featureFlags = ["alpha": "on"]
    _ = AdsLoader(settings: settings, debugLog: lines.sink)
    #expect(lines.all.isEmpty)
  }
}
