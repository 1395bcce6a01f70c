import Foundation
import InterludeSimulation
import InterludeTestSupport
import Testing

@testable import Interlude

/// IMA's documented playback times: `IMAAdPlaybackInfo` and the optional
/// `IMAAdsManagerDelegate` progress and buffer callbacks.
@MainActor
@Suite("Conformance: IMAAdPlaybackInfo and progress callbacks")
struct AdPlaybackInfoConformanceTests {
  /// Records the manager's progress and buffer callbacks, and starts the ad on LOADED.
  @MainActor
  final class TimeRecorder: AdsManagerDelegate {
    var progress: [(time: Double, total: Double)] = []
    var buffered: [Double] = []

    func adsManager(_ manager: AdsManager, didReceive event: AdEvent) {
      if event.type == .loaded { manager.start() }
    }
    func adsManager(_ manager: AdsManager, didReceive error: AdError) {}
    func adsManagerDidRequestContentPause(_ manager: AdsManager) {}
    func adsManagerDidRequestContentResume(_ manager: AdsManager) {}
    func adsManager(_ manager: AdsManager, adDidProgressToTime time: Double, totalTime: Double) {
      progress.append((time, totalTime))
    }
    func adsManager(_ manager: AdsManager, adDidBufferToMediaTime mediaTime: Double) {
      buffered.append(mediaTime)
    }
  }

  /// Plays a ten-second VAST ad whose media file lasts twelve seconds, for `seconds`.
  private static func play(
    for seconds: Double
  ) async throws -> (recorder: TimeRecorder, manager: AdsManager) {
    let clock = ManualClock()
    let display = SimulatedVideoDisplay(clock: clock)
    display.mediaDurations[try #require(URL(string: "https://cdn.test/ad.mp4"))] = 12
    let loader = AdsLoader(
      transport: InMemoryTransport(responses: [:]), beacons: RecordingBeaconSender(),
      privacy: { .withheld }, clock: clock)
    var request = AdsRequest(adsResponse: PlaybackVAST.inLine())
    request.adDisplayContainer = AdDisplayContainer(videoDisplay: display)
    let data = try await loader.requestAds(request)
    let recorder = TimeRecorder()
    data.adsManager.delegate = recorder
    data.adsManager.initialize()
    for _ in 0..<Int(seconds * 10) {
      clock.advance(by: 0.1)
      for _ in 0..<5 { await Task.yield() }
    }
    return (recorder, data.adsManager)
  }

  /// IMAAdPlaybackInfo, `totalMediaTime`: the total time of the current ad's media, that is the
  /// duration of the media file played, not the VAST `<Duration>`, once the player knows it.
  @Test("IMA: totalMediaTime is the media's duration once the display reports it")
  func totalMediaTimeIsMediaDuration() async throws {
    let (_, manager) = try await Self.play(for: 2)
    #expect(manager.adPlaybackInfo.totalMediaTime == 12)
  }

  /// IMAAdsManagerDelegate, `adsManager:adDidProgressToTime:totalTime:`: `totalTime` is the
  /// total media time of the ad, the media's duration once the display reports it.
  @Test("IMA: adDidProgressToTime's totalTime is the media's duration")
  func progressTotalIsMediaDuration() async throws {
    let (recorder, _) = try await Self.play(for: 2)
    #expect(!recorder.progress.isEmpty)
    #expect(recorder.progress.allSatisfy { $0.total == 12 })
  }

  /// IMAAdPlaybackInfo, `bufferedMediaTime`: the buffered media time of the current ad, as the
  /// player reports it, not the playhead.
  @Test("IMA: bufferedMediaTime is what the display has buffered")
  func bufferedMediaTimeIsWhatIsBuffered() throws {
    let harness = try PlaybackHarness()
    harness.start()
    harness.clock.advance(to: 2)
    let info = harness.playback.playbackInfo
    #expect(info.currentMediaTime < 2.5)
    #expect(info.bufferedMediaTime == min(10, info.currentMediaTime + 5))
  }

  /// IMAAdsManagerDelegate, `adsManager:adDidBufferToMediaTime:`: called when the ad's media
  /// has buffered to a media time, with that time.
  @Test("IMA: adDidBufferToMediaTime reports the display's buffered time")
  func delegateHearsBufferedTime() async throws {
    let (recorder, manager) = try await Self.play(for: 2)
    #expect(!recorder.buffered.isEmpty)
    #expect(recorder.buffered.last == manager.adPlaybackInfo.bufferedMediaTime)
    #expect(recorder.buffered.allSatisfy { $0 <= 12 })
  }
}
