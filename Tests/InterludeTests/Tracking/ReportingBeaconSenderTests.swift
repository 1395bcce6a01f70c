import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing

@MainActor
@Suite("A custom reporting beacon sender as the loader's beacon sender")
struct ReportingBeaconSenderTests {
  @Test("A custom sender's drops reach the manager as LOG events, as a BeaconQueue's do")
  func aCustomSendersDropsReachTheManagerAsLogEvents() async throws {
    let sender = RejectingBeaconSender(statusCode: 410)
    let clock = ManualClock()
    let loader = AdsLoader(transport: RecordingTransport(), beacons: sender, clock: clock)
    let container = AdDisplayContainer(videoDisplay: SimulatedVideoDisplay(clock: clock))
    let data = try await loader.requestAds(
      AdsRequest(adsResponse: PlaybackVAST.inLine(), adDisplayContainer: container))
    let delegate = AdStarter()
    data.adsManager.delegate = delegate
    data.adsManager.initialize(with: AdsRenderingSettings())
    for _ in 0..<150 {
      clock.advance(by: 0.1)
      await Task.yield()
    }
    try await sender.waitUntilDropped("https://t.test/complete")

    let logs = delegate.events.filter { $0.type == .log && $0.data["type"] == "beaconDropped" }
    // Every beacon was rejected with 410: each drop reached the manager, with its reason.
    #expect(!sender.dropped.isEmpty)
    #expect(logs.count == sender.dropped.count)
    #expect(logs.allSatisfy { $0.data["reason"] == "rejected" && $0.data["statusCode"] == "410" })
    #expect(Set(logs.compactMap { $0.data["url"] }).contains("https://t.test/imp1"))
  }

  @Test("Every live manager of the loader hears the events that have a LOG event, only those")
  func onlyLogEventsReachEveryLiveManager() async throws {
    let sender = RejectingBeaconSender(statusCode: 410)
    let loader = AdsLoader(transport: RecordingTransport(), beacons: sender)
    let first = try await loader.requestAds(AdsRequest(adsResponse: PlaybackVAST.inLine()))
    let second = try await loader.requestAds(AdsRequest(adsResponse: PlaybackVAST.inLine()))
    let delegates = [AdStarter(), AdStarter()]
    first.adsManager.delegate = delegates[0]
    second.adsManager.delegate = delegates[1]

    let beacon = QueuedBeacon(
      id: "b0", url: try #require(URL(string: "https://t.test/imp1")), priority: .impression,
      enqueuedAt: Date())
    sender.report(.delivered(beacon, statusCode: 204))
    sender.report(.journalFailed("disk full"))

    for delegate in delegates {
      #expect(delegate.events.map(\.type) == [.log])
      #expect(delegate.events.first?.data["type"] == "beaconJournalFailed")
    }
  }
}
