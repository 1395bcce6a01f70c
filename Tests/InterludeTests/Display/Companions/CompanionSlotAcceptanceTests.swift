import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing

/// A slot says which resources it can draw and, if it loads before drawing, when the companion
/// is on screen: the SDK never hands it what it cannot draw, and counts a companion only once
/// it is shown.
@MainActor
@Suite("Companions: what a slot accepts, and when it is shown")
struct CompanionSlotAcceptanceTests {
  private static let view300 = "https://t.test/companion/300x250/view"
  private static let view728 = "https://t.test/companion/728x90/view"

  /// A 300x250 companion with an HTML resource before its image, and a 728x90 HTML-only one.
  private static func vast(required: String) -> String {
    CompanionDocuments.vast(
      required: required,
      companions: """
        <Companion width="300" height="250">
          <HTMLResource><![CDATA[<p>box</p>]]></HTMLResource>
          <StaticResource creativeType="image/png"><![CDATA[https://cdn.test/300x250.png]]></StaticResource>
          <TrackingEvents><Tracking event="creativeView"><![CDATA[\(view300)]]></Tracking></TrackingEvents>
        </Companion>
        <Companion width="728" height="90">
          <HTMLResource><![CDATA[<p>banner</p>]]></HTMLResource>
          <TrackingEvents><Tracking event="creativeView"><![CDATA[\(view728)]]></Tracking></TrackingEvents>
        </Companion>
        """)
  }

  /// Records what each slot is handed.
  private final class SlotRecorder: CompanionAdSlotDelegate {
    var filled: [CreativeResource] = []
    var empty = 0
    func companionSlot(
      _ slot: CompanionAdSlot, filledWith companion: Companion, resource: CreativeResource
    ) {
      filled.append(resource)
    }
    func companionSlotWasNotFilled(_ slot: CompanionAdSlot) { empty += 1 }
  }

  /// A slot of `width` x `height` that draws only images.
  private static func imageSlot(_ width: Int, _ height: Int) -> CompanionAdSlot {
    let slot = CompanionAdSlot(width: width, height: height)
    slot.accepts = { $0.isImage }
    return slot
  }

  /// Plays the ad for two seconds on a manual clock with `slots`, runs `whilePlaying`, and
  /// returns the beacons.
  private static func play(
    required: String, slots: [CompanionAdSlot], whilePlaying: () -> Void = {}
  ) async throws -> RecordingBeaconSender {
    let clock = ManualClock()
    let beacons = RecordingBeaconSender()
    let loader = AdsLoader(
      transport: InMemoryTransport(responses: [:]), beacons: beacons, clock: clock)
    let container = AdDisplayContainer(
      videoDisplay: SimulatedVideoDisplay(clock: clock), companionSlots: slots)
    // The manager stays alive, as the app keeps it, while the slot reports its appearance.
    let (_, manager) = try await ManualSession.playAnAd(
      loader, clock: clock,
      request: AdsRequest(adsResponse: vast(required: required), adDisplayContainer: container),
      seconds: 2)
    whilePlaying()
    for _ in 0..<10 { await Task.yield() }
    withExtendedLifetime(manager) {}
    return beacons
  }

  @Test("an image-only slot gets a companion's image, never its HTML")
  func imageSlotGetsTheImage() async throws {
    let slot = Self.imageSlot(300, 250)
    let recorder = SlotRecorder()
    slot.delegate = recorder
    let beacons = try await Self.play(required: "none", slots: [slot])
    #expect(
      recorder.filled == [
        .staticResource(url: "https://cdn.test/300x250.png", creativeType: "image/png")
      ])
    #expect(beacons.strings.filter { $0 == Self.view300 }.count == 1)
  }

  @Test("an HTML-only companion leaves an image-only slot empty, and its view never fires")
  func htmlOnlyCompanionDoesNotFit() async throws {
    let slot = Self.imageSlot(728, 90)
    let recorder = SlotRecorder()
    slot.delegate = recorder
    let beacons = try await Self.play(required: "none", slots: [slot])
    #expect(recorder.filled.isEmpty)
    #expect(recorder.empty == 1)
    #expect(!beacons.strings.contains(Self.view728))
  }

  @Test("required=all fails with 602 when a companion has nothing the slots can draw")
  func requiredAllUnmetByKind() async throws {
    let beacons = try await Self.play(
      required: "all", slots: [Self.imageSlot(300, 250), Self.imageSlot(728, 90)])
    #expect(beacons.strings.contains("https://t.test/err?code=602"))
    #expect(!beacons.strings.contains(Self.view300))
  }

  @Test("a slot that reports its appearance is counted when it appears, once")
  func creativeViewWaitsForAppearance() async throws {
    let slot = Self.imageSlot(300, 250)
    slot.reportsAppearance = true
    let before = try await Self.play(required: "none", slots: [slot])
    #expect(!before.strings.contains(Self.view300), "handed over is not shown")

    let shown = Self.imageSlot(300, 250)
    shown.reportsAppearance = true
    let after = try await Self.play(required: "none", slots: [shown]) {
      shown.companionDidAppear()
      shown.companionDidAppear()
    }
    #expect(after.strings.filter { $0 == Self.view300 }.count == 1)
  }
}
