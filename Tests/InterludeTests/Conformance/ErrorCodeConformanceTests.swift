import Foundation
import InterludeSimulation
import InterludeTestSupport
import InterludeVAST
import Testing

@testable import Interlude

/// IMA's `IMAErrorCode` list: each code produced where IMA produces it.
@MainActor
@Suite("Conformance: IMAErrorCode")
struct ErrorCodeConformanceTests {
  /// IMAErrorCode `API_ERROR` (1102): an API misuse. A request with neither an ad tag URL nor
  /// an ads response fails with it.
  @Test("IMA: 1102 for a request with neither an ad tag nor an ads response")
  func apiError() async {
    var request = AdsRequest(adsResponse: "")
    request.adsResponse = nil
    request.adTagUrl = nil
    let loader = AdsLoader(transport: RecordingTransport())
    do {
      _ = try await loader.requestAds(request)
      Issue.record("expected a failure")
    } catch {
      #expect(error.code == .apiError)
      #expect(error.code.rawValue == 1102)
    }
  }

  /// IMAErrorCode `VAST_ASSET_NOT_FOUND` (1007): no assets were found in the VAST response. An
  /// ad whose linear creative has no media file at all fails with it.
  @Test("IMA: 1007 when the ad has no media file at all")
  func assetNotFound() throws {
    let harness = try PlaybackHarness(PlaybackVAST.inLine(media: ""))
    harness.run()
    guard case .failed(let error) = harness.outcomes.first else {
      Issue.record("expected a failure")
      return
    }
    #expect(error.code == .vastAssetNotFound)
    #expect(error.code.rawValue == 1007)
  }

  /// IMAErrorCode `UNKNOWN_ERROR` (900): an unexpected error occurred and the cause is not
  /// known. A video display that reports the end of media it never reported loaded has broken
  /// its contract: the ad fails at once with 900, not at the load timeout.
  @Test("IMA: 900 when the video display reports the end of media it never loaded")
  func unknownError() throws {
    let harness = try PlaybackHarness(script: .init(faults: [.neverLoads]))
    harness.start()
    harness.clock.advance(to: 1)
    harness.playback.videoDisplayDidComplete(harness.display)
    guard case .failed(let error) = harness.outcomes.first else {
      Issue.record("expected a failure, got \(harness.outcomes)")
      return
    }
    #expect(error.code == .unknownError && error.code.rawValue == 900)
    #expect(error.vastCode == .undefined)
    #expect(harness.count(beacon: "https://t.test/err?code=900") == 1)
    harness.clock.runUntilIdle()
    #expect(harness.outcomes.count == 1, "no load timeout follows")
    #expect(!harness.types.contains(.complete))
  }

  /// IMAErrorCode `COMPANION_AD_LOADING_FAILED` (603): a companion failed to load or render. IMA
  /// reports it without stopping the ad: a LOG event carries the code, and the ad completes.
  @Test("IMA: 603 for a companion that fails to load, in a LOG event; the ad plays on")
  func companionLoadingFailed() throws {
    let harness = try PlaybackHarness()
    harness.start()
    harness.clock.advance(to: 2)
    harness.playback.companionFailedToLoad()
    let log = harness.log.events.last { $0.type == .log }
    #expect(log?.data["errorCode"] == "603")
    #expect(harness.count(beacon: "https://t.test/err?code=603") == 1)
    harness.clock.runUntilIdle()
    #expect(harness.outcomes == [.completed])
  }

  /// IMAErrorCode `VIDEO_ELEMENT_REQUIRED` (1202): no video element was specified. An ad that
  /// starts on a container without a ``VideoDisplay`` fails with it.
  @Test("IMA: 1202 when the ad display container has no video display")
  func videoElementRequired() async throws {
    let clock = ManualClock()
    let loader = AdsLoader(
      transport: InMemoryTransport(responses: [:]), beacons: RecordingBeaconSender(),
      privacy: { .withheld }, clock: clock)
    var request = AdsRequest(adsResponse: PlaybackVAST.inLine())
    request.adDisplayContainer = AdDisplayContainer()
    let (starter, _) = try await ManualSession.playAnAd(
      loader, clock: clock, request: request, seconds: 1)
    #expect(starter.errors.map(\.code) == [.videoElementRequired])
  }

  /// IMAErrorCode: the codes a client-side SDK here never produces (1006, 1008, 1103, 1201)
  /// still have their names and numbers, so an app's handling of IMA's list compiles and
  /// matches; 1202 is produced (above) and keeps its number too.
  @Test("IMA: 1006, 1008, 1103, 1201 and 1202 keep IMA's numbers")
  func namedCodes() {
    #expect(AdErrorCode.requiredListenersNotAdded.rawValue == 1006)
    #expect(AdErrorCode.adslotNotVisible.rawValue == 1008)
    #expect(AdErrorCode.osRuntimeTooOld.rawValue == 1103)
    #expect(AdErrorCode.videoElementUsed.rawValue == 1201)
    #expect(AdErrorCode.videoElementRequired.rawValue == 1202)
  }
}
