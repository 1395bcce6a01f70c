import Foundation
import Interlude
import InterludeSimulation
import Testing

/// The flow of IMA's iOS client-side getting-started guide ("Get started with the IMA SDK",
/// developers.google.com/interactive-media-ads/docs/sdks/ios/client-side) and the reference
/// pages of the types it uses, as an app that follows the guide sees it.
@MainActor
@Suite("Conformance: IMA's getting-started flow")
struct GettingStartedConformanceTests {
  private static let tenSecondAd = SessionDocuments.vast(SessionDocuments.ad("one", seconds: 10))

  /// IMAAdsLoaderDelegate, `adsLoader:adsLoadedWithData:`: the loaded data carries the ads
  /// manager and the user context the request was made with.
  @Test("IMA: adsLoadedWithData delivers the ads manager and the request's user context")
  func loadedDataCarriesManagerAndUserContext() async {
    let app = GettingStartedApp()
    await app.requestAds(response: Self.tenSecondAd, userContext: "page-7")
    #expect(app.loadedData != nil)
    #expect(app.loadedData?.userContext as? String == "page-7")
    #expect(app.loadError == nil)
  }

  /// IMAAdsLoaderDelegate, `adsLoader:failedWithErrorData:`: a failed request reports its error
  /// with the request's user context, and the guide's app plays its content.
  @Test("IMA: failedWithErrorData reports the error and the user context; content plays")
  func failedLoadReportsErrorAndUserContext() async throws {
    let app = GettingStartedApp()
    await app.requestAds(response: "<VAST version=\"4.2\"></VAST>", userContext: "page-8")
    let failure = try #require(app.loadError)
    #expect(failure.adError.type == .loadingFailed)
    #expect(failure.adError.code == .vastEmptyResponse)
    #expect(failure.userContext as? String == "page-8")
    #expect(app.loadedData == nil)
    #expect(app.player.isPlaying)
  }

  /// IMAAdsManager, `initializeWithAdsRenderingSettings:` and `start`: LOADED announces the
  /// ad, which does not play until the app calls `start`.
  @Test("IMA: after initialize, LOADED arrives and the ad waits for start()")
  func loadedWaitsForStart() async {
    let app = GettingStartedApp()
    app.startsOnLoaded = false
    await app.requestAds(response: Self.tenSecondAd)
    await app.run(until: 5)
    #expect(app.events == ["LOADED"])
    #expect(!app.log.contains("content pause"))
    app.manager?.start()
    await app.run(until: 6)
    #expect(app.events.contains("STARTED"))
  }

  /// IMAAdsManagerDelegate, `adsManagerDidRequestContentPause:`: the app pauses its content
  /// before the ad starts; `adsManagerDidRequestContentResume:` after the ad.
  @Test("IMA: content pause is requested before STARTED, content resume after COMPLETE")
  func contentPauseBeforeStartResumeAfterComplete() async throws {
    let app = GettingStartedApp()
    await app.requestAds(response: Self.tenSecondAd)
    await app.run(until: 20)
    let pause = try #require(app.log.firstIndex(of: "content pause"))
    let started = try #require(app.log.firstIndex(of: "event STARTED"))
    let complete = try #require(app.log.firstIndex(of: "event COMPLETE"))
    let resume = try #require(app.log.firstIndex(of: "content resume"))
    #expect(pause < started)
    #expect(complete < resume)
    #expect(app.player.isPlaying)
  }

  /// IMAAdEventType: a linear ad reports STARTED, FIRST_QUARTILE, MIDPOINT, THIRD_QUARTILE and
  /// COMPLETE, in that order.
  @Test("IMA: a linear ad's progress events come in order")
  func quartileEventsInOrder() async {
    let app = GettingStartedApp()
    await app.requestAds(response: Self.tenSecondAd)
    await app.run(until: 20)
    let progress = app.events.filter {
      ["STARTED", "FIRST_QUARTILE", "MIDPOINT", "THIRD_QUARTILE", "COMPLETE"].contains($0)
    }
    #expect(progress == ["STARTED", "FIRST_QUARTILE", "MIDPOINT", "THIRD_QUARTILE", "COMPLETE"])
  }

  /// IMAAdEventType, `kIMAAdEvent_ALL_ADS_COMPLETED`: sent once, after every ad has played.
  @Test("IMA: ALL_ADS_COMPLETED is sent once, after the last ad")
  func allAdsCompletedOnceAtTheEnd() async {
    let app = GettingStartedApp()
    await app.requestAds(response: SessionDocuments.pod(count: 2, seconds: 10))
    await app.run(until: 30)
    #expect(app.events.filter { $0 == "ALL_ADS_COMPLETED" }.count == 1)
    #expect(app.events.last == "ALL_ADS_COMPLETED")
    #expect(app.events.filter { $0 == "COMPLETE" }.count == 2)
  }

  /// IMAAdsManagerDelegate, `adsManager:didReceiveAdError:`: an ad that cannot play is
  /// reported, and the content resumes (the guide's app plays its content on an error).
  @Test("IMA: an ad that cannot play is reported as an error and the content resumes")
  func playbackErrorResumesContent() async {
    let app = GettingStartedApp()
    let unplayable = SessionDocuments.vast(
      SessionDocuments.ad("bad", seconds: 10, mimeType: "video/x-unplayable"))
    await app.requestAds(response: unplayable)
    await app.run(until: 20)
    #expect(app.log.contains("error 403"))
    #expect(!app.events.contains("STARTED"))
    #expect(app.player.isPlaying)
  }

  /// IMAAdsManager, `adCuePoints`: the ad rules' cue points in seconds, 0 for a pre-roll and
  /// -1 for a post-roll.
  @Test("IMA: adCuePoints lists 0 for the pre-roll, seconds for mid-rolls, -1 for the post-roll")
  func adCuePoints() async {
    let app = GettingStartedApp(contentDuration: 200)
    await app.requestAds(response: SessionDocuments.demoLike)
    #expect(app.manager?.adCuePoints == [0, 120, -1])
  }

  /// IMAAdsLoader, `contentComplete`: tells the SDK the content has finished, so that the
  /// post-roll plays; ALL_ADS_COMPLETED follows it.
  @Test("IMA: contentComplete plays the post-roll, then ALL_ADS_COMPLETED")
  func contentCompletePlaysPostRoll() async {
    let app = GettingStartedApp(contentDuration: 20)
    let document = SessionDocuments.vmap([
      SessionDocuments.adBreak(
        "post", offset: "end", vast: SessionDocuments.vast(SessionDocuments.ad("post", seconds: 4)))
    ])
    await app.requestAds(response: document)
    await app.run(until: 15)
    #expect(!app.events.contains("STARTED"))
    await app.run(until: 40)
    #expect(app.events.contains("STARTED"))
    #expect(app.events.last == "ALL_ADS_COMPLETED")
  }

  /// IMAAdsManager, `pause` and `resume`: pause the playing ad and resume it, with PAUSE and
  /// RESUME events.
  @Test("IMA: pause() and resume() send PAUSE and RESUME once each")
  func pauseAndResume() async {
    let app = GettingStartedApp()
    await app.requestAds(response: Self.tenSecondAd)
    await app.run(until: 2)
    app.manager?.pause()
    app.manager?.pause()
    await app.run(until: 4)
    app.manager?.resume()
    app.manager?.resume()
    await app.run(until: 20)
    #expect(app.events.filter { $0 == "PAUSE" }.count == 1)
    #expect(app.events.filter { $0 == "RESUME" }.count == 1)
    #expect(app.events.contains("COMPLETE"))
  }

  /// IMAAdsManager, `skip`: skips the ad when it is skippable and its skip offset has passed;
  /// SKIPPED follows, and nothing happens before the offset.
  @Test("IMA: skip() is ignored before the skip offset and sends SKIPPED after it")
  func skipHonoursOffset() async {
    let app = GettingStartedApp()
    let skippable = SessionDocuments.vast(
      SessionDocuments.ad("skippable", seconds: 10, skipOffset: "00:00:05"))
    await app.requestAds(response: skippable)
    await app.run(until: 2)
    app.manager?.skip()
    await app.run(until: 3)
    #expect(!app.events.contains("SKIPPED"))
    await app.run(until: 7)
    app.manager?.skip()
    await app.run(until: 8)
    #expect(app.events.contains("SKIPPED"))
    #expect(!app.events.contains("COMPLETE"))
    #expect(app.log.contains("content resume"))
  }

  /// IMAAdsManager, `destroy`: stops the ads and releases them; the app hears nothing more.
  @Test("IMA: after destroy() no event arrives")
  func destroyStopsEvents() async {
    let app = GettingStartedApp()
    await app.requestAds(response: Self.tenSecondAd)
    await app.run(until: 3)
    app.manager?.destroy()
    let seen = app.log.count
    await app.run(until: 20)
    #expect(app.log.count == seen)
  }
}
