import Interlude
import InterludeSimulation
import Testing

@Suite("Faults: SimulatedRequestTarget")
struct SimulatedRequestTargetTests {
  @Test(
    "--fault TARGET: every target's name is read back as the same target",
    arguments: [
      SimulatedRequestTarget.adTag, .wrapper, .wrapperNumber(1), .wrapperNumber(2),
      .wrapperNumber(12), .breakTag, .media, .beacon,
    ])
  func roundTrip(target: SimulatedRequestTarget) {
    #expect(SimulatedRequestTarget(name: target.name) == target, "\(target.name)")
  }

  @Test("--fault TARGET: the names are the ones --faults-list prints")
  func names() {
    #expect(SimulatedRequestTarget.adTag.name == "ad-tag")
    #expect(SimulatedRequestTarget.wrapper.name == "wrapper")
    #expect(SimulatedRequestTarget.wrapperNumber(2).name == "wrapper2")
    #expect(SimulatedRequestTarget.breakTag.name == "break-tag")
    #expect(SimulatedRequestTarget.media.name == "media")
    #expect(SimulatedRequestTarget.beacon.name == "beacon")
    for name in ["ad-tag", "wrapper", "break-tag", "media", "beacon"] {
      #expect(SessionFaultKind.targetNames.contains(name))
    }
  }

  @Test(
    "Bad input: unknown names and wrapper numbers below 1 are no target",
    arguments: ["", "cdn", "Media", "wrapper0", "wrapper-1", "wrapperx", "wrapper 2", "beacons"])
  func unknown(name: String) {
    #expect(SimulatedRequestTarget(name: name) == nil)
  }

  @Test("Each target hits the requests of its purpose; media is loaded outside the transport")
  func purposes() {
    #expect(SimulatedRequestTarget.adTag.purpose == .adRequest)
    #expect(SimulatedRequestTarget.wrapper.purpose == .wrapper)
    #expect(SimulatedRequestTarget.wrapperNumber(3).purpose == .wrapper)
    #expect(SimulatedRequestTarget.breakTag.purpose == .breakTag)
    #expect(SimulatedRequestTarget.beacon.purpose == .beacon)
    #expect(SimulatedRequestTarget.media.purpose == nil)
  }
}
