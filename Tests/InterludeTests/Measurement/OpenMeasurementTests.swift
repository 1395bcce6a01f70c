import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing

/// The Open Measurement seam: one session per ad, the OM SDK's ad and media events in the
/// order the OM SDK requires them, and `verificationNotExecuted` when no provider measures.
@MainActor
@Suite("Open Measurement")
struct OpenMeasurementTests {
  /// The lines of one ad that plays to its end.
  private static func completeAd(_ id: String) -> [String] {
    [
      "start \(id)", "\(id) loaded skipOffset=none preroll", "\(id) impression",
      "\(id) start 10.000 1.000", "\(id) firstQuartile", "\(id) midpoint", "\(id) thirdQuartile",
      "\(id) complete", "\(id) finish",
    ]
  }

  /// A driver whose container measures with a new recorder.
  private static func measuredDriver() -> (SessionDriver, RecordingOpenMeasurement) {
    let driver = SessionDriver()
    let recorder = RecordingOpenMeasurement()
    driver.container.openMeasurement = recorder
    return (driver, recorder)
  }

  @Test(
    "OM SDK: a session per ad, loaded, impression, start, quartiles, complete, finish, for each ad of a pod"
  )
  func podOfTwo() async throws {
    let (driver, recorder) = Self.measuredDriver()
    let document = MeasurementDocuments.vast(
      MeasurementDocuments.ad("ad-1", sequence: 1), MeasurementDocuments.ad("ad-2", sequence: 2))
    _ = try #require(await driver.load(document))
    await driver.run(until: 40)
    #expect(driver.events.contains("ALL_ADS_COMPLETED"))
    #expect(recorder.lines == Self.completeAd("ad-1") + Self.completeAd("ad-2"))
  }

  @Test("OM SDK: a skipped ad records skipped, then the session finishes")
  func skip() async throws {
    let (driver, recorder) = Self.measuredDriver()
    let manager = try #require(
      await driver.load(
        MeasurementDocuments.vast(MeasurementDocuments.ad("ad-1", skipOffset: "00:00:05"))))
    await driver.run(until: 6)
    manager.skip()
    await driver.run(until: 20)
    #expect(
      recorder.lines == [
        "start ad-1", "ad-1 loaded skipOffset=5.000 preroll", "ad-1 impression",
        "ad-1 start 10.000 1.000", "ad-1 firstQuartile", "ad-1 midpoint", "ad-1 skipped",
        "ad-1 finish",
      ])
  }

  @Test("OM SDK: an ad that fails mid-play logs a media error and finishes; the next ad measures")
  func errorMidPlay() async throws {
    let (driver, recorder) = Self.measuredDriver()
    let failing = try #require(URL(string: "https://cdn.test/ad-1.mp4"))
    driver.display.scriptsByURL[failing] = SimulatedVideoDisplay.Script(
      faults: [.error(at: 4, .playbackFailed("decoder"))])
    let document = MeasurementDocuments.vast(
      MeasurementDocuments.ad("ad-1", sequence: 1), MeasurementDocuments.ad("ad-2", sequence: 2))
    _ = try #require(await driver.load(document))
    await driver.run(until: 40)
    #expect(
      recorder.lines
        == [
          "start ad-1", "ad-1 loaded skipOffset=none preroll", "ad-1 impression",
          "ad-1 start 10.000 1.000", "ad-1 firstQuartile", "ad-1 error 400", "ad-1 finish",
        ] + Self.completeAd("ad-2"))
  }

  @Test("OM SDK: destroy in the middle of an ad finishes its session, and nothing follows")
  func destroyMidAd() async throws {
    let (driver, recorder) = Self.measuredDriver()
    let document = MeasurementDocuments.vast(
      MeasurementDocuments.ad("ad-1", sequence: 1), MeasurementDocuments.ad("ad-2", sequence: 2))
    let manager = try #require(await driver.load(document))
    await driver.run(until: 3)
    manager.destroy()
    await driver.run(until: 40)
    #expect(
      recorder.lines == [
        "start ad-1", "ad-1 loaded skipOffset=none preroll", "ad-1 impression",
        "ad-1 start 10.000 1.000", "ad-1 firstQuartile", "ad-1 finish",
      ])
  }

  @Test(
    "OM SDK: pause, resume, volume, click, player state and ad view reach the playing ad's session"
  )
  func interactions() async throws {
    let (driver, recorder) = Self.measuredDriver()
    let manager = try #require(
      await driver.load(MeasurementDocuments.vast(MeasurementDocuments.ad("ad-1"))))
    await driver.run(until: 1)
    manager.pause()
    manager.resume()
    manager.volume = 0
    manager.volume = 0.5
    manager.playerStateDidChange(to: .fullscreen)
    manager.adViewDidChange()
    manager.clicked()
    // The click-through pauses the ad, as IMA does; the app resumes it.
    manager.resume()
    await driver.run(until: 20)
    manager.playerStateDidChange(to: .normal)
    #expect(
      recorder.lines == [
        "start ad-1", "ad-1 loaded skipOffset=none preroll", "ad-1 impression",
        "ad-1 start 10.000 1.000", "ad-1 pause", "ad-1 resume", "ad-1 volumeChange 0.000",
        "ad-1 volumeChange 0.500", "ad-1 playerStateChange fullscreen", "ad-1 adViewChange",
        "ad-1 click", "ad-1 pause", "ad-1 resume", "ad-1 firstQuartile", "ad-1 midpoint",
        "ad-1 thirdQuartile",
        "ad-1 complete", "ad-1 finish",
      ])
  }

  @Test("OM SDK: a stall is bufferStart, its end bufferFinish")
  func buffering() async throws {
    let (driver, recorder) = Self.measuredDriver()
    let media = try #require(URL(string: "https://cdn.test/ad-1.mp4"))
    driver.display.scriptsByURL[media] = SimulatedVideoDisplay.Script(
      faults: [.stall(at: 1, duration: 1)])
    _ = try #require(
      await driver.load(MeasurementDocuments.vast(MeasurementDocuments.ad("ad-1"))))
    await driver.run(until: 20)
    #expect(
      recorder.lines == [
        "start ad-1", "ad-1 loaded skipOffset=none preroll", "ad-1 impression",
        "ad-1 start 10.000 1.000", "ad-1 bufferStart", "ad-1 bufferFinish", "ad-1 firstQuartile",
        "ad-1 midpoint", "ad-1 thirdQuartile", "ad-1 complete", "ad-1 finish",
      ])
  }

  @Test(
    "VAST 4.1 §3.17: the session gets every verification of the chain (wrapper first, then <AdVerifications>, then the VAST 3 Extension) and the friendly obstructions"
  )
  func verificationsAndObstructions() async throws {
    let (driver, recorder) = Self.measuredDriver()
    let obstruction = FriendlyObstruction(
      name: "CloseButton", purpose: .closeAd, detailedReason: "Close button")
    driver.container.friendlyObstructions = [obstruction]
    let inLine = MeasurementDocuments.vast(
      MeasurementDocuments.ad(
        "ad-1", verifications: [MeasurementDocuments.verification("inline")],
        legacy: MeasurementDocuments.verification("legacy")))
    let transport = InMemoryTransport(responses: [
      "https://ads.test/wrapper": Data(
        MeasurementDocuments.wrapper(
          to: "https://ads.test/inline",
          verifications: [MeasurementDocuments.verification("wrapper")]
        ).utf8),
      "https://ads.test/inline": Data(inLine.utf8),
    ])
    _ = try #require(
      await driver.load(
        adTag: "https://ads.test/wrapper", transport: transport, privacy: { .withheld }))
    await driver.run(until: 1)
    let ad = try #require(recorder.ads.first)
    #expect(ad.verifications.map(\.vendor) == ["wrapper", "inline", "legacy"])
    #expect(
      ad.verifications.map(\.javaScriptResources.first?.url) == [
        "https://verify.test/wrapper.js", "https://verify.test/inline.js",
        "https://verify.test/legacy.js",
      ])
    #expect(ad.verifications.first?.parameters == "vendor=wrapper")
    #expect(ad.friendlyObstructions == [obstruction])
    #expect(ad.ad.adId == "ad-1")
  }

  @Test(
    "VAST 4.1 §3.17.4: without a provider each verification's verificationNotExecuted fires once, with [REASON] 2 (not supported)"
  )
  func notExecutedWithoutProvider() async throws {
    let driver = SessionDriver()
    let document = MeasurementDocuments.vast(
      MeasurementDocuments.ad(
        "ad-1", verifications: [MeasurementDocuments.verification("first")],
        legacy: MeasurementDocuments.verification("legacy")))
    let manager = try #require(await driver.load(document))
    await driver.run(until: 3)
    manager.pause()
    manager.resume()
    await driver.run(until: 20)
    let notExecuted = driver.beacons.strings.filter { $0.contains("not-executed") }
    #expect(
      notExecuted == [
        "https://verify.test/first/not-executed?reason=2",
        "https://verify.test/legacy/not-executed?reason=2",
      ])
  }

  @Test("VAST 4.1 §3.17.4: with a provider attached no verificationNotExecuted fires")
  func noNotExecutedWithProvider() async throws {
    let (driver, recorder) = Self.measuredDriver()
    let document = MeasurementDocuments.vast(
      MeasurementDocuments.ad("ad-1", verifications: [MeasurementDocuments.verification("first")]))
    _ = try #require(await driver.load(document))
    await driver.run(until: 20)
    #expect(driver.beacons.strings.contains("https://t.test/ad-1/impression"))
    #expect(!driver.beacons.strings.contains { $0.contains("not-executed") })
    #expect(recorder.ads.count == 1)
  }

  @Test(
    "VAST 4.1 §3.17.4 reason 2 (API framework not supported): with a provider, a verification without an omid script is not measured and reports verificationNotExecuted"
  )
  func nonOMIDVerificationWithProvider() async throws {
    let (driver, recorder) = Self.measuredDriver()
    let document = MeasurementDocuments.vast(
      MeasurementDocuments.ad(
        "ad-1",
        verifications: [
          MeasurementDocuments.verification("omid-vendor"),
          MeasurementDocuments.verification("other-vendor", apiFramework: "other"),
        ]))
    _ = try #require(await driver.load(document))
    await driver.run(until: 20)
    #expect(recorder.ads.map { $0.verifications.map(\.vendor) } == [["omid-vendor"]])
    #expect(
      driver.beacons.strings.filter { $0.contains("not-executed") } == [
        "https://verify.test/other-vendor/not-executed?reason=2"
      ])
  }
}
