import Foundation
import Interlude
import InterludeSimulation
import Testing

/// What IMA documents for `IMASettings` and `IMAAdsRenderingSettings`, as an app sees it.
@MainActor
@Suite("Conformance: IMA's settings in the getting-started app")
struct SettingsConformanceTests {
  /// IMAAdsRenderingSettings, `playAdsAfterTime`: ad breaks scheduled at or before this time
  /// are not played (for a resumed video).
  @Test("IMA: playAdsAfterTime skips the breaks at or before it")
  func playAdsAfterTimeSkipsEarlierBreaks() async {
    let app = GettingStartedApp(contentDuration: 120)
    var settings = AdsRenderingSettings()
    settings.playAdsAfterTime = 60
    await app.requestAds(response: SessionDocuments.threeMidrolls, settings: settings)
    await app.run(until: 110)
    let started = app.adEvents.filter { $0.type == .started }.compactMap { $0.ad?.adId }
    #expect(started == ["ad-90"])
  }

  /// IMASettings, `autoPlayAdBreaks`: with NO, the SDK sends AD_BREAK_READY when an ad rules
  /// break is due, and the break plays only when the app calls `start`.
  @Test("IMA: autoPlayAdBreaks off sends AD_BREAK_READY and the break waits for start()")
  func autoPlayAdBreaksOffWaitsForStart() async {
    let app = GettingStartedApp(contentDuration: 120)
    var loaderSettings = Settings()
    loaderSettings.autoPlayAdBreaks = false
    await app.requestAds(response: SessionDocuments.threeMidrolls, loaderSettings: loaderSettings)
    await app.run(until: 35)
    #expect(app.events.contains("AD_BREAK_READY"))
    #expect(!app.events.contains("STARTED"))
    app.manager?.start()
    await app.run(until: 36)
    #expect(app.events.contains("STARTED"))
  }

  /// IMAAdsRenderingSettings, `mimeTypes`: only media files of these types are chosen; an ad
  /// without one cannot play (VAST 403, reported to the app).
  @Test("IMA: mimeTypes limits the media files chosen; none left is error 403")
  func mimeTypesLimitSelection() async {
    let app = GettingStartedApp()
    var settings = AdsRenderingSettings()
    settings.mimeTypes = ["video/webm"]
    await app.requestAds(
      response: SessionDocuments.vast(SessionDocuments.ad("mp4-only")), settings: settings)
    await app.run(until: 15)
    #expect(app.log.contains("error 403"))
    #expect(!app.events.contains("STARTED"))
  }

  /// IMAAdsRenderingSettings, `loadVideoTimeout`: how long the SDK waits for the ad's media to
  /// load, 8 seconds by default; past it the ad fails (VAST 402).
  @Test("IMA: media that does not load within loadVideoTimeout (8 s by default) fails with 402")
  func loadVideoTimeoutDefault() async {
    let app = GettingStartedApp()
    app.display.script.faults = [.neverLoads]
    await app.requestAds(response: SessionDocuments.vast(SessionDocuments.ad("slow")))
    await app.run(until: 7.5)
    #expect(!app.log.contains("error 402"))
    await app.run(until: 9)
    #expect(app.log.contains("error 402"))
    #expect(app.player.isPlaying)
  }

  /// IMASettings, `maxRedirects`: the most wrapper redirects followed (4 by default); a longer
  /// chain fails with VAST_TOO_MANY_REDIRECTS (302).
  @Test("IMA: a wrapper chain longer than maxRedirects (4) fails with 302")
  func maxRedirects() async throws {
    let app = GettingStartedApp()
    var served: [String: String] = [:]
    for hop in 0..<6 {
      served["https://ads.test/w\(hop)"] = SessionDocuments.vast(
        Self.wrapper(id: "w\(hop)", to: "https://ads.test/w\(hop + 1)"))
    }
    served["https://ads.test/w6"] = SessionDocuments.vast(SessionDocuments.ad("end"))
    await app.requestAds(adTag: "https://ads.test/w0", served: served)
    let failure = try #require(app.loadError)
    #expect(failure.adError.code == .vastTooManyRedirects)
  }

  private static func wrapper(id: String, to tag: String) -> String {
    """
    <Ad id="\(id)"><Wrapper><AdSystem>W</AdSystem>
      <VASTAdTagURI><![CDATA[\(tag)]]></VASTAdTagURI>
      <Impression><![CDATA[https://t.test/\(id)/impression]]></Impression>
    </Wrapper></Ad>
    """
  }
}
