import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing

@MainActor
@Suite("Schedule")
struct ScheduleBuilderTests {
  private let vmap = """
    <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
      <vmap:AdBreak timeOffset="start" breakType="linear" breakId="pre" repeatAfter="00:05:00">
        <vmap:AdSource><vmap:AdTagURI><![CDATA[https://ads.test/repeat]]></vmap:AdTagURI></vmap:AdSource>
      </vmap:AdBreak>
      <vmap:AdBreak timeOffset="50%" breakType="linear" breakId="half">
        <vmap:AdSource><vmap:AdTagURI><![CDATA[https://ads.test/half]]></vmap:AdTagURI></vmap:AdSource>
      </vmap:AdBreak>
      <vmap:AdBreak timeOffset="#2" breakType="linear" breakId="second-chapter">
        <vmap:AdSource><vmap:AdTagURI><![CDATA[https://ads.test/chapter]]></vmap:AdTagURI></vmap:AdSource>
      </vmap:AdBreak>
      <vmap:AdBreak timeOffset="100%" breakType="linear" breakId="post">
        <vmap:AdSource><vmap:AdTagURI><![CDATA[https://ads.test/post]]></vmap:AdTagURI></vmap:AdSource>
      </vmap:AdBreak>
    </vmap:VMAP>
    """

  private func load(duration: Double?, cuePoints: [Double]) async throws -> AdsManager {
    let loader = AdsLoader(transport: RecordingTransport())
    var request = AdsRequest(adsResponse: vmap, contentPlayhead: ManualContentPlayhead())
    request.contentDuration = duration
    request.contentCuePoints = cuePoints
    return try await loader.requestAds(request).adsManager
  }

  @Test("repeatAfter, percentages, #n positions and 100% resolve against the content")
  func resolvesOffsets() async throws {
    let manager = try await load(duration: 1_200, cuePoints: [100, 400, 900])
    #expect(manager.schedule.map(\.cuePoint) == [0, 300, 600, 900, 600, 400, -1])
    #expect(manager.adCuePoints == [0, 300, 400, 600, 900, -1])
    #expect(
      manager.schedule.map { $0.adBreak?.breakId } == [
        "pre", "pre", "pre", "pre", "half", "second-chapter", "post",
      ])
  }

  @Test("Without a duration or cue points, only what can be placed is scheduled")
  func unknownDuration() async throws {
    let manager = try await load(duration: nil, cuePoints: [])
    #expect(manager.schedule.map(\.cuePoint) == [0, nil, nil, nil])
    #expect(manager.adCuePoints == [0])
  }
}
