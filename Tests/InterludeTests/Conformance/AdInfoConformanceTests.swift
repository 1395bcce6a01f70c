import Foundation
import Interlude
import Testing

/// What IMA documents for `IMAAd` and `IMAAdPodInfo`, read from the events an app receives.
@MainActor
@Suite("Conformance: IMA's ad and pod info")
struct AdInfoConformanceTests {
  /// The ad of every STARTED event of a session, in order.
  private static func startedAds(
    _ response: String, contentDuration: Double = 200, until time: Double = 260
  ) async -> [AdInfo] {
    let app = GettingStartedApp(contentDuration: contentDuration)
    await app.requestAds(response: response)
    await app.run(until: time)
    return app.adEvents.filter { $0.type == .started }.compactMap(\.ad)
  }

  /// IMAAdPodInfo, `adPosition` and `totalAds`: the ad's 1-based position in its pod and the
  /// pod's size.
  @Test("IMA: adPosition counts from 1 within the pod, totalAds is the pod's size")
  func podPositions() async {
    let ads = await Self.startedAds(SessionDocuments.pod(count: 2, seconds: 10), until: 30)
    #expect(ads.map(\.podInfo.adPosition) == [1, 2])
    #expect(ads.map(\.podInfo.totalAds) == [2, 2])
  }

  /// IMAAdPodInfo, `podIndex`: 0 for the pre-roll, 1, 2, … for mid-rolls, -1 for the post-roll.
  @Test("IMA: podIndex is 0 for the pre-roll, 1 for the first mid-roll, -1 for the post-roll")
  func podIndex() async {
    let ads = await Self.startedAds(SessionDocuments.demoLike)
    #expect(ads.map(\.podInfo.podIndex) == [0, 0, 1, -1])
  }

  /// IMAAdPodInfo, `timeOffset`: the pod's position in the content in seconds, 0 for the
  /// pre-roll and -1 for the post-roll.
  @Test("IMA: timeOffset is the break's time, 0 for the pre-roll, -1 for the post-roll")
  func podTimeOffset() async {
    let ads = await Self.startedAds(SessionDocuments.demoLike)
    #expect(ads.map(\.podInfo.timeOffset) == [0, 0, 120, -1])
  }

  /// IMAAd, `skipTimeOffset` and `isSkippable`: the seconds after which the ad can be skipped,
  /// -1 when it cannot.
  @Test("IMA: skipTimeOffset is -1 and isSkippable false for an ad that cannot be skipped")
  func skipTimeOffset() async {
    let ads = await Self.startedAds(SessionDocuments.demoLike)
    let skippable = ads.first { $0.adId == "mid" }
    let plain = ads.first { $0.adId == "pre-1" }
    #expect(skippable?.skipTimeOffset == 5)
    #expect(skippable?.isSkippable == true)
    #expect(plain?.skipTimeOffset == -1)
    #expect(plain?.isSkippable == false)
  }

  /// IMAAd, `adId`, `adTitle`, `duration`: the VAST ad's id, title and duration in seconds.
  @Test("IMA: adId, title and duration come from the VAST ad")
  func identity() async {
    let ads = await Self.startedAds(
      SessionDocuments.vast(SessionDocuments.ad("solo", seconds: 10)), until: 15)
    #expect(ads.first?.adId == "solo")
    #expect(ads.first?.title == "solo")
    #expect(ads.first?.duration == 10)
  }
}
