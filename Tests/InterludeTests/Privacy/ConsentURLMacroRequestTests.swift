import Foundation
import InterludeSimulation
import InterludeTestSupport
import Testing

@testable import Interlude

/// The TC string specification: "Any caller with access to the applicable TC String must insert
/// it within a URL containing the macro `${GDPR_CONSENT_XXXXX}`… The service making the call
/// must replace the macros". The SDK makes the calls, so every URL it requests has them
/// replaced: the ad tag, a wrapper's target and the beacons.
@MainActor
@Suite("Consent URL macros in requests and beacons")
struct ConsentURLMacroRequestTests {
  private static let query =
    "gdpr=${GDPR}&gdpr_consent=${GDPR_CONSENT_755}&c=[GDPRCONSENT]&ac=${ADDTL_CONSENT}"
  private static let expected = "gdpr=1&gdpr_consent=CPtc.x&c=CPtc.x&ac=2~89~dv."

  @Test("ad tag, wrapper target, impression and tracking beacons carry the values, not the macros")
  func everyRequestReplacesThem() async throws {
    let privacy = PrivacySignals(
      gdprApplies: true, tcString: "CPtc.x", additionalConsent: "2~89~dv.")
    let transport = RecordingTransport()
    transport.stub(
      matching: { $0.url.host == "ads.test" && $0.url.path == "/tag" },
      with: .vast(
        VASTBuilder.document(VASTBuilder.wrapper(tag: "https://ads.test/inline?\(Self.query)"))))
    transport.stub(
      matching: { $0.url.host == "ads.test" && $0.url.path == "/inline" },
      with: .vast(
        VASTBuilder.document(VASTBuilder.inLine(impression: "https://t.test/imp?\(Self.query)"))))
    transport.stub(matching: { $0.purpose == .beacon }, with: .status(204))
    let clock = ManualClock()
    let loader = AdsLoader(transport: transport, privacy: { privacy }, clock: clock)
    try await ManualSession.playAnAd(
      loader, clock: clock, request: AdsRequest(adTagUrl: "https://ads.test/tag?\(Self.query)"))

    let sent = transport.requestedURLs.map(\.absoluteString)
    #expect(sent.contains("https://ads.test/tag?\(Self.expected)"), "\(sent)")
    #expect(sent.contains("https://ads.test/inline?\(Self.expected)"), "\(sent)")
    #expect(sent.contains("https://t.test/imp?\(Self.expected)"), "\(sent)")
    for url in sent {
      #expect(!url.contains("GDPR") && !url.contains("ADDTL") && !url.contains("%7B"), "\(url)")
    }
  }
}
