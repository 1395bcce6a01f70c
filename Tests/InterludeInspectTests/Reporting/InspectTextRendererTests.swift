import Foundation
import InterludeInspect
import Testing

/// What the inspect tree shows beyond the structure, as Google's VAST Inspector does.
@Suite("Inspect tree: tracking order, wrapper attributes, pricing, viewability")
struct InspectTextRendererTests {
  private static let wrapper = """
    <VAST version="4.2"><Ad id="w"><Wrapper followAdditionalWrappers="false" allowMultipleAds="true"
      fallbackOnNoAd="true"><AdSystem>W</AdSystem>
      <Pricing model="CPM" currency="EUR"><![CDATA[2.50]]></Pricing>
      <ViewableImpression id="v1"><Viewable><![CDATA[https://a.test/viewable]]></Viewable>
        <NotViewable><![CDATA[https://a.test/not]]></NotViewable></ViewableImpression>
      <VASTAdTagURI><![CDATA[https://a.test/next.xml]]></VASTAdTagURI>
      <Creatives><Creative><Linear><TrackingEvents>
        <Tracking event="complete"><![CDATA[https://a.test/complete]]></Tracking>
        <Tracking event="skip"><![CDATA[https://a.test/skip]]></Tracking>
        <Tracking event="firstQuartile"><![CDATA[https://a.test/q1]]></Tracking>
        <Tracking event="start"><![CDATA[https://a.test/start]]></Tracking>
        <Tracking event="midpoint"><![CDATA[https://a.test/mid]]></Tracking>
        <Tracking event="creativeView"><![CDATA[https://a.test/view]]></Tracking>
      </TrackingEvents></Linear></Creative></Creatives>
    </Wrapper></Ad></VAST>
    """

  private static func lines() -> [String] {
    let report = InspectReport(parsing: Data(wrapper.utf8))
    return InspectTextRenderer().render(report).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test("Tracking events are listed in playback order (VAST 4.2 §3.14.1), not alphabetically")
  func playbackOrder() {
    let events = Self.lines().filter { $0.hasSuffix(":") && !$0.hasPrefix("-") }
    let names = ["creativeView:", "start:", "firstQuartile:", "midpoint:", "complete:", "skip:"]
    #expect(events.filter(names.contains) == names)
  }

  @Test("The JSON lists tracking events in playback order too (VAST 4.2 §3.14.1), as a list")
  func playbackOrderInJSON() throws {
    let json = try InspectReport(parsing: Data(Self.wrapper.utf8)).jsonString()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let ad = try #require((object["ads"] as? [[String: Any]])?.first)
    let creative = try #require((ad["creatives"] as? [[String: Any]])?.first)
    let linear = try #require(creative["linear"] as? [String: Any])
    let events = try #require(linear["trackingEvents"] as? [[String: Any]])
    #expect(
      events.compactMap { $0["event"] as? String } == [
        "creativeView", "start", "firstQuartile", "midpoint", "complete", "skip",
      ])
    #expect(events.first?["urls"] as? [String] == ["https://a.test/view"])
  }

  @Test("A wrapper's followAdditionalWrappers, allowMultipleAds and fallbackOnNoAd are shown")
  func wrapperAttributes() {
    #expect(
      Self.lines().contains(
        "wrapper attributes: followAdditionalWrappers false, allowMultipleAds true, "
          + "fallbackOnNoAd true"))
  }

  @Test("Pricing and ViewableImpression are shown, in the tree and in the JSON")
  func pricingAndViewability() throws {
    let lines = Self.lines()
    #expect(lines.contains("pricing: 2.50 CPM EUR"))
    #expect(lines.contains("viewable impression \"v1\""))
    #expect(lines.contains("- https://a.test/viewable"))
    let json = try InspectReport(parsing: Data(Self.wrapper.utf8)).jsonString()
    #expect(json.contains("\"pricing\""))
    #expect(json.contains("\"viewableImpressions\""))
    #expect(json.contains("\"fallbackOnNoAd\" : true") || json.contains("\"fallbackOnNoAd\":true"))
  }
}
