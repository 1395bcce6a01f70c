import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing

/// The app acting on a running session: destroy, discardAdBreak, a click's landing page.
@MainActor
@Suite("Session: app controls")
struct SessionControlTests {
  @Test(
    "destroy in the middle of an ad: no event, beacon or content request follows",
    arguments: [1, 2])
  func destroyMidAd(podSize: Int) async throws {
    let driver = SessionDriver()
    let ads = (1...podSize).map { SessionDocuments.ad("ad-\($0)", sequence: $0) }
    let manager = try #require(await driver.load(SessionDocuments.vast(ads)))
    await driver.run(until: 3)
    #expect(driver.events.contains("STARTED"))
    #expect(manager.currentAd != nil)
    let logBefore = driver.log.count
    let beaconsBefore = driver.beacons.strings
    let callsBefore = driver.display.calls.count
    manager.destroy()
    await driver.run(until: 60)
    #expect(Array(driver.log.dropFirst(logBefore)).map(\.line) == [])
    #expect(driver.beacons.strings == beaconsBefore)
    // The second ad of a pod was preloaded when the first started: destroy drops it too.
    #expect(
      Array(driver.display.calls.dropFirst(callsBefore))
        == (podSize > 1 ? ["stop", "cancelPreload"] : ["stop"]))

  }

  @Test("destroy during a VMAP pre-roll stops the mid-roll and post-roll too")
  func destroyInVMAP() async throws {
    let driver = SessionDriver(contentDuration: 40)
    let manager = try #require(await driver.load(SessionDocuments.demoLike))
    await driver.run(until: 3)
    let logBefore = driver.log.count
    let beaconsBefore = driver.beacons.strings
    let callsBefore = driver.display.calls.count
    manager.destroy()
    await driver.run(until: 200)
    #expect(Array(driver.log.dropFirst(logBefore)).map(\.line) == [])
    #expect(driver.beacons.strings == beaconsBefore)
    #expect(Array(driver.display.calls.dropFirst(callsBefore)) == ["stop", "cancelPreload"])

  }

  @Test("discardAdBreak during a break: the break ends and the content resumes")
  func discardDuringBreak() async throws {
    let driver = SessionDriver(contentDuration: 60)
    let document = SessionDocuments.vmap([
      SessionDocuments.adBreak(
        "mid", offset: "00:00:10.000",
        vast: SessionDocuments.vast(
          SessionDocuments.ad("first", sequence: 1), SessionDocuments.ad("second", sequence: 2)))
    ])
    let manager = try #require(await driver.load(document))
    await driver.run(until: 13)
    #expect(driver.events.filter { $0 == "STARTED" }.count == 1)
    manager.discardAdBreak()
    let discardedAt = driver.clock.now
    #expect(driver.log.filter { $0.t == discardedAt }.map(\.line).contains("content resume"))
    #expect(driver.player.isPlaying)
    await driver.run(until: 120)
    let after = driver.lines(after: discardedAt)
    #expect(!after.contains("event STARTED"))
    #expect(!after.contains("event COMPLETE"))
    #expect(driver.events.filter { $0 == "AD_BREAK_ENDED" }.count == 1)
    #expect(driver.events.filter { $0 == "ALL_ADS_COMPLETED" }.count == 1)
    #expect(!driver.beacons.strings.contains("https://t.test/second/impression"))
    #expect(driver.beacons.strings.contains("https://t.test/break/end?id=mid"))
  }

  @Test(
    "discardAdBreak during a break ends it once and loads nothing more",
    arguments: [1, 2])
  func discardEndsBreakOnce(adCount: Int) async throws {
    let driver = SessionDriver(contentDuration: 60)
    let ads = (1...adCount).map { SessionDocuments.ad("ad-\($0)", sequence: $0) }
    let document = SessionDocuments.vmap([
      SessionDocuments.adBreak("mid", offset: "00:00:10.000", vast: SessionDocuments.vast(ads)),
      SessionDocuments.adBreak(
        "post", offset: "end", vast: SessionDocuments.vast(SessionDocuments.ad("post"))),
    ])
    let manager = try #require(await driver.load(document))
    await driver.run(until: 13)
    let logBefore = driver.log.count
    let callsBefore = driver.display.calls.count
    manager.discardAdBreak()
    #expect(
      Array(driver.log.dropFirst(logBefore)).map(\.line) == [
        "event AD_BREAK_ENDED", "content resume",
      ])
    #expect(
      Array(driver.display.calls.dropFirst(callsBefore))
        == (adCount > 1 ? ["cancelPreload", "stop"] : ["stop"]))
    await driver.run(until: 14)
    #expect(
      driver.beacons.strings.filter { $0 == "https://t.test/break/end?id=mid" }.count == 1)

  }

  @Test("discardAdBreak before a break: that break never plays")
  func discardBeforeBreak() async throws {
    let driver = SessionDriver(contentDuration: 60)
    let document = SessionDocuments.vmap([
      SessionDocuments.adBreak(
        "mid", offset: "00:00:30.000",
        vast: SessionDocuments.vast(SessionDocuments.ad("never", sequence: 1)))
    ])
    let manager = try #require(await driver.load(document))
    await driver.run(until: 5)
    manager.discardAdBreak()
    await driver.run(until: 120)
    #expect(!driver.events.contains("AD_BREAK_STARTED"))
    #expect(!driver.events.contains("STARTED"))
    #expect(driver.events.filter { $0 == "ALL_ADS_COMPLETED" }.count == 1)
    #expect(driver.beacons.strings.isEmpty)
  }

  @Test("A click opens the http click-through once and sends its click tracking")
  func clickOpensLandingPage() async throws {
    let driver = SessionDriver()
    let manager = try #require(
      await driver.load(SessionDocuments.vast(SessionDocuments.ad("clicked", sequence: 1))))
    await driver.run(until: 2)
    manager.clicked()
    await driver.run(until: 30)
    #expect(driver.opener.opened == [URL(string: "https://landing.test/clicked")])
    #expect(driver.events.filter { $0 == "CLICKED" }.count == 1)
    #expect(driver.beacons.strings.filter { $0 == "https://t.test/clicked/click" }.count == 1)
  }
}

/// Picture in Picture: no ad starts while the content plays in it, unless the ads play in the
/// content's own player (and so in its window).
@MainActor
@Suite("Session: Picture in Picture")
struct SessionPictureInPictureTests {
  /// A session with a mid-roll at 30 s whose content enters Picture in Picture at 20 s, run to
  /// 45 s.
  private func midrollDueInPictureInPicture(
    playsInContentPlayer: Bool
  ) async throws
    -> SessionDriver
  {
    let driver = SessionDriver(contentDuration: 120)
    driver.display.playsInContentPlayer = playsInContentPlayer
    let midroll = SessionDocuments.adBreak(
      "mid", offset: "00:00:30.000", vast: SessionDocuments.vast(SessionDocuments.ad("mid")))
    _ = try #require(await driver.load(SessionDocuments.vmap([midroll])))
    await driver.run(until: 20)
    driver.container.isPictureInPictureActive = true
    await driver.run(until: 45)
    return driver
  }

  @Test("a mid-roll due during Picture in Picture waits, then plays when it ends")
  func midrollWaitsForPictureInPicture() async throws {
    let driver = try await midrollDueInPictureInPicture(playsInContentPlayer: false)
    let during = driver.lines(after: 20)
    #expect(!during.contains("event AD_BREAK_STARTED"), "\(during)")
    #expect(during.filter { $0 == "event LOG" }.count == 1, "one LOG says why: \(during)")
    #expect(driver.player.currentTime > 40, "the content kept playing")

    driver.container.isPictureInPictureActive = false
    await driver.run(until: 60)
    let after = driver.lines(after: 45)
    #expect(after.contains("event AD_BREAK_STARTED") && after.contains("event STARTED"))
    let started = try #require(driver.log.first { $0.line == "event AD_BREAK_STARTED" })
    #expect(started.t <= 45.6, "within half a second of Picture in Picture ending")
  }

  @Test(
    "IMA Picture in Picture: with the ads in the content's player, a mid-roll due during Picture in Picture plays at once"
  )
  func midrollPlaysInPictureInPictureWithContentPlayer() async throws {
    let driver = try await midrollDueInPictureInPicture(playsInContentPlayer: true)
    let during = driver.lines(after: 20)
    #expect(during.contains("event AD_BREAK_STARTED") && during.contains("event STARTED"))
    #expect(!during.contains("event LOG"), "nothing waits: \(during)")
    let started = try #require(driver.log.first { $0.line == "event AD_BREAK_STARTED" })
    #expect(started.t < 31, "on the cue point")
  }
}
