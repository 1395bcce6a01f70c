import Foundation
import InterludeSimulation
import InterludeTestSupport
import Testing

@testable import Interlude

@MainActor
@Suite("Playback: AdPlayback")
struct AdPlaybackTests {
  @Test("A full ad emits its events in order and fires each beacon once, in order")
  func fullAd() throws {
    let harness = try PlaybackHarness()
    harness.run()
    #expect(
      harness.milestones == [
        .loaded, .impression, .started, .firstQuartile, .midpoint, .thirdQuartile, .complete,
      ])
    // Progress at 0, 0.2, …, 10.0: 51 reports.
    #expect(harness.count(.adProgress) == 51)
    #expect(harness.outcomes == [.completed])
    let expected = [
      "https://t.test/imp1", "https://t.test/imp2", "https://t.test/creativeView",
      "https://t.test/start", "https://t.test/q1", "https://t.test/mid", "https://t.test/q3",
      "https://t.test/complete",
    ]
    #expect(harness.sent == expected)
    // Handed to the sender as they fire, in order, on the manual clock.
    #expect(harness.beacons.strings == expected)
    #expect(harness.display.calls == ["load https://cdn.test/ad.mp4", "play"])
    #expect(harness.clock.pendingCount == 0)
    // Nothing after the outcome.
    harness.playback.pause()
    harness.playback.skip()
    harness.playback.clicked()
    harness.playback.volume = 0
    #expect(harness.milestones.last == .complete)
    #expect(harness.sent == expected)
  }

  @Test("Quartiles fire within 100 ms of their true position", arguments: [10.0, 7.3, 15.9])
  func quartileTiming(duration: Double) throws {
    let harness = try PlaybackHarness(
      PlaybackVAST.inLine(duration: String(format: "00:00:%06.3f", duration)),
      mediaDuration: duration,
      script: .init(loadDelay: .milliseconds(500)))
    harness.run()
    let playStart = 0.5
    let checks: [(AdEventType, Double)] = [
      (.firstQuartile, 0.25), (.midpoint, 0.5), (.thirdQuartile, 0.75), (.complete, 1),
    ]
    for (type, fraction) in checks {
      let time = try #require(harness.clockTime(of: type))
      let truth = playStart + duration * fraction
      #expect(time >= truth - 0.000_001, "\(type) fired early at \(time)")
      #expect(time - truth <= 0.1 + 0.000_001, "\(type) fired late at \(time), true \(truth)")
    }
    #expect(try #require(harness.clockTime(of: .started)) == playStart)
  }

  @Test("Progress offsets in time and percent fire once each, at their position")
  func progressOffsets() throws {
    let tracking =
      PlaybackVAST.defaultTracking + """
        <Tracking event="progress" offset="00:00:03.000"><![CDATA[https://t.test/p3s]]></Tracking>
        <Tracking event="progress" offset="40%"><![CDATA[https://t.test/p40]]></Tracking>
        <Tracking event="progress" offset="00:00:00"><![CDATA[https://t.test/p0]]></Tracking>
        """
    let harness = try PlaybackHarness(PlaybackVAST.inLine(tracking: tracking))
    harness.start()
    harness.clock.advance(by: 2.9)
    #expect(harness.count(beacon: "https://t.test/p3s") == 0)
    #expect(harness.count(beacon: "https://t.test/p0") == 1)
    harness.clock.advance(to: 3.0)
    #expect(harness.count(beacon: "https://t.test/p3s") == 1)
    #expect(harness.count(beacon: "https://t.test/p40") == 0)
    harness.clock.advance(to: 4.0)
    #expect(harness.count(beacon: "https://t.test/p40") == 1)
    harness.clock.runUntilIdle()
    for url in ["https://t.test/p0", "https://t.test/p3s", "https://t.test/p40"] {
      #expect(harness.count(beacon: url) == 1)
    }
    let sent = harness.sent
    let q1 = try #require(sent.firstIndex(of: "https://t.test/q1"))
    let p3 = try #require(sent.firstIndex(of: "https://t.test/p3s"))
    let mid = try #require(sent.firstIndex(of: "https://t.test/mid"))
    #expect(q1 < p3 && p3 < mid)
  }

  @Test("Skip is ignored before the offset and ends the ad after it")
  func skip() throws {
    let harness = try PlaybackHarness(PlaybackVAST.inLine(skipOffset: "00:00:05"))
    #expect(harness.playback.adInfo.skipTimeOffset == 5)
    harness.start()
    harness.clock.advance(to: 2)
    harness.playback.skip()
    #expect(harness.count(.skipped) == 0)
    #expect(harness.count(.skippableStateChanged) == 0)
    harness.clock.advance(to: 5)
    #expect(harness.count(.skippableStateChanged) == 1)
    #expect(abs(try #require(harness.clockTime(of: .skippableStateChanged)) - 5) < 0.001)
    harness.clock.advance(to: 6)
    #expect(harness.count(.skippableStateChanged) == 1)
    harness.playback.skip()
    harness.playback.skip()
    #expect(harness.milestones.suffix(3) == [.midpoint, .skippableStateChanged, .skipped])
    #expect(harness.outcomes == [.skipped])
    #expect(harness.count(beacon: "https://t.test/skip") == 1)
    let count = harness.log.events.count
    harness.clock.runUntilIdle()
    #expect(harness.log.events.count == count)
    #expect(harness.count(beacon: "https://t.test/complete") == 0)
    #expect(harness.display.calls.last == "stop")
  }

  @Test("A percentage skip offset is a share of the duration; no offset is not skippable")
  func skipOffsets() throws {
    let percent = try PlaybackHarness(PlaybackVAST.inLine(skipOffset: "50%"))
    #expect(percent.playback.adInfo.skipTimeOffset == 5)
    #expect(percent.playback.adInfo.isSkippable)
    let none = try PlaybackHarness()
    #expect(none.playback.adInfo.skipTimeOffset == -1)
    none.start()
    none.clock.advance(to: 9)
    none.playback.skip()
    #expect(none.count(.skipped) == 0)
    #expect(none.count(.skippableStateChanged) == 0)
  }

  @Test("Pause and resume fire once per action; media time stands still while paused")
  func pauseResume() throws {
    let harness = try PlaybackHarness()
    harness.start()
    harness.clock.advance(to: 2)
    harness.playback.pause()
    harness.playback.pause()
    let time = harness.playback.playbackInfo.currentMediaTime
    harness.clock.advance(by: 30)
    #expect(harness.playback.playbackInfo.currentMediaTime == time)
    #expect(!harness.playback.playbackInfo.isPlaying)
    harness.playback.resume()
    harness.playback.resume()
    harness.clock.advance(by: 1)
    harness.playback.pause()
    harness.playback.resume()
    harness.clock.runUntilIdle()
    #expect(harness.count(.pause) == 2)
    #expect(harness.count(.resume) == 2)
    #expect(harness.count(beacon: "https://t.test/pause") == 2)
    #expect(harness.count(beacon: "https://t.test/resume") == 2)
    #expect(harness.outcomes == [.completed])
    #expect(abs(harness.clock.now - 40) <= 0.2)
  }

  @Test("A click fires click tracking and CLICKED, and opens only http(s) click-throughs")
  func click() throws {
    let web = try PlaybackHarness()
    web.start()
    web.clock.advance(to: 1)
    web.playback.clicked()
    #expect(web.opener.opened == [URL(string: "https://landing.test/page")])
    #expect(web.count(.clicked) == 1)
    #expect(
      web.log.events.last { $0.type == .clicked }?.data["clickThroughUrl"]
        == "https://landing.test/page")
    #expect(web.count(beacon: "https://t.test/click") == 1)

    let script = try PlaybackHarness(PlaybackVAST.inLine(clickThrough: "javascript:alert(1)"))
    script.start()
    script.clock.advance(to: 1)
    script.playback.clicked()
    #expect(script.opener.opened.isEmpty)
    #expect(script.count(.clicked) == 1)
    #expect(script.count(beacon: "https://t.test/click") == 1)
  }

  @Test("Muting and unmuting fire mute and unmute tracking and volume events")
  func volume() throws {
    let harness = try PlaybackHarness()
    harness.start()
    harness.clock.advance(to: 1)
    harness.playback.volume = 0
    harness.playback.volume = 0
    harness.playback.volume = 0.5
    harness.playback.volume = 0.7
    harness.playback.volume = 0
    #expect(harness.display.volume == 0)
    #expect(
      harness.milestones.filter { $0 == .volumeMuted || $0 == .volumeChanged } == [
        .volumeMuted, .volumeChanged, .volumeChanged, .volumeMuted,
      ])
    #expect(harness.count(beacon: "https://t.test/mute") == 2)
    #expect(harness.count(beacon: "https://t.test/unmute") == 1)
  }

  @Test("A media load that never finishes fails with 402 and fires the error URLs")
  func loadTimeout() throws {
    let harness = try PlaybackHarness(script: .init(faults: [.neverLoads]))
    harness.start()
    harness.clock.advance(to: 7.9)
    #expect(harness.outcomes.isEmpty)
    harness.clock.advance(to: 8)
    #expect(harness.outcomes.count == 1)
    guard case .failed(let error) = harness.outcomes.first else {
      Issue.record("expected a failure")
      return
    }
    #expect(error.code == .vastMediaLoadTimeout)
    #expect(error.vastCode == .mediaFileTimeout)
    #expect(error.type == .playingFailed)
    #expect(harness.sent == ["https://t.test/err?code=402"])
    #expect(harness.types.isEmpty)
    #expect(harness.display.calls.last == "stop")
    harness.clock.runUntilIdle()
    #expect(harness.types.isEmpty)
  }

  @Test("A slow start within the timeout plays; past it fails with 402")
  func slowStart() throws {
    let slow = try PlaybackHarness(script: .init(loadDelay: .seconds(7)))
    slow.run()
    #expect(slow.outcomes == [.completed])
    var settings = AdsRenderingSettings()
    settings.loadVideoTimeout = 3
    let tooSlow = try PlaybackHarness(settings: settings, script: .init(loadDelay: .seconds(4)))
    tooSlow.run()
    #expect(tooSlow.outcomes.first.map(Self.code) == 402)
    #expect(tooSlow.types.isEmpty)
  }

  @Test(
    "Display errors fail the ad with their VAST code",
    arguments: [
      (SimulatedVideoDisplay.Fault.error(at: 3, .playbackFailed("decoder")), 400),
      (.error(at: 3, .unsupported("codec")), 405),
      (.loadFailure(.notFound), 401),
      (.loadFailure(.unsupported("video/mp4")), 405),
    ])
  func displayErrors(fault: SimulatedVideoDisplay.Fault, code: Int) throws {
    let harness = try PlaybackHarness(script: .init(faults: [fault]))
    harness.run()
    #expect(harness.outcomes.map(Self.code) == [code])
    #expect(harness.sent.last == "https://t.test/err?code=\(code)")
    #expect(harness.count(beacon: "https://t.test/err?code=\(code)") == 1)
    #expect(harness.count(.complete) == 0)
    if case .error = fault {
      #expect(harness.milestones == [.loaded, .impression, .started, .firstQuartile])
    } else {
      #expect(harness.types.isEmpty)
    }
  }

  @Test("A stall reports AD_BUFFERING and playback carries on after it")
  func stall() throws {
    let harness = try PlaybackHarness(
      script: .init(loadDelay: .seconds(0), faults: [.stall(at: 4, duration: 3)]))
    harness.start()
    harness.clock.advance(to: 4)
    #expect(harness.count(.adBuffering) == 1)
    #expect(!harness.playback.playbackInfo.isPlaying)
    harness.clock.advance(to: 6.9)
    #expect(harness.playback.playbackInfo.currentMediaTime == 4)
    harness.clock.runUntilIdle()
    #expect(harness.count(.adBuffering) == 1)
    #expect(harness.outcomes == [.completed])
    #expect(abs(harness.clock.now - 13) < 0.001)
    #expect(abs(try #require(harness.clockTime(of: .thirdQuartile)) - 10.5) < 0.001)
  }

  @Test("Stopping mid-ad ends it with no event or beacon afterwards")
  func stopMidAd() throws {
    let harness = try PlaybackHarness()
    harness.start()
    harness.clock.advance(to: 3)
    let events = harness.log.events.count
    let sent = harness.sent
    harness.playback.stop()
    #expect(harness.outcomes == [.stopped])
    harness.playback.pause()
    harness.playback.resume()
    harness.playback.clicked()
    harness.playback.volume = 0
    harness.playback.skip()
    harness.playback.stop()
    // A late report from a display that ignored stop is dropped too.
    harness.playback.videoDisplayDidComplete(harness.display)
    harness.playback.videoDisplay(harness.display, didProgressTo: 9, of: 10)
    harness.clock.runUntilIdle()
    #expect(harness.log.events.count == events)
    #expect(harness.sent == sent)
    #expect(harness.outcomes == [.stopped])
    #expect(harness.clock.pendingCount == 0)
    #expect(harness.beacons.strings == sent)
  }

  @Test("Impressions and STARTED fire once even when progress reports repeat")
  func impressionsOnce() throws {
    let harness = try PlaybackHarness()
    harness.start()
    harness.clock.advance(to: 0)
    for _ in 0..<3 {
      harness.playback.videoDisplay(harness.display, didProgressTo: 0.2, of: 10)
    }
    harness.playback.videoDisplay(harness.display, didProgressTo: 0.1, of: 10)
    harness.clock.runUntilIdle()
    #expect(harness.count(beacon: "https://t.test/imp1") == 1)
    #expect(harness.count(beacon: "https://t.test/imp2") == 1)
    #expect(harness.count(beacon: "https://t.test/start") == 1)
    #expect(harness.count(.impression) == 1)
    #expect(harness.count(.started) == 1)
    #expect(harness.count(.firstQuartile) == 1)
  }

  @Test("No playable media file fails with 403 before loading")
  func nothingPlayable() throws {
    let media = """
      <MediaFile delivery="progressive" type="video/webm" width="640" height="360">
        <![CDATA[https://cdn.test/ad.webm]]>
      </MediaFile>
      <MediaFile delivery="progressive" type="application/javascript" apiFramework="VPAID">
        <![CDATA[https://cdn.test/vpaid.js]]>
      </MediaFile>
      """
    let harness = try PlaybackHarness(PlaybackVAST.inLine(media: media))
    harness.run()
    #expect(harness.outcomes.map(Self.code) == [403])
    #expect(harness.sent == ["https://t.test/err?code=403"])
    #expect(harness.display.calls.isEmpty)
    #expect(harness.types.isEmpty)
  }

  @Test("A media duration unlike the VAST one emits DURATION_CHANGE and drives the quartiles")
  func durationChange() throws {
    let harness = try PlaybackHarness(mediaDuration: 12)
    harness.run()
    #expect(harness.milestones.prefix(2) == [.loaded, .durationChange])
    #expect(harness.log.events.first { $0.type == .durationChange }?.data["duration"] == "12.000")
    #expect(abs(try #require(harness.clockTime(of: .midpoint)) - 6) < 0.001)
    #expect(harness.playback.playbackInfo.totalMediaTime == 12)
    let same = try PlaybackHarness()
    same.run()
    #expect(same.count(.durationChange) == 0)
  }

  @Test("Tracking URLs carry the ad playhead, asset and ids through the macros")
  func macros() throws {
    let tracking = """
      <Tracking event="start"><![CDATA[https://t.test/s?ph=[ADPLAYHEAD]&a=[ASSETURI]&p=[PODSEQUENCE]&sid=[ADSERVINGID]&u=[UNIVERSALADID]]]></Tracking>
      <Tracking event="midpoint"><![CDATA[https://t.test/m?ph=[ADPLAYHEAD]]]></Tracking>
      """
    let harness = try PlaybackHarness(PlaybackVAST.inLine(tracking: tracking))
    harness.run()
    let start = try #require(harness.sent.first { $0.hasPrefix("https://t.test/s?") })
    #expect(
      start
        == "https://t.test/s?ph=00%3A00%3A00.000&a=https%3A%2F%2Fcdn.test%2Fad.mp4&p=2&sid=serving-1&u=ad-id.org%20UAID-1"
    )
    #expect(harness.sent.contains("https://t.test/m?ph=00%3A00%3A05.000"))
  }

  @Test("AdInfo merges the ad, its wrappers, the media file and the pod")
  func adInfo() throws {
    let xml = PlaybackVAST.inLine(
      skipOffset: "00:00:04",
      extras: """
        <Extensions><Extension type="dealInfo"><DealId>deal-9</DealId></Extension></Extensions>
        """,
      linearExtras: "<AdParameters><![CDATA[{\"k\":1}]]></AdParameters>")
    let wrappers = [
      WrapperHop(adId: "w1", adSystem: "Outer", creativeIds: ["wc1"]),
      WrapperHop(adId: "w2", adSystem: "Inner", creativeIds: ["wc2"]),
    ]
    let harness = try PlaybackHarness(xml, wrappers: wrappers)
    harness.start()
    let info = harness.playback.adInfo
    #expect(info.adId == "ad-1")
    #expect(info.title == "Title")
    #expect(info.system == "Sys")
    #expect(info.duration == 10)
    #expect(info.skipTimeOffset == 4)
    #expect(info.creativeId == "cr-1")
    #expect(info.creativeAdId == "isci-1")
    #expect(info.universalAdIds.map(\.value) == ["UAID-1"])
    #expect(info.wrapperAdIds == ["w1", "w2"])
    #expect(info.wrapperSystems == ["Outer", "Inner"])
    #expect(info.wrapperCreativeIds == ["wc1", "wc2"])
    #expect(info.traffickingParameters == "{\"k\":1}")
    #expect(info.advertiserName == "Acme")
    #expect(info.dealId == "deal-9")
    #expect(info.mediaURL == URL(string: "https://cdn.test/ad.mp4"))
    #expect(info.contentType == "video/mp4")
    #expect(info.mediaWidth == 640)
    #expect(info.mediaBitrate == 800)
    #expect(info.podInfo.totalAds == 2)
  }

  @Test("Icon view tracking fires once, icon clicks fire and open http(s) only")
  func icons() throws {
    let icons = """
      <Icons>
        <Icon program="AdChoices" width="20" height="20" xPosition="right" yPosition="top">
          <StaticResource creativeType="image/png"><![CDATA[https://cdn.test/i.png]]></StaticResource>
          <IconClicks>
            <IconClickThrough><![CDATA[https://choices.test/]]></IconClickThrough>
            <IconClickTracking><![CDATA[https://t.test/iconclick]]></IconClickTracking>
          </IconClicks>
          <IconViewTracking><![CDATA[https://t.test/iconview]]></IconViewTracking>
        </Icon>
      </Icons>
      """
    let harness = try PlaybackHarness(PlaybackVAST.inLine(linearExtras: icons))
    harness.start()
    harness.clock.advance(to: 1)
    harness.playback.iconViewed(at: 0)
    harness.playback.iconViewed(at: 0)
    harness.playback.iconViewed(at: 3)
    harness.playback.iconClicked(at: 0)
    #expect(harness.count(beacon: "https://t.test/iconview") == 1)
    #expect(harness.count(beacon: "https://t.test/iconclick") == 1)
    #expect(harness.count(.iconTapped) == 1)
    #expect(harness.opener.opened == [URL(string: "https://choices.test/")])
  }

  /// The overlay view reports an icon each time it draws it, and leaves counting to the core:
  /// an icon whose image arrives while its ad is still loading is not lost.
  @Test("an icon reported before its ad plays is not counted; reported while it plays, once")
  func iconViewBeforeStart() throws {
    let icons = """
      <Icons>
        <Icon program="AdChoices" width="20" height="20" xPosition="right" yPosition="top">
          <StaticResource creativeType="image/png"><![CDATA[https://cdn.test/i.png]]></StaticResource>
          <IconViewTracking><![CDATA[https://t.test/iconview]]></IconViewTracking>
        </Icon>
      </Icons>
      """
    let harness = try PlaybackHarness(PlaybackVAST.inLine(linearExtras: icons))
    harness.playback.iconViewed(at: 0)
    #expect(harness.count(beacon: "https://t.test/iconview") == 0)
    harness.start()
    harness.clock.advance(to: 1)
    for _ in 0..<5 { harness.playback.iconViewed(at: 0) }
    #expect(harness.count(beacon: "https://t.test/iconview") == 1)
  }

  private static func code(_ outcome: AdPlayback.Outcome) -> Int {
    if case .failed(let error) = outcome { error.code.rawValue } else { 0 }
  }
}

@MainActor
@Suite("Playback: AdPlayback interruptions")
struct AdPlaybackInterruptionTests {
  @Test("Pausing during a stall keeps the ad paused until resumed")
  func pauseDuringStall() throws {
    let harness = try PlaybackHarness(
      script: .init(loadDelay: .seconds(0), faults: [.stall(at: 2, duration: 5)]))
    harness.start()
    harness.clock.advance(to: 3)
    harness.playback.pause()
    harness.clock.advance(to: 20)
    #expect(harness.playback.playbackInfo.currentMediaTime == 2)
    #expect(harness.outcomes.isEmpty)
    harness.playback.resume()
    harness.clock.runUntilIdle()
    #expect(harness.outcomes == [.completed])
    #expect(abs(harness.clock.now - 28) < 0.001)
  }
}
