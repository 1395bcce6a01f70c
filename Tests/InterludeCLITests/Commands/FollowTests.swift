import Foundation
import Interlude
import InterludeTestSupport
import Testing

@testable import InterludeCLI

@Suite("inspect --follow")
struct FollowTests {
  private let wrapper = """
    <VAST version="4.2"><Ad id="w"><Wrapper><AdSystem>Outer</AdSystem>
      <VASTAdTagURI><![CDATA[inline.xml]]></VASTAdTagURI>
      <Impression><![CDATA[https://t.test/wrapper-imp]]></Impression>
      <Error><![CDATA[https://t.test/wrapper-err?c=[ERRORCODE]]]></Error>
    </Wrapper></Ad></VAST>
    """

  @Test("Follows the chain, lists every hop and prints the merged ad as inspect JSON")
  func followsAChain() async throws {
    let transport = RecordingTransport()
    transport.stub("https://ads.test/tag.xml", with: .vast(wrapper))
    transport.stub("https://ads.test/inline.xml", with: .vast(Inputs.inline))
    let result = await runCLI(
      ["inspect", "--follow", "--json", "https://ads.test/tag.xml"], transport: transport)
    #expect(result.status == .success)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let hops = try #require(json["hops"] as? [[String: Any]])
    #expect(
      hops.map { $0["url"] as? String } == [
        "https://ads.test/tag.xml", "https://ads.test/inline.xml",
      ])
    #expect(hops.map { $0["depth"] as? Int } == [0, 1])
    #expect(hops.allSatisfy { $0["statusCode"] as? Int == 200 && $0.keys.contains("code") })
    let ads = try #require(json["ads"] as? [[String: Any]])
    #expect(ads.count == 1)
    let impressions = try #require(ads.first?["impressions"] as? [String])
    #expect(impressions.first == "https://t.test/wrapper-imp")
    #expect(impressions.count >= 2)
  }

  @Test("A failing chain exits 1, keeps its hops, lists the error pixel, sends it on request")
  func failingChain() async throws {
    for sendPixels in [false, true] {
      let transport = RecordingTransport()
      transport.stub("https://ads.test/tag.xml", with: .vast(wrapper))
      transport.stub("https://ads.test/inline.xml", with: .status(404))
      let result = await runCLI(
        ["inspect", "--follow"] + (sendPixels ? ["--send-pixels"] : [])
          + ["https://ads.test/tag.xml"], transport: transport)
      #expect(result.status == .invalidDocument)
      #expect(result.output.contains("[1] 404"))
      #expect(result.output.contains("https://t.test/wrapper-err?c=301"))
      #expect(result.errors.contains("no ad could be loaded"))
      #expect(
        transport.requestedURLs.map(\.absoluteString).contains("https://t.test/wrapper-err?c=301")
          == sendPixels)
    }
  }
}
