import Foundation
import Interlude
import InterludeTestSupport
import Testing

@MainActor
@Suite("VMAP loading")
struct VMAPLoadingTests {
  private let vmap = """
    <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
      <vmap:AdBreak timeOffset="start" breakType="linear" breakId="pre">
        <vmap:AdSource id="pre"><vmap:VASTAdData>
          \(VASTBuilder.document(VASTBuilder.wrapper(id: "prewrap", tag: "https://ads.test/pre-inline")))
        </vmap:VASTAdData></vmap:AdSource>
      </vmap:AdBreak>
      <vmap:AdBreak timeOffset="00:05:00.000" breakType="linear" breakId="mid">
        <vmap:AdSource id="mid"><vmap:AdTagURI templateType="vast3"><![CDATA[https://ads.test/mid]]></vmap:AdTagURI></vmap:AdSource>
        <vmap:TrackingEvents>
          <vmap:Tracking event="error"><![CDATA[https://t.test/break/err?c=[ERRORCODE]]]></vmap:Tracking>
        </vmap:TrackingEvents>
      </vmap:AdBreak>
      <vmap:AdBreak timeOffset="end" breakType="linear" breakId="post">
        <vmap:AdSource id="post"><vmap:AdTagURI templateType="vast3"><![CDATA[https://ads.test/post]]></vmap:AdTagURI></vmap:AdSource>
      </vmap:AdBreak>
    </vmap:VMAP>
    """

  private func serveAll(_ harness: LoadingHarness) {
    harness.serve("https://ads.test/vmap", vmap)
    harness.serve(
      "https://ads.test/pre-inline", VASTBuilder.document(VASTBuilder.inLine(id: "pre")))
    harness.serve("https://ads.test/mid", VASTBuilder.document(VASTBuilder.inLine(id: "mid")))
    harness.serve("https://ads.test/post", VASTBuilder.document(VASTBuilder.inLine(id: "post")))
  }

  @Test("Inline breaks resolve at load, tag breaks wait; cue points are known at once")
  func lazyByDefault() async throws {
    let harness = LoadingHarness()
    serveAll(harness)
    let manager = try await harness.load("https://ads.test/vmap", playhead: true).get().adsManager
    #expect(manager.isAdRules)
    #expect(manager.adCuePoints == [0, 300, -1])
    guard case .loaded(let pre) = manager.schedule[0].state else {
      Issue.record("the pre-roll should be loaded")
      return
    }
    #expect(pre.playableAds.map(\.ad.id) == ["pre"])
    guard case .pending = manager.schedule[1].state, case .pending = manager.schedule[2].state
    else {
      Issue.record("tag breaks should be pending")
      return
    }
    #expect(harness.requested("https://ads.test/mid").isEmpty)
    let state = await manager.loadBreak(at: 1)
    guard case .loaded(let mid) = state else {
      Issue.record("the mid-roll should load")
      return
    }
    #expect(mid.playableAds.map(\.ad.id) == ["mid"])
    #expect(harness.requested("https://ads.test/mid").count == 1)
  }

  @Test("Prefetch fetches only the breaks whose cue point is within the lead time")
  func prefetchWindow() async throws {
    let harness = LoadingHarness()
    serveAll(harness)
    let manager = try await harness.load("https://ads.test/vmap", playhead: true).get().adsManager
    manager.prefetchBreaks(near: 200)
    await Task.yield()
    #expect(harness.requested("https://ads.test/mid").isEmpty)
    manager.prefetchBreaks(near: 293)
    for _ in 0..<50 where harness.requested("https://ads.test/mid").isEmpty {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(harness.requested("https://ads.test/mid").count == 1)
    #expect(harness.requested("https://ads.test/post").isEmpty)
  }

  @Test("prefetchAllBreaks loads every break at load time")
  func prefetchAll() async throws {
    let harness = LoadingHarness { $0.loading.prefetchAllBreaks = true }
    serveAll(harness)
    let manager = try await harness.load("https://ads.test/vmap", playhead: true).get().adsManager
    for scheduled in manager.schedule {
      guard case .loaded(let resolution) = scheduled.state else {
        Issue.record("every break should be loaded")
        continue
      }
      #expect(resolution.playableAds.count == 1)
    }
  }

  @Test("A break whose tag fails reports to the break's error tracking")
  func breakErrors() async throws {
    let harness = LoadingHarness()
    serveAll(harness)
    harness.transport.stub("https://ads.test/mid", with: .status(500))
    let manager = try await harness.load("https://ads.test/vmap", playhead: true).get().adsManager
    let state = await manager.loadBreak(at: 1)
    guard case .failed(let error) = state else {
      Issue.record("the mid-roll should fail")
      return
    }
    #expect(error.vastCode == .wrapperTimeout)
    #expect(harness.errorBeacons == ["/break/err?c=1008"])
  }

  @Test("A VMAP response without a content playhead fails with 1205")
  func needsAPlayhead() async throws {
    let harness = LoadingHarness()
    serveAll(harness)
    let result = await harness.load("https://ads.test/vmap", playhead: false)
    let error = try #require(result.failure, "expected a failure")
    #expect(error.code == .contentPlayheadMissing)
  }
}
