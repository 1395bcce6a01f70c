import Foundation
import Interlude
import InterludeSimulation
import Testing

@MainActor
@Suite("Companions")
struct CompanionTests {
  private func document(required: String) -> String {
    CompanionDocuments.vast(
      required: required,
      companions: """
        <Companion width="300" height="250">
          <StaticResource creativeType="image/png"><![CDATA[https://cdn.test/300x250.png]]></StaticResource>
          <TrackingEvents><Tracking event="creativeView"><![CDATA[https://t.test/companion/300x250/view]]></Tracking></TrackingEvents>
        </Companion>
        <Companion width="728" height="90">
          <HTMLResource><![CDATA[<p>banner</p>]]></HTMLResource>
          <TrackingEvents><Tracking event="creativeView"><![CDATA[https://t.test/companion/728x90/view]]></Tracking></TrackingEvents>
        </Companion>
        """)
  }

  private func run(
    required: String, slots: [SimulationOptions.CompanionSize]
  ) async
    -> [SimulationEntry]
  {
    var options = SimulationOptions()
    options.companionSlots = slots
    let result = await SessionSimulator.run(
      AdsRequest(adsResponse: document(required: required)),
      transport: InMemoryTransport(responses: [:]), options: options)
    #expect(result.completed)
    return result.entries
  }

  private func companions(_ entries: [SimulationEntry]) -> [String] {
    entries.filter { $0.kind == .companion }.map(\.detail)
  }

  private func beacons(_ entries: [SimulationEntry]) -> [String] {
    entries.filter { $0.kind == .beacon }.map(\.detail)
  }

  @Test("Companions fill the slots of their size, and each slot's creativeView fires once")
  func fillsBySize() async {
    let entries = await run(
      required: "none",
      slots: [
        .init(width: 728, height: 90), .init(width: 300, height: 250),
        .init(width: 160, height: 600),
      ])
    #expect(
      companions(entries) == [
        "728x90 filled: html <p>banner</p>",
        "300x250 filled: static https://cdn.test/300x250.png",
        "160x600 empty",
      ])
    let views = beacons(entries).filter { $0.contains("/companion/") }
    #expect(
      views.sorted() == [
        "https://t.test/companion/300x250/view", "https://t.test/companion/728x90/view",
      ])
  }

  @Test("required=all shows nothing and reports 602 when one companion has no slot")
  func requiredAll() async {
    let entries = await run(required: "all", slots: [.init(width: 300, height: 250)])
    #expect(companions(entries) == ["300x250 empty"])
    #expect(beacons(entries).contains("https://t.test/err?code=602"))
    #expect(entries.contains { $0.kind == .event && $0.detail == "LOG" })
    #expect(entries.contains { $0.kind == .event && $0.detail == "COMPLETE" })
  }

  @Test("required=any is met by one fitting companion")
  func requiredAny() async {
    let entries = await run(required: "any", slots: [.init(width: 300, height: 250)])
    #expect(companions(entries) == ["300x250 filled: static https://cdn.test/300x250.png"])
    #expect(!beacons(entries).contains { $0.contains("code=602") })
  }

  @Test("required=any with no fitting slot reports 602")
  func requiredAnyUnmet() async {
    let entries = await run(required: "any", slots: [.init(width: 1, height: 1)])
    #expect(companions(entries) == ["1x1 empty"])
    #expect(beacons(entries).contains("https://t.test/err?code=602"))
  }

  @Test("A fluid slot takes the first companion")
  func fluidSlot() async {
    let entries = await run(required: "none", slots: [.init(width: nil, height: nil)])
    #expect(companions(entries) == ["fluid filled: static https://cdn.test/300x250.png"])
  }
}
