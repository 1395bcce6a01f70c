import Foundation
import InterludeSimulation
import InterludeTestSupport
import Testing

@testable import Interlude

/// IMA's `TAPPED` event: a tap on the ad outside its click-through controls.
@MainActor
@Suite("Conformance: IMAAdEventType TAPPED")
struct TappedConformanceTests {
  /// IMAAdEventType `TAPPED`: "Ad tapped" outside the click-through area. The overlay reports
  /// such a tap with ``AdsManager/tapped()``; the app hears TAPPED with the playing ad, no
  /// click-through opens, no click tracking fires and the ad does not pause.
  @Test("IMA: TAPPED for a tap on the playing ad outside its controls, nothing else")
  func tappedEvent() async throws {
    let driver = SessionDriver()
    let manager = try #require(
      await driver.load(SessionDocuments.vast(SessionDocuments.ad("tapped", sequence: 1))))
    await driver.run(until: 2)
    manager.tapped()
    await driver.run(until: 3)
    #expect(driver.events.filter { $0 == "TAPPED" }.count == 1)
    #expect(driver.opener.opened.isEmpty)
    #expect(!driver.events.contains("PAUSE"))
    #expect(driver.beacons.strings.filter { $0.hasSuffix("/click") }.isEmpty)
  }

  /// TAPPED is "Ad tapped": a tap on an ad the user can see. While the ad's media is still
  /// loading nothing of it is on screen (no STARTED yet), so a tap then is not a tap on the ad:
  /// no TAPPED; once the ad has started it is.
  @Test("IMA: no TAPPED while the ad's media is still loading, TAPPED once it is on screen")
  func noTappedWhileLoading() async throws {
    let driver = SessionDriver()
    driver.display.script = SimulatedVideoDisplay.Script(loadDelay: .seconds(5))
    let manager = try #require(
      await driver.load(SessionDocuments.vast(SessionDocuments.ad("tapped", sequence: 1))))
    await driver.run(until: 1)
    #expect(manager.currentAd != nil, "the ad is the current one while its media loads")
    #expect(!driver.events.contains("STARTED"))
    manager.tapped()
    await driver.run(until: 2)
    #expect(!driver.events.contains("TAPPED"), "a tap before the ad is on screen")
    await driver.run(until: 7)
    #expect(driver.events.contains("STARTED"))
    manager.tapped()
    await driver.run(until: 8)
    #expect(driver.events.filter { $0 == "TAPPED" }.count == 1)
  }
}
