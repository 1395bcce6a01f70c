import Foundation
import Interlude
import InterludeConsent
import InterludeTestSupport
import Testing

/// Nothing leaves the device before the ATT-then-CMP sequence resolves.
@MainActor
@Suite("Consent gate")
struct ConsentGateTests {
  /// A consent layer whose answer the test gives when it wants.
  @MainActor
  final class HeldPresenter: ConsentLayerPresenter {
    private var answer: CheckedContinuation<ConsentDecision, Never>?
    var isShowing: Bool { answer != nil }

    func present(_ layer: ConsentLayerModel, jumpToSettings: Bool) async -> ConsentDecision {
      await withCheckedContinuation { answer = $0 }
    }

    func answer(_ decision: ConsentDecision) {
      answer?.resume(returning: decision)
      answer = nil
    }
  }

  private static let tag = "https://pubads.g.doubleclick.net/gampad/ads?iu=/1/video"

  private func transport() -> RecordingTransport {
    let transport = RecordingTransport()
    transport.stub(matching: { _ in true }, with: .vast(VASTBuilder.document(VASTBuilder.inLine())))
    return transport
  }

  private func yieldUntil(_ condition: () -> Bool) async {
    for _ in 0..<1_000 where !condition() { await Task.yield() }
  }

  @Test("a request made while the CMP is open waits for the answer, then goes out")
  func waitsForResolution() async throws {
    let presenter = HeldPresenter()
    let manager = ConsentManager(
      configuration: ConsentConfiguration(
        cmpId: 300, vendorListVersion: 17, vendors: [755], gdprApplies: .yes),
      store: InMemoryConsentStore(), presenter: presenter)
    let sequencer = ConsentSequencer(tracking: nil, consent: manager)
    let gate = ConsentGate(sequencer: sequencer)
    let transport = transport()
    let loader = AdsLoader(
      transport: transport, privacy: { .withheld }, consentGate: gate,
      consentPolicy: .waitForResolution(timeout: .seconds(3600)))
    let sequence = Task { await sequencer.run() }
    let request = Task { try await loader.requestAds(AdsRequest(adTagUrl: Self.tag)) }
    await yieldUntil { presenter.isShowing }
    #expect(presenter.isShowing)
    try await Task.sleep(for: .milliseconds(50))
    #expect(transport.requestedURLs.isEmpty, "nothing left while the layer was open")
    presenter.answer(.rejectAll)
    await sequence.value
    _ = try await request.value
    #expect(gate.isOpen)
    #expect(transport.requestedURLs.count == 1)
  }

  @Test("after the timeout, requests go out in limited mode without an identifier")
  func timeoutMeansLimited() async throws {
    let transport = transport()
    let allowed = PrivacySignals(
      gdprApplies: false, nonPersonalizedAds: false, advertisingIdentifier: "IDFA-1",
      advertisingIdentifierType: "idfa", limitAdTracking: false)
    let loader = AdsLoader(
      transport: transport, privacy: { allowed }, consentGate: ConsentGate(),
      consentPolicy: .waitForResolution(timeout: .milliseconds(50)))
    _ = try await loader.requestAds(AdsRequest(adTagUrl: Self.tag))
    let url = try #require(transport.requestedURLs.first?.absoluteString)
    #expect(url.contains("ltd=1") && url.contains("npa=1") && url.contains("is_lat=1"))
    #expect(!url.contains("IDFA-1"))
  }

  @Test("the default policy waits when a gate is attached; .immediate does not wait")
  func policies() async throws {
    let gate = ConsentGate()
    #expect(
      AdsLoader(transport: transport(), consentGate: gate).consentPolicy
        == .waitForResolution(timeout: ConsentPolicy.defaultTimeout))
    #expect(AdsLoader(transport: transport()).consentPolicy == .immediate)
    let transport = transport()
    let loader = AdsLoader(transport: transport, consentGate: gate, consentPolicy: .immediate)
    _ = try await loader.requestAds(AdsRequest(adTagUrl: Self.tag))
    #expect(transport.requestedURLs.count == 1 && !gate.isOpen)
  }

  @Test("an opened gate lets every waiting request through at once")
  func openReleasesAll() async throws {
    let gate = ConsentGate()
    let transport = transport()
    let loader = AdsLoader(transport: transport, consentGate: gate)
    let first = Task { try await loader.requestAds(AdsRequest(adTagUrl: Self.tag)) }
    let second = Task { try await loader.requestAds(AdsRequest(adTagUrl: Self.tag + "&b=2")) }
    try await Task.sleep(for: .milliseconds(50))
    #expect(transport.requestedURLs.isEmpty)
    gate.open()
    _ = try await (first.value, second.value)
    #expect(transport.requestedURLs.count == 2)
    #expect(
      transport.requestedURLs.allSatisfy { !$0.absoluteString.contains("ltd=1") },
      "released by open(), not by the timeout")
  }
}
