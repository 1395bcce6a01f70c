import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing

/// `enablePreloading`: the display is hinted at the media an ad will load before it loads it,
/// and the hint changes nothing else. (The simulated display plays every media for 10 s.)
@MainActor
@Suite("Session: media preloading")
struct MediaPreloadingTests {
  /// The display's load and preload calls, in order.
  private func mediaCalls(_ driver: SessionDriver) -> [String] {
    driver.display.calls.filter { $0.hasPrefix("load ") || $0.hasPrefix("preload ") }
  }

  @Test("a pod: the first ad is hinted at LOADED, each next ad when the one before it starts")
  func podHintsTheNextAd() async throws {
    let driver = SessionDriver()
    _ = try #require(await driver.load(SessionDocuments.pod(count: 3, seconds: 5)))
    await driver.run(until: 35)
    #expect(
      mediaCalls(driver) == [
        "preload https://cdn.test/pod-1.mp4", "load https://cdn.test/pod-1.mp4",
        "preload https://cdn.test/pod-2.mp4", "load https://cdn.test/pod-2.mp4",
        "preload https://cdn.test/pod-3.mp4", "load https://cdn.test/pod-3.mp4",
      ])
    #expect(driver.display.preloadedURL == nil)
    #expect(driver.events.filter { $0 == "COMPLETE" }.count == 3)
  }

  @Test("enablePreloading off: no hint, and the same loads and events")
  func offMeansNoHint() async throws {
    let on = SessionDriver()
    _ = try #require(await on.load(SessionDocuments.pod(count: 3, seconds: 5)))
    await on.run(until: 35)
    let off = SessionDriver()
    off.renderingSettings.enablePreloading = false
    _ = try #require(await off.load(SessionDocuments.pod(count: 3, seconds: 5)))
    await off.run(until: 35)
    #expect(!off.display.calls.contains { $0.hasPrefix("preload") })
    #expect(mediaCalls(off) == mediaCalls(on).filter { $0.hasPrefix("load ") })
    #expect(off.events == on.events)
    #expect(off.beacons.strings.count == on.beacons.strings.count)
  }

  @Test("a mid-roll and a post-roll are hinted within 8 s of their cue, and the hint fires nothing")
  func breaksAreHintedWithinTheLeadTime() async throws {
    let driver = SessionDriver(contentDuration: 60)
    let document = SessionDocuments.vmap([
      SessionDocuments.adBreak(
        "mid", offset: "00:00:30.000", vast: SessionDocuments.vast(SessionDocuments.ad("mid"))),
      SessionDocuments.adBreak(
        "post", offset: "end", vast: SessionDocuments.vast(SessionDocuments.ad("post"))),
    ])
    _ = try #require(await driver.load(document))
    await driver.run(until: 21)
    #expect(mediaCalls(driver) == [])
    let beaconsBefore = driver.beacons.strings
    await driver.run(until: 23)
    #expect(mediaCalls(driver) == ["preload https://cdn.test/mid.mp4"])
    #expect(driver.lines(after: 21) == [])
    #expect(driver.beacons.strings == beaconsBefore)
    await driver.run(until: 40)
    #expect(
      mediaCalls(driver) == ["preload https://cdn.test/mid.mp4", "load https://cdn.test/mid.mp4"])
    // The content resumed at about 40.3 s of wall time (30 s of content, a 10 s ad): the post-roll
    // at 60 s of content comes within 8 s once the content reaches 52 s.
    await driver.run(until: 60)
    #expect(!mediaCalls(driver).contains("preload https://cdn.test/post.mp4"))
    await driver.run(until: 64)
    #expect(mediaCalls(driver).last == "preload https://cdn.test/post.mp4")
    await driver.run(until: 90)
    #expect(
      mediaCalls(driver).suffix(2) == [
        "preload https://cdn.test/post.mp4", "load https://cdn.test/post.mp4",
      ])
    #expect(driver.events.last == "ALL_ADS_COMPLETED")
  }

  @Test("a break that will not play (playAdsAfterTime) does not hide the next one's hint")
  func skippedBreakDoesNotHideTheNext() async throws {
    let driver = SessionDriver(contentDuration: 60)
    driver.renderingSettings.playAdsAfterTime = 31
    let document = SessionDocuments.vmap([
      SessionDocuments.adBreak(
        "early", offset: "00:00:30.000",
        vast: SessionDocuments.vast(SessionDocuments.ad("early"))),
      SessionDocuments.adBreak(
        "late", offset: "00:00:34.000", vast: SessionDocuments.vast(SessionDocuments.ad("late"))),
    ])
    _ = try #require(await driver.load(document))
    await driver.run(until: 29)
    #expect(mediaCalls(driver) == ["preload https://cdn.test/late.mp4"])
    await driver.run(until: 40)
    #expect(
      mediaCalls(driver) == [
        "preload https://cdn.test/late.mp4", "load https://cdn.test/late.mp4",
      ])
  }

  @Test("the hinted file is the one the ad loads, under the rendering settings' bitrate")
  func hintFollowsMediaSelection() async throws {
    let driver = SessionDriver()
    driver.renderingSettings.bitrate = 1000
    let pair = """
      <MediaFile delivery="progressive" type="video/mp4" width="1920" height="1080" \
      bitrate="4000"><![CDATA[https://cdn.test/high.mp4]]></MediaFile>
      <MediaFile delivery="progressive" type="video/mp4" width="640" height="360" bitrate="900">\
      <![CDATA[https://cdn.test/low.mp4]]></MediaFile>
      """
    let ad = SessionDocuments.ad("only").replacingOccurrences(
      of: "<MediaFile delivery=\"progressive\" type=\"video/mp4\" width=\"640\" height=\"360\" "
        + "bitrate=\"800\"><![CDATA[https://cdn.test/only.mp4]]></MediaFile>",
      with: pair)
    #expect(ad.contains("high.mp4") && !ad.contains("only.mp4"))
    _ = try #require(await driver.load(SessionDocuments.vast(ad)))
    await driver.run(until: 12)
    #expect(
      mediaCalls(driver) == ["preload https://cdn.test/low.mp4", "load https://cdn.test/low.mp4"])
  }
}
