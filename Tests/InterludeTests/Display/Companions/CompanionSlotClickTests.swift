import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing

/// IMA's `IMACompanionDelegate companionSlotWasClicked:`: the slot's delegate hears of a click
/// the manager handled.
@MainActor
@Suite("Companions: click reported to the slot's delegate")
struct CompanionSlotClickTests {
  private final class ClickRecorder: CompanionAdSlotDelegate {
    var clicked: [CompanionAdSlot] = []
    func companionSlot(
      _ slot: CompanionAdSlot, filledWith companion: Companion, resource: CreativeResource
    ) {}
    func companionSlotWasNotFilled(_ slot: CompanionAdSlot) {}
    func companionSlotWasClicked(_ slot: CompanionAdSlot) { clicked.append(slot) }
  }

  /// A delegate that implements only the required members.
  private final class MinimalDelegate: CompanionAdSlotDelegate {
    func companionSlot(
      _ slot: CompanionAdSlot, filledWith companion: Companion, resource: CreativeResource
    ) {}
    func companionSlotWasNotFilled(_ slot: CompanionAdSlot) {}
  }

  private static let vast = CompanionDocuments.vast(
    required: "none",
    companions: """
      <Companion width="300" height="250">
        <StaticResource creativeType="image/png"><![CDATA[https://cdn.test/300x250.png]]></StaticResource>
        <CompanionClickThrough><![CDATA[https://advertiser.test/landing]]></CompanionClickThrough>
        <CompanionClickTracking><![CDATA[https://t.test/companion/click]]></CompanionClickTracking>
      </Companion>
      """)

  @Test("IMA: companionSlotWasClicked is called when the manager handles a companion click")
  func clickReported() async throws {
    let clock = ManualClock()
    let beacons = RecordingBeaconSender()
    let slot = CompanionAdSlot(width: 300, height: 250)
    let recorder = ClickRecorder()
    slot.delegate = recorder
    let other = CompanionAdSlot(width: 728, height: 90)
    let otherRecorder = ClickRecorder()
    other.delegate = otherRecorder
    let loader = AdsLoader(
      transport: InMemoryTransport(responses: [:]), beacons: beacons, clock: clock)
    let container = AdDisplayContainer(
      videoDisplay: SimulatedVideoDisplay(clock: clock), companionSlots: [slot, other])
    let (_, manager) = try await ManualSession.playAnAd(
      loader, clock: clock,
      request: AdsRequest(adsResponse: Self.vast, adDisplayContainer: container), seconds: 2)
    manager.companionClicked(in: other)
    #expect(otherRecorder.clicked.isEmpty, "an empty slot's click is not handled")
    manager.companionClicked(in: slot)
    for _ in 0..<10 { await Task.yield() }
    #expect(recorder.clicked.count == 1)
    #expect(recorder.clicked.first === slot)
    #expect(beacons.strings.contains("https://t.test/companion/click"))
  }

  @Test("IMA: companionSlotWasClicked is optional (a default does nothing)")
  func optional() {
    let slot = CompanionAdSlot(width: 1, height: 1)
    MinimalDelegate().companionSlotWasClicked(slot)
  }
}
