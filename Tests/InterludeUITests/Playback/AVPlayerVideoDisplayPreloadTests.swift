import AVFoundation
import Foundation
import Interlude
import Testing
import UIKit

@testable import InterludeUI

extension AppleLayerTests {
  /// AVPlayerVideoDisplay's preload hint (`VideoDisplay.preload(_:mimeType:)`), against the
  /// AVFoundation fakes: the hinted URL's asset loads its playability at once
  /// (https://developer.apple.com/documentation/avfoundation/avasynchronouskeyvalueloading/load(_:isolation:)),
  /// and the ad's item is made from that asset when the same URL loads after the warm-up.
  @MainActor
  @Suite("Playback: AVPlayerVideoDisplay preload hint")
  struct AVPlayerVideoDisplayPreloadTests {
    let url = AVPlayerVideoDisplayTests.Fixture.adURL
    let otherURL = URL(string: "https://cdn.test/other.mp4") ?? URL(fileURLWithPath: "/")
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
    let display: AVPlayerVideoDisplay
    let recorder = RecordingVideoDisplayDelegate()

    init() async {
      await AppleLayerTests.reset()
      AVURLAsset.forgetMadeAssets()
      display = AVPlayerVideoDisplay(adContainer: container)
      display.delegate = recorder
    }

    /// The assets made for `url` so far, in order.
    func assets(for url: URL) -> [AVURLAsset] {
      AVURLAsset.madeAssets.filter { $0.url == url }
    }

    @Test(
      "The hinted URL's asset loads its playability at once; the ad's item is made from that asset once it has loaded"
    )
    func theAdPlaysTheWarmedAsset() async throws {
      display.preload(url, mimeType: "video/mp4")
      await MainQueue.settle()
      let warmed = try #require(assets(for: url).first)
      #expect(warmed.loadedPropertyNames == ["isPlayable"])
      display.load(url, mimeType: "video/mp4")
      let item = try #require(display.player.currentItem)
      #expect(item.asset === warmed)
      #expect(assets(for: url).count == 1)
      #expect(warmed.cancelLoadingCount == 0)
      item.becomeReadyToPlay(duration: AVPlayerVideoDisplayTests.Fixture.tenSeconds)
      await MainQueue.settle()
      #expect(recorder.log == ["loaded 10.0"])
    }

    @Test(
      "A load of the URL before its warm-up has finished makes a new item and stops the warm-up")
    func aLoadDuringTheWarmUpMakesANewItem() async throws {
      display.preload(url, mimeType: "video/mp4")
      display.load(url, mimeType: "video/mp4")
      let item = try #require(display.player.currentItem)
      await MainQueue.settle()
      let made = assets(for: url)
      #expect(made.count == 2)
      let warming = try #require(made.first { $0 !== item.asset })
      #expect(warming.cancelLoadingCount == 1)
      // The warmed asset is not kept for a later load either.
      display.load(url, mimeType: "video/mp4")
      #expect(display.player.currentItem?.asset !== warming)
    }

    @Test("Another URL's load leaves the hint in place for its own ad")
    func anotherURLLeavesTheHint() async throws {
      display.preload(url, mimeType: "video/mp4")
      await MainQueue.settle()
      display.load(otherURL, mimeType: "video/mp4")
      #expect((display.player.currentItem?.asset as? AVURLAsset)?.url == otherURL)
      display.load(url, mimeType: "video/mp4")
      #expect(display.player.currentItem?.asset === assets(for: url).first)
    }

    @Test("The same hint twice warms one asset")
    func aRepeatedHintWarmsOnce() async {
      display.preload(url, mimeType: "video/mp4")
      await MainQueue.settle()
      display.preload(url, mimeType: "video/mp4")
      await MainQueue.settle()
      #expect(assets(for: url).count == 1)
      #expect(assets(for: url).first?.cancelLoadingCount == 0)
    }

    // https://developer.apple.com/documentation/avfoundation/avasset/cancelloading()
    @Test(
      "A new hint replaces the old one, whose asset stops loading; cancelPreload drops the hint")
    func aNewHintReplacesTheOld() async throws {
      display.preload(url, mimeType: "video/mp4")
      await MainQueue.settle()
      display.preload(otherURL, mimeType: "video/mp4")
      await MainQueue.settle()
      let first = try #require(assets(for: url).first)
      // The first warm-up ends when its asset's load returns, off the main queue: wait for it
      // (a bound against a hang, not a timing claim).
      await Self.settle(within: .seconds(5)) { first.cancelLoadingCount > 0 }
      #expect(first.cancelLoadingCount == 1)
      let second = try #require(assets(for: otherURL).first)
      display.cancelPreload()
      #expect(second.cancelLoadingCount == 1)
      display.load(otherURL, mimeType: "video/mp4")
      #expect(display.player.currentItem?.asset !== second)
    }

    /// Lets the main queue run until `condition` holds, or `limit` has passed.
    static func settle(within limit: Duration, until condition: () -> Bool) async {
      let deadline = ContinuousClock.now + limit
      while !condition(), ContinuousClock.now < deadline {
        await MainQueue.settle(rounds: 1)
        try? await Task.sleep(for: .milliseconds(1))
      }
    }

    @Test("A display released during the warm-up stops its asset's loading")
    func aReleasedDisplayStopsTheWarmUp() async throws {
      var released: AVPlayerVideoDisplay? = AVPlayerVideoDisplay(adContainer: container)
      released?.preload(url, mimeType: "video/mp4")
      released = nil
      await MainQueue.settle()
      let warming = try #require(assets(for: url).first)
      #expect(warming.cancelLoadingCount == 1)
    }
  }
}
