import Foundation
import Interlude
import InterludeConsent
import InterludeTestSupport
import Testing

/// A user who accepted everything and later turned tracking off still gets non-personalised
/// ads: the ATT denial withdraws purposes 3 and 4, not Google's consent for purpose 1.
@MainActor
@Suite("ATT denied after accept all: the ad request")
struct ATTDenialAdRequestTests {
  /// An ATT answer already given (no prompt).
  @MainActor
  final class AnsweredTracking: TrackingAuthorization {
    let status: TrackingAuthorizationStatus
    let isAppActive = true
    init(_ status: TrackingAuthorizationStatus) { self.status = status }
    func waitUntilActive() async {}
    func requestAuthorization() async -> TrackingAuthorizationStatus { status }
  }

  nonisolated private static let idfa = "6D92078A-8246-4BA4-AE5B-76104861E7DC"
  private static let tag = "https://pubads.g.doubleclick.net/gampad/ads?iu=/1/video"

  /// Google as the Global Vendor List declares it.
  private let vendorList = GlobalVendorList(
    vendorListVersion: 17,
    vendors: [
      755: GVLVendor(
        id: 755, name: "Google Advertising Products", purposes: [1, 3, 4],
        legIntPurposes: [2, 7, 9, 10], flexiblePurposes: [2, 7, 9, 10], specialPurposes: [1, 2])
    ])
  private let configuration = ConsentConfiguration(
    cmpId: 300, vendorListVersion: 17, legitimateInterestPurposes: [2, 7, 9, 10],
    vendors: [755], legitimateInterestVendors: [755], gdprApplies: .yes)

  @Test(
    "Google's ad-serving modes: accept all, then ATT denied, is npa=1 (non-personalised), not ltd=1"
  )
  func acceptAllThenDenied() async throws {
    let store = InMemoryConsentStore()
    // First launch: tracking allowed, "accept all" in the layer.
    let first = ConsentManager(configuration: configuration, store: store, vendorList: vendorList)
    first.setTrackingAuthorizationStatus(.authorized)
    first.apply(.acceptAll)
    // The user turns tracking off in Settings; the next launch runs the sequence again.
    let second = ConsentManager(configuration: configuration, store: store, vendorList: vendorList)
    let sequencer = ConsentSequencer(tracking: AnsweredTracking(.denied), consent: second)
    await sequencer.run()
    #expect(sequencer.log.contains(.rejectedTrackingPurposes))

    let text = try #require(IABTCFStorage(store: store).readTCF().tcString)
    let saved = try TCStringDecoder().decode(text)
    #expect(!saved.purposesConsent.contains(3) && !saved.purposesConsent.contains(4))
    #expect(saved.purposesConsent.contains(1) && saved.vendorConsents.contains(755))
    #expect(AdServingMode.evaluate(gdprApplies: true, tcString: saved) == .nonPersonalized)

    let signals = PrivacySignals.evaluate(store: store, tracking: .denied) { Self.idfa }
    #expect(signals.nonPersonalizedAds && !signals.limitedAds)
    let transport = RecordingTransport()
    transport.stub(matching: { _ in true }, with: .vast(VASTBuilder.document(VASTBuilder.inLine())))
    let loader = AdsLoader(transport: transport, privacy: { signals })
    _ = try await loader.requestAds(AdsRequest(adTagUrl: Self.tag))
    let url = try #require(transport.requestedURLs.first?.absoluteString)
    #expect(url.contains("npa=1") && !url.contains("ltd=1"))
    #expect(url.contains("is_lat=1") && !url.contains(Self.idfa))
    #expect(url.contains("gdpr_consent=\(text)"))
  }
}
