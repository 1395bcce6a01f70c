import Foundation
import Interlude
import InterludeConsent
import InterludeTestSupport
import Testing

/// The loader reads the stored consent at each request: what the user chose reaches the ad
/// tag, and the identifier appears only where ATT and consent allow it.
@MainActor
@Suite("Consent-aware ad requests")
struct ConsentAwareRequestTests {
  nonisolated private static let idfa = "6D92078A-8246-4BA4-AE5B-76104861E7DC"
  private static let tag = "https://pubads.g.doubleclick.net/gampad/ads?iu=/1/video"

  /// Requests the tag once after `decision` was saved, and returns the URL that left.
  private func requestedURL(
    after decision: ConsentDecision, tracking: TrackingAuthorizationStatus
  ) async throws -> String {
    let store = InMemoryConsentStore()
    ConsentManager(
      configuration: ConsentConfiguration(
        cmpId: 300, vendorListVersion: 17, legitimateInterestPurposes: [2, 7, 9, 10],
        vendors: [755], legitimateInterestVendors: [755], gdprApplies: .yes,
        additionalConsentProviders: [89]),
      store: store
    ).apply(decision)
    let transport = RecordingTransport()
    transport.stub(matching: { _ in true }, with: .vast(VASTBuilder.document(VASTBuilder.inLine())))
    let loader = AdsLoader(
      transport: transport,
      privacy: {
        PrivacySignals.evaluate(store: store, tracking: tracking) { Self.idfa }
      })
    _ = try await loader.requestAds(AdsRequest(adTagUrl: Self.tag))
    return try #require(transport.requestedURLs.first?.absoluteString)
  }

  @Test("accept all with ATT authorized: personalised, the IDFA and every consent string sent")
  func acceptAllAuthorized() async throws {
    let url = try await requestedURL(after: .acceptAll, tracking: .authorized)
    #expect(url.contains("rdid=\(Self.idfa)") && url.contains("is_lat=0"))
    #expect(url.contains("gdpr=1") && url.contains("gdpr_consent=C"))
    let query = URLComponents(string: url)?.queryItems ?? []
    #expect(query.first { $0.name == "addtl_consent" }?.value == "2~89~dv.")
    #expect(url.contains("gpp=DBABMA") && url.contains("gpp_sid=2"))
    #expect(!url.contains("npa=1") && !url.contains("ltd=1"))
  }

  @Test("accept all with ATT denied: personalised by consent, but no identifier")
  func acceptAllDenied() async throws {
    let url = try await requestedURL(after: .acceptAll, tracking: .denied)
    #expect(!url.contains(Self.idfa) && !url.contains("rdid"))
    #expect(url.contains("is_lat=1"))
  }

  @Test("reject all with ATT authorized: technical delivery, no identifier")
  func rejectAllAuthorized() async throws {
    let url = try await requestedURL(after: .rejectAll, tracking: .authorized)
    #expect(!url.contains(Self.idfa) && !url.contains("rdid"))
    #expect(url.contains("npa=1") && url.contains("ltd=1") && url.contains("is_lat=1"))
    #expect(url.contains("gdpr_consent=C"), "the string is forwarded as stored")
  }
}

/// The app's audience settings: child-directed and under-age requests.
@MainActor
@Suite("Audience settings in ad requests")
struct AudienceSettingsRequestTests {
  @Test(
    "child-directed or under-age: tfcd/tfua=1, non-personalised, no identifier even if allowed",
    arguments: [(true, false), (false, true)])
  func restrictedAudience(childDirected: Bool, underAge: Bool) async throws {
    let transport = RecordingTransport()
    transport.stub(matching: { _ in true }, with: .vast(VASTBuilder.document(VASTBuilder.inLine())))
    var settings = Settings()
    settings.childDirectedTreatment = childDirected
    settings.underAgeOfConsent = underAge
    let allowed = PrivacySignals(
      gdprApplies: false, nonPersonalizedAds: false, advertisingIdentifier: "IDFA-1",
      advertisingIdentifierType: "idfa", limitAdTracking: false)
    let loader = AdsLoader(settings: settings, transport: transport, privacy: { allowed })
    _ = try await loader.requestAds(
      AdsRequest(
        adTagUrl: "https://pubads.g.doubleclick.net/gampad/ads?iu=/1/x&reg=[REGULATIONS]&tfcd=0"))
    let url = try #require(transport.requestedURLs.first?.absoluteString)
    #expect(url.contains("tfcd=1") == childDirected)
    #expect(url.contains("tfua=1") == underAge)
    #expect(url.contains("reg=coppa") == childDirected)
    #expect(url.contains("npa=1") && url.contains("is_lat=1") && !url.contains("IDFA-1"))
  }
}
