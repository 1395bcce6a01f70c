import Foundation
import Interlude
import InterludeSimulation
import Testing

/// `AdsManager.events` while nobody reads it: a long session holds a bounded backlog.
@MainActor
@Suite("AdsManager.events")
struct AdsManagerEventStreamTests {
  @Test(
    "Unread, the stream keeps only the newest events: a 5-minute ad's AD_PROGRESS backlog is capped"
  )
  func boundedBacklog() async throws {
    let vast = """
      <VAST version="4.2"><Ad id="long"><InLine><AdSystem>S</AdSystem><AdTitle>t</AdTitle>\
      <Impression><![CDATA[https://t.test/impression]]></Impression><Creatives><Creative>\
      <Linear><Duration>00:05:00</Duration><MediaFiles><MediaFile delivery="progressive" \
      type="video/mp4" width="640" height="360"><![CDATA[https://media.test/long.mp4]]>\
      </MediaFile></MediaFiles></Linear></Creative></Creatives></InLine></Ad></VAST>
      """
    var options = SimulationOptions()
    options.contentDuration = 10
    options.recordBeacons = false
    let simulator = SessionSimulator(options: options)
    let result = await simulator.run(
      AdsRequest(adsResponse: vast), transport: InMemoryTransport(responses: [:]),
      settings: Settings())
    #expect(result.completed)
    let manager = try #require(simulator.manager)
    // A 300 s ad reports progress every 200 ms: some 1 500 AD_PROGRESS events were emitted.
    manager.destroy()
    var received: [AdEvent] = []
    for await event in manager.events { received.append(event) }
    #expect(received.count == AdsManager.eventBufferLimit)
    #expect(received.last?.type == .allAdsCompleted)
  }
}
