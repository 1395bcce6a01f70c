import Foundation
import InterludeSimulation
import InterludeTestSupport
import Testing

@testable import Interlude

/// IMA's `IMAAdDisplayContainer`: the ad UI shows in the container with no further call.
@MainActor
@Suite("Conformance: IMAAdDisplayContainer")
struct AdDisplayContainerConformanceTests {
  /// A display that records when its manager is initialized, and the manager's events.
  @MainActor
  final class UIDisplay: VideoDisplay, AdsManagerDelegate {
    weak var delegate: (any VideoDisplayDelegate)?
    let supportedMimeTypes = ["video/mp4"]
    var volume: Double = 1
    var log: [String] = []
    var settings: AdsRenderingSettings?

    func load(_ url: URL, mimeType: String?) {}
    func play() {}
    func pause() {}
    func stop() {}
    func adsManagerDidInitialize(_ manager: AdsManager) {
      settings = manager.renderingSettings
      log.append("connected")
    }
    func adsManager(_ manager: AdsManager, didReceive event: AdEvent) {
      log.append(event.type.rawValue)
    }
    func adsManager(_ manager: AdsManager, didReceive error: AdError) {}
    func adsManagerDidRequestContentPause(_ manager: AdsManager) {}
    func adsManagerDidRequestContentResume(_ manager: AdsManager) {}
  }

  /// IMAAdDisplayContainer and IMAAdsManager `initializeWithAdsRenderingSettings:`: the SDK
  /// renders its ad UI in the container's view once the manager is initialized; the app makes
  /// no other call. The display hears of the manager, with its rendering settings, before the
  /// manager's first event.
  @Test("IMA: initializing the manager connects the container's ad UI, before any event")
  func initializeConnectsTheDisplay() async throws {
    let display = UIDisplay()
    let loader = AdsLoader(
      transport: InMemoryTransport(responses: [:]), beacons: RecordingBeaconSender(),
      privacy: { .withheld }, clock: ManualClock())
    var request = AdsRequest(adsResponse: PlaybackVAST.inLine())
    request.adDisplayContainer = AdDisplayContainer(videoDisplay: display)
    let manager = try await loader.requestAds(request).adsManager
    manager.delegate = display
    var settings = AdsRenderingSettings()
    settings.uiElements = [.countdown]
    manager.initialize(with: settings)
    #expect(display.log.first == "connected")
    #expect(display.log.contains("LOADED"))
    #expect(display.settings == settings)
  }
}
