import Foundation
import Interlude
import InterludeSimulation
import Testing

/// Companions that share a `<Creative>` with the linear ad (VAST 4), played by the simulator.
@MainActor
@Suite("Companions of a multi-body creative")
struct CreativeCompanionTests {
  /// A VAST 4.2 InLine whose linear creative also holds non-linear ads and `ownCompanions`;
  /// `otherCreatives` come before it in the document.
  private func document(ownCompanions: String, otherCreatives: String = "") -> String {
    """
    <VAST version="4.2"><Ad id="m"><InLine>
      <AdSystem>T</AdSystem><AdTitle>m</AdTitle>
      <Impression><![CDATA[https://t.test/imp]]></Impression>
      <Error><![CDATA[https://t.test/err?code=[ERRORCODE]]]></Error>
      <Creatives>
        \(otherCreatives)
        <Creative id="linear">
          <Linear><Duration>00:00:04</Duration><MediaFiles>
            <MediaFile delivery="progressive" type="video/mp4" width="640" height="360"><![CDATA[https://cdn.test/m.mp4]]></MediaFile>
          </MediaFiles></Linear>
          <NonLinearAds><NonLinear width="480" height="70">
            <StaticResource creativeType="image/png"><![CDATA[https://cdn.test/overlay.png]]></StaticResource>
          </NonLinear></NonLinearAds>
          <CompanionAds>\(ownCompanions)</CompanionAds>
        </Creative>
      </Creatives>
    </InLine></Ad></VAST>
    """
  }

  private func companion(_ name: String, width: Int, height: Int) -> String {
    """
    <Companion width="\(width)" height="\(height)">
      <StaticResource creativeType="image/png"><![CDATA[https://cdn.test/\(name).png]]></StaticResource>
      <TrackingEvents><Tracking event="creativeView"><![CDATA[https://t.test/\(name)/view]]></Tracking></TrackingEvents>
    </Companion>
    """
  }

  private func run(
    _ request: AdsRequest, slots: [SimulationOptions.CompanionSize],
    responses: [String: Data] = [:]
  ) async -> [SimulationEntry] {
    var options = SimulationOptions()
    options.companionSlots = slots
    let result = await SessionSimulator.run(
      request, transport: InMemoryTransport(responses: responses), options: options)
    #expect(result.completed)
    return result.entries
  }

  private func companions(_ entries: [SimulationEntry]) -> [String] {
    entries.filter { $0.kind == .companion }.map(\.detail)
  }

  private func beacons(_ entries: [SimulationEntry]) -> [String] {
    entries.filter { $0.kind == .beacon }.map(\.detail)
  }

  @Test("IMA shows the companions of a linear creative's own CompanionAds with it (VAST 4)")
  func ownCompanionsFillTheSlots() async {
    let xml = document(ownCompanions: companion("own", width: 300, height: 250))
    let entries = await run(
      AdsRequest(adsResponse: xml), slots: [.init(width: 300, height: 250)])
    #expect(companions(entries) == ["300x250 filled: static https://cdn.test/own.png"])
    #expect(beacons(entries).contains("https://t.test/own/view"))
    #expect(entries.contains { $0.kind == .event && $0.detail == "COMPLETE" })
  }

  @Test("The linear creative's own companions take a slot before another creative's")
  func ownCompanionsComeFirst() async {
    let other = """
      <Creative id="other"><CompanionAds>
        \(companion("other", width: 300, height: 250))
        \(companion("banner", width: 728, height: 90))
      </CompanionAds></Creative>
      """
    let xml = document(
      ownCompanions: companion("own", width: 300, height: 250), otherCreatives: other)
    let entries = await run(
      AdsRequest(adsResponse: xml),
      slots: [.init(width: 300, height: 250), .init(width: 728, height: 90)])
    #expect(
      companions(entries) == [
        "300x250 filled: static https://cdn.test/own.png",
        "728x90 filled: static https://cdn.test/banner.png",
      ])
    #expect(!beacons(entries).contains("https://t.test/other/view"))
  }

  @Test("VAST 4.3 §2.3: a wrapper linear creative's own companions fill slots the InLine leaves")
  func wrapperCreativeCompanions() async {
    let wrapper = """
      <VAST version="4.2"><Ad id="w"><Wrapper>
        <AdSystem>W</AdSystem>
        <VASTAdTagURI><![CDATA[https://ads.test/inline.xml]]></VASTAdTagURI>
        <Impression><![CDATA[https://t.test/w/imp]]></Impression>
        <Creatives><Creative>
          <Linear><TrackingEvents>
            <Tracking event="start"><![CDATA[https://t.test/w/start]]></Tracking>
          </TrackingEvents></Linear>
          <CompanionAds>\(companion("wrapper", width: 300, height: 250))</CompanionAds>
        </Creative></Creatives>
      </Wrapper></Ad></VAST>
      """
    let inLine = document(ownCompanions: "")
      .replacingOccurrences(of: "<CompanionAds></CompanionAds>", with: "")
    let entries = await run(
      AdsRequest(adTagUrl: "https://ads.test/wrapper.xml"),
      slots: [.init(width: 300, height: 250)],
      responses: [
        "https://ads.test/wrapper.xml": Data(wrapper.utf8),
        "https://ads.test/inline.xml": Data(inLine.utf8),
      ])
    #expect(companions(entries) == ["300x250 filled: static https://cdn.test/wrapper.png"])
    #expect(beacons(entries).contains("https://t.test/w/start"))
    #expect(beacons(entries).filter { $0 == "https://t.test/w/start" }.count == 1)
  }
}
