import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing

@MainActor
@Suite("BeaconQueue as the loader's beacon sender")
struct BeaconQueueWiringTests {
  @Test func aSessionsBeaconsGoThroughTheQueueWithTheirPriority() async throws {
    let harness = try BeaconQueueHarness()
    defer { harness.remove() }
    try await harness.playAnAd()

    var priorities: [String: BeaconPriority] = [:]
    for beacon in harness.delivered { priorities[beacon.url.path] = beacon.priority }
    #expect(priorities["/imp1"] == .impression)
    #expect(priorities["/imp2"] == .impression)
    #expect(priorities["/creativeView"] == .tracking)
    #expect(priorities["/start"] == .quartile)
    #expect(priorities["/q1"] == .quartile)
    #expect(priorities["/complete"] == .quartile)
    #expect(harness.requestedPaths.count == harness.delivered.count)
    #expect(harness.dropped.isEmpty)
  }

  @Test func theLoadersErrorBeaconsGoThroughTheQueueAsErrors() async throws {
    let harness = try BeaconQueueHarness()
    defer { harness.remove() }
    let queue = try await harness.open()
    let loader = AdsLoader(transport: InMemoryTransport(responses: [:]), beacons: queue)
    let empty = """
      <VAST version="4.2"><Error><![CDATA[https://t.test/noads?code=[ERRORCODE]]]></Error></VAST>
      """
    await #expect(throws: AdError.self) {
      _ = try await loader.requestAds(AdsRequest(adsResponse: empty))
    }
    await queue.waitUntilEmpty()
    #expect(harness.delivered.map(\.url.path) == ["/noads"])
    #expect(harness.delivered.map(\.priority) == [.error])
  }

  @Test func theQueuesDropsReachTheManagerAsLogEvents() async throws {
    let harness = try BeaconQueueHarness(answer: .status(410))
    defer { harness.remove() }
    let delegate = try await harness.playAnAd()

    let logs = delegate.events.filter { $0.type == .log && $0.data["type"] == "beaconDropped" }
    // Every beacon was rejected with 410: each drop reached the manager, with its reason.
    #expect(!harness.dropped.isEmpty)
    #expect(logs.count == harness.dropped.count)
    #expect(logs.allSatisfy { $0.data["reason"] == "rejected" && $0.data["statusCode"] == "410" })
    #expect(Set(logs.compactMap { $0.data["url"] }).contains("https://t.test/imp1"))
  }
}
