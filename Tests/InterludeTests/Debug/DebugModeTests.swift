import Foundation
import InterludeSimulation
import InterludeTestSupport
import Testing

@testable import Interlude

/// `Settings.enableDebugMode`: one line per notable step of a loader and its managers, none
/// when it is off.
@MainActor
@Suite("Debug mode")
struct DebugModeTests {
  private static let tag = "https://ads.test/tag"
  private static let inline = "https://ads.test/inline"

  private static func settings(debug: Bool) -> Settings {
    var settings = Settings()
    settings.enableDebugMode = debug
    return settings
  }

  /// A transport serving a wrapper at ``tag`` that points at an inline ad at ``inline``, and
  /// 204 for beacons.
  private static func transport() -> RecordingTransport {
    let transport = RecordingTransport()
    transport.stub(
      tag, with: .vast(VASTBuilder.document(VASTBuilder.wrapper(id: "wrapper", tag: inline))))
    transport.stub(inline, with: .vast(VASTBuilder.document(VASTBuilder.inLine(id: "inline"))))
    transport.stub(matching: { $0.purpose == .beacon }, with: .status(204))
    return transport
  }

  /// Loads ``tag`` with `loader` and plays its ad to the end on `clock`.
  @discardableResult
  private static func playAnAd(
    _ loader: AdsLoader, clock: ManualClock
  ) async throws -> (AdStarter, AdsManager) {
    try await ManualSession.playAnAd(loader, clock: clock, request: AdsRequest(adTagUrl: tag))
  }

  @Test("off: a whole session writes no line")
  func offWritesNothing() async throws {
    let lines = DebugLines()
    let transport = Self.transport()
    let clock = ManualClock()
    let loader = AdsLoader(
      settings: Self.settings(debug: false), transport: transport, clock: clock,
      debugLog: lines.sink)
    let (starter, manager) = try await Self.playAnAd(loader, clock: clock)
    manager.emit(AdEvent(type: .log, data: ["type": "test"]))
    await transport.waitForBeacon("https://t.test/inline/start")
    #expect(starter.events.contains { $0.type == .complete }, "the session ran")
    #expect(transport.requestedURLs.contains { $0.absoluteString == "https://t.test/imp" })
    #expect(lines.all.isEmpty)
    #expect(!manager.isDebugModeEnabled)
    #expect(!Self.isWrapped(loader), "nothing is wrapped when debug mode is off")
  }

  /// Whether the loader's transport and beacon sender are the debug decorators.
  private static func isWrapped(_ loader: AdsLoader) -> Bool {
    let stored = Dictionary(
      Mirror(reflecting: loader).children.compactMap { child in
        child.label.map { ($0, child.value) }
      },
      uniquingKeysWith: { first, _ in first })
    return stored["transport"] is DebugLoggingTransport
      && stored["beacons"] is DebugLoggingBeaconSender
  }

  @Test("on: the requests, the load outcome, every event and every beacon, in order")
  func onWritesASession() async throws {
    let lines = DebugLines()
    let transport = Self.transport()
    let clock = ManualClock()
    let loader = AdsLoader(
      settings: Self.settings(debug: true), transport: transport, clock: clock,
      debugLog: lines.sink)
    let (starter, manager) = try await Self.playAnAd(loader, clock: clock)
    #expect(manager.isDebugModeEnabled)
    #expect(Self.isWrapped(loader))

    let tag = try #require(lines.first(containing: "HTTP GET \(Self.tag) (adRequest) -> 200 in "))
    let wrapper = try #require(
      lines.first(containing: "HTTP GET \(Self.inline) (wrapper) -> 200 in "))
    let loaded = try #require(lines.first(containing: "ads loaded after 2 requests: VAST, 1 ad"))
    #expect(tag.index < wrapper.index && wrapper.index < loaded.index)
    #expect(tag.line.hasSuffix(" ms"))

    // Every event the delegate saw has its line, with the ad and its pod position, except the
    // five-a-second AD_PROGRESS.
    let eventLines = lines.all.filter { $0.hasPrefix("event ") }
    #expect(starter.events.contains { $0.type == .adProgress })
    #expect(eventLines.count == starter.events.filter { $0.type != .adProgress }.count)
    #expect(!lines.all.contains { $0.hasPrefix("event AD_PROGRESS") })
    // The ad's media was hinted before it loaded (preloading is on by default).
    #expect(lines.all.contains { $0.hasPrefix("preload https://") })
    #expect(lines.contain("event LOADED ad=inline pod=0 position=1/1"))
    #expect(lines.contain("event STARTED ad=inline pod=0 position=1/1"))
    #expect(lines.contain("event COMPLETE ad=inline pod=0 position=1/1"))

    // Beacons, with their kind: the wrapper's and the inline ad's impressions, quartiles.
    await lines.waitFor("beacon quartile https://t.test/inline/start")
    #expect(lines.contain("beacon impression https://t.test/imp"))
    #expect(lines.contain("beacon impression https://t.test/wrapper/imp"))
    #expect(lines.contain("beacon quartile https://t.test/inline/start"))
    // A beacon is one line: its delivery through the default sender is not logged again.
    #expect(!lines.contain("HTTP GET https://t.test/imp"))
  }

  @Test("on: an ad that cannot play writes its error, as the delegate receives it")
  func onWritesPlaybackErrors() async throws {
    let lines = DebugLines()
    let clock = ManualClock()
    let loader = AdsLoader(
      settings: Self.settings(debug: true), transport: Self.transport(), clock: clock,
      debugLog: lines.sink)
    // The only media file is of a type the simulated display does not play: VAST 403.
    let unplayable = VASTBuilder.inLine(id: "unplayable").replacingOccurrences(
      of: "video/mp4", with: "video/x-unplayable")
    #expect(unplayable.contains("video/x-unplayable"))
    let (starter, _) = try await ManualSession.playAnAd(
      loader, clock: clock,
      request: AdsRequest(adsResponse: VASTBuilder.document(unplayable)))
    #expect(starter.errors.count == 1)
    let error = try #require(starter.errors.first)
    #expect(lines.all.filter { $0.hasPrefix("error ") } == ["error \(error)"])
    #expect(lines.contain("403"))
  }

  @Test(
    "the manager says whether debug mode is on, for the overlay's watermark",
    arguments: [false, true])
  func managerReportsDebugMode(debug: Bool) async throws {
    let loader = AdsLoader(settings: Self.settings(debug: debug), transport: Self.transport())
    let manager = try await loader.requestAds(AdsRequest(adTagUrl: Self.tag)).adsManager
    #expect(manager.isDebugModeEnabled == debug)
    let model = AdOverlayModel(showsDebugWatermark: manager.isDebugModeEnabled)
    let ad = AdInfo(duration: 10, podInfo: AdPodInfo(totalAds: 1, adPosition: 1))
    #expect((model.state(for: ad, at: 1).debugWatermark != nil) == debug)
  }

  @Test("on: a VMAP response, and the break tag fetched later with its outcome")
  func vmapBreakTag() async throws {
    let vmap = """
      <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
        <vmap:AdBreak timeOffset="start" breakType="linear" breakId="pre">
          <vmap:AdSource id="pre"><vmap:VASTAdData>
            \(VASTBuilder.document(VASTBuilder.inLine(id: "pre")))
          </vmap:VASTAdData></vmap:AdSource>
        </vmap:AdBreak>
        <vmap:AdBreak timeOffset="00:05:00.000" breakType="linear" breakId="mid">
          <vmap:AdSource id="mid"><vmap:AdTagURI templateType="vast3"><![CDATA[https://ads.test/mid]]></vmap:AdTagURI></vmap:AdSource>
        </vmap:AdBreak>
      </vmap:VMAP>
      """
    let transport = RecordingTransport()
    transport.stub("https://ads.test/vmap", with: .vast(vmap))
    transport.stub("https://ads.test/mid", with: .vast(VASTBuilder.document(VASTBuilder.inLine())))
    let lines = DebugLines()
    let loader = AdsLoader(
      settings: Self.settings(debug: true), transport: transport, debugLog: lines.sink)
    let manager = try await loader.requestAds(
      AdsRequest(adTagUrl: "https://ads.test/vmap", contentPlayhead: ManualContentPlayhead())
    ).adsManager
    #expect(lines.contain("HTTP GET https://ads.test/vmap (adRequest) -> 200 in "))
    #expect(lines.contain("ads loaded after 1 request: VMAP, 2 breaks, 1 loaded"))
    #expect(!lines.contain("https://ads.test/mid"), "the break tag waits")
    await manager.loadBreak(at: 1)
    #expect(lines.contain("HTTP GET https://ads.test/mid (breakTag) -> 200 in "))
    #expect(lines.contain("break 1 after 1 request: 1 ad"))
  }

  @Test("on: a LOG event is written with its data")
  func logEventData() async throws {
    let lines = DebugLines()
    let loader = AdsLoader(
      settings: Self.settings(debug: true), transport: Self.transport(), debugLog: lines.sink)
    let data = try await loader.requestAds(AdsRequest(adTagUrl: Self.tag))
    data.adsManager.emit(
      AdEvent(type: .log, data: ["type": "beaconDropped", "reason": "overflow"]))
    #expect(lines.contain("event LOG data: reason=overflow, type=beaconDropped"))
  }

  @Test("on: an HTTP error status, a transport error and the failed load's AdError code")
  func failures() async throws {
    let lines = DebugLines()
    let transport = RecordingTransport()
    transport.stub("https://ads.test/500", with: .status(500))
    transport.stub("https://ads.test/refused", with: .failure(.connectionFailed("refused")))
    let loader = AdsLoader(
      settings: Self.settings(debug: true), transport: transport, debugLog: lines.sink)

    let statusError = await #expect(throws: AdError.self) {
      _ = try await loader.requestAds(AdsRequest(adTagUrl: "https://ads.test/500"))
    }
    #expect(lines.contain("HTTP GET https://ads.test/500 (adRequest) -> 500 in "))
    let statusCode = try #require(statusError?.code.rawValue)
    #expect(lines.contain("ads failed to load after 1 request: Ad loading error \(statusCode)"))

    let transportError = await #expect(throws: AdError.self) {
      _ = try await loader.requestAds(AdsRequest(adTagUrl: "https://ads.test/refused"))
    }
    #expect(
      lines.contain(
        "HTTP GET https://ads.test/refused (adRequest) -> failed (connectionFailed(\"refused\")) after "
      ))
    let transportCode = try #require(transportError?.code.rawValue)
    let failed = lines.all.filter { $0.hasPrefix("ads failed to load") }
    #expect(failed.count == 2)
    #expect(failed.last?.contains("Ad loading error \(transportCode)") == true)
  }

  @Test("on: a consent-gate wait is written, with whether it timed out")
  func consentGate() async throws {
    let timedOut = DebugLines()
    let closed = AdsLoader(
      settings: Self.settings(debug: true), transport: Self.transport(), consentGate: ConsentGate(),
      consentPolicy: .waitForResolution(timeout: .milliseconds(50)), debugLog: timedOut.sink)
    _ = try await closed.requestAds(AdsRequest(adTagUrl: Self.tag))
    #expect(timedOut.contain("consent: waiting for the gate (up to 0.05 s)"))
    let line = try #require(timedOut.first(containing: "consent: gate timed out after "))
    #expect(line.line.hasSuffix("requests go out limited, no identifier"))
    let request = try #require(timedOut.first(containing: "HTTP GET \(Self.tag)"))
    #expect(line.index < request.index)

    let opened = DebugLines()
    let gate = ConsentGate()
    let loader = AdsLoader(
      settings: Self.settings(debug: true), transport: Self.transport(), consentGate: gate,
      consentPolicy: .waitForResolution(timeout: .seconds(3600)), debugLog: opened.sink)
    let load = Task { try await loader.requestAds(AdsRequest(adTagUrl: Self.tag)) }
    await opened.waitFor("consent: waiting for the gate")
    #expect(!opened.contain("HTTP GET"), "nothing left while the gate was closed")
    gate.open()
    _ = try await load.value
    #expect(opened.contain("consent: gate open after "))
    #expect(!opened.contain("timed out"))
  }

  @Test("on: an immediate beacon sender is still handed beacons synchronously")
  func immediateSenderStaysImmediate() async throws {
    let lines = DebugLines()
    let sender = ImmediateRecordingSender()
    let clock = ManualClock()
    let loader = AdsLoader(
      settings: Self.settings(debug: true), transport: Self.transport(), beacons: sender,
      clock: clock, debugLog: lines.sink)
    try await Self.playAnAd(loader, clock: clock)
    let impression = try #require(
      sender.enqueued.first { $0.url.absoluteString == "https://t.test/imp" })
    #expect(impression.priority == .impression)
    #expect(sender.sent.isEmpty, "nothing went through the asynchronous send")
    #expect(lines.contain("beacon impression https://t.test/imp"))
  }

  @Test("on: a BeaconQueue's drops still reach the manager as LOG events, and are written")
  func beaconQueueStillObserved() async throws {
    let harness = try BeaconQueueHarness(answer: .status(410))
    defer { harness.remove() }
    let lines = DebugLines()
    let starter = try await harness.playAnAd(
      settings: Self.settings(debug: true), debugLog: lines.sink)

    #expect(!harness.dropped.isEmpty)
    let logs = starter.events.filter { $0.type == .log && $0.data["type"] == "beaconDropped" }
    #expect(logs.count == harness.dropped.count)
    #expect(lines.contain("beacon impression https://t.test/imp1"))
    #expect(
      lines.all.filter { $0.hasPrefix("event LOG") && $0.contains("reason=rejected") }.count
        == logs.count)
  }
}

extension RecordingTransport {
  /// Waits (polling, up to five seconds) until `url` has been requested.
  fileprivate func waitForBeacon(_ url: String) async {
    let deadline = Date().addingTimeInterval(5)
    while !requestedURLs.contains(where: { $0.absoluteString == url }), Date() < deadline {
      try? await Task.sleep(nanoseconds: 2_000_000)
    }
  }
}
