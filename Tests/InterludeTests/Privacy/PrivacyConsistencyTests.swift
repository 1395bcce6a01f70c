import Foundation
import Interlude
import InterludeTestSupport
import Testing

/// Every privacy value reaches the ad tag's parameters and the macros of wrapper fetches and
/// beacons alike: what the tag says (`rdid`, `is_lat`, `gdpr`, `gdpr_consent`, `gpp`, `gpp_sid`,
/// `tfcd`) is what every later URL of the session says (`[IFA]`, `[LIMITADTRACKING]`,
/// `[REGULATIONS]`, `[GDPRCONSENT]`, `[GPPSTRING]`, `[GPPSECTIONID]`), including when the
/// publisher's own flags are the more conservative ones.
@MainActor
@Suite("Privacy values agree across ad tag, wrapper and beacon URLs")
struct PrivacyConsistencyTests {
  nonisolated private static let idfa = "6D92078A-8246-4BA4-AE5B-76104861E7DC"
  private static let tag = "https://pubads.g.doubleclick.net/gampad/ads?iu=/1/video&env=vp"
  private static let macros =
    "ifa=[IFA]&ifat=[IFATYPE]&lat=[LIMITADTRACKING]&gc=[GDPRCONSENT]&gpp=[GPPSTRING]"
    + "&sid=[GPPSECTIONID]&reg=[REGULATIONS]"

  /// Signals the matrix rows start from.
  nonisolated enum Consent: String, CaseIterable, CustomTestStringConvertible {
    case allowed, limited, withheld, usOptOut

    var testDescription: String { rawValue }

    var signals: PrivacySignals {
      switch self {
      case .allowed:
        PrivacySignals(
          gdprApplies: true, tcString: "CQ_TCSTRING", additionalConsent: "2~89~dv.",
          gppString: "DBABMA~CQ_TCSTRING", gppSectionIDs: [2], nonPersonalizedAds: false,
          advertisingIdentifier: PrivacyConsistencyTests.idfa, advertisingIdentifierType: "idfa",
          limitAdTracking: false, regulations: ["gdpr"])
      case .limited:
        PrivacySignals(
          gdprApplies: true, tcString: "CQ_REFUSED", limitedAds: true, regulations: ["gdpr"])
      case .withheld:
        .withheld
      case .usOptOut:
        PrivacySignals(
          gdprApplies: false, usPrivacy: "1YYN", gppString: "DBABTA~1YYN", gppSectionIDs: [6],
          restrictDataProcessing: true, regulations: ["ccpa"])
      }
    }
  }

  /// What the publisher wrote in its tag besides the basics.
  nonisolated static let publisherQueries = ["", "&ltd=1", "&is_lat=1", "&tfcd=1", "&npa=0&gdpr=0"]

  /// Runs a session whose tag leads to a wrapper and an InLine; returns the tag URL, the
  /// wrapper fetch and the impression beacons.
  private func session(
    _ consent: Consent, publisher: String
  ) async throws -> (tag: URL, macroURLs: [URL]) {
    let transport = RecordingTransport()
    let wrapper = """
      <VAST version="4.2"><Ad id="w"><Wrapper><AdSystem>W</AdSystem>
      <VASTAdTagURI><![CDATA[https://w.test/inline?\(Self.macros)]]></VASTAdTagURI>
      <Impression><![CDATA[https://t.test/wrapper-imp?\(Self.macros)]]></Impression>
      </Wrapper></Ad></VAST>
      """
    let inLine = SessionDocuments.ad("a1", seconds: 4)
      .replacingOccurrences(of: "impression?cb=[CACHEBUSTING]", with: "impression?\(Self.macros)")
    transport.stub(matching: { $0.url.host == "pubads.g.doubleclick.net" }, with: .vast(wrapper))
    transport.stub(
      matching: { $0.url.host == "w.test" }, with: .vast(SessionDocuments.vast(inLine)))
    let driver = SessionDriver()
    let signals = consent.signals
    _ = try #require(
      await driver.load(
        adTag: Self.tag + publisher, transport: transport, privacy: { signals }))
    await driver.run(until: 10)
    let requested = transport.requestedURLs
    let tag = try #require(requested.first)
    let wrapperFetch = try #require(requested.first { $0.host == "w.test" })
    let impressions = driver.beacons.urls.filter { $0.path.contains("imp") }
    #expect(impressions.count == 2, "the wrapper's and the InLine's impressions")
    return (tag, [wrapperFetch] + impressions)
  }

  private static func query(_ url: URL) -> [String: String] {
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    return Dictionary(items.map { ($0.name, $0.value ?? "") }) { first, _ in first }
  }

  @Test(
    "the tag and every later URL say the same",
    arguments: Consent.allCases, publisherQueries)
  func consistent(consent: Consent, publisher: String) async throws {
    let (tagURL, macroURLs) = try await session(consent, publisher: publisher)
    let tag = Self.query(tagURL)
    let publisherFlags = Self.query(try #require(URL(string: Self.tag + publisher)))
    for url in macroURLs {
      let beacon = Self.query(url)
      let context = "\(url.absoluteString) vs tag \(tagURL.absoluteString)"
      #expect(beacon["ifa"] == (tag["rdid"] ?? "-2"), "\(context)")
      #expect(beacon["ifat"] == (tag["idtype"] ?? "-2"), "\(context)")
      #expect(beacon["lat"] == tag["is_lat"], "\(context)")
      #expect(beacon["gc"] == (tag["gdpr_consent"] ?? "-1"), "\(context)")
      #expect(beacon["gpp"] == (tag["gpp"] ?? "-1"), "\(context)")
      #expect(beacon["sid"] == (tag["gpp_sid"] ?? "-1"), "\(context)")
      let regulations = Set((beacon["reg"] ?? "").split(separator: ",").map(String.init))
      #expect(regulations.contains("gdpr") == (tag["gdpr"] == "1"), "\(context)")
      #expect(regulations.contains("coppa") == (tag["tfcd"] == "1"), "\(context)")
    }
    // The identifier leaves only where the tag itself carries it.
    let identifierSent = ([tagURL] + macroURLs).filter { $0.absoluteString.contains(Self.idfa) }
    let allowed =
      consent == .allowed && publisherFlags["ltd"] == nil && publisherFlags["is_lat"] == nil
      && publisherFlags["tfcd"] == nil
    #expect(identifierSent.count == (allowed ? macroURLs.count + 1 : 0))
    // Our conservative value wins over the publisher's `0`.
    if consent.signals.nonPersonalizedAds { #expect(tag["npa"] == "1") }
    if consent.signals.gdprApplies == true { #expect(tag["gdpr"] == "1") }
  }

  @Test("a publisher's own consent string stays in its tag; the beacons carry the CMP's")
  func publisherConsentString() async throws {
    let (tagURL, macroURLs) = try await session(.allowed, publisher: "&gdpr_consent=PUBLISHER")
    #expect(Self.query(tagURL)["gdpr_consent"] == "PUBLISHER")
    for url in macroURLs { #expect(Self.query(url)["gc"] == "CQ_TCSTRING") }
  }
}
