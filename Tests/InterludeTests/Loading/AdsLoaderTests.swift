import Foundation
import Interlude
import InterludeTestSupport
import Testing

@MainActor
@Suite("AdsLoader")
struct AdsLoaderTests {
  @MainActor
  final class Delegate: AdsLoaderDelegate {
    var loaded: AdsLoadedData?
    var failed: AdLoadingErrorData?

    func adsLoader(_ loader: AdsLoader, adsLoadedWith data: AdsLoadedData) { loaded = data }
    func adsLoader(_ loader: AdsLoader, failedWith data: AdLoadingErrorData) { failed = data }
  }

  @Test("The delegate face reports loaded ads and failures with the user context")
  func delegateFace() async throws {
    let transport = RecordingTransport()
    transport.stub("https://ads.test/ok", with: .vast(VASTBuilder.document(VASTBuilder.inLine())))
    transport.stub("https://ads.test/empty", with: .vast(VASTBuilder.document()))
    let loader = AdsLoader(transport: transport)
    let delegate = Delegate()
    loader.delegate = delegate
    loader.requestAds(with: AdsRequest(adTagUrl: "https://ads.test/ok", userContext: "first"))
    // Polls for at most ten seconds: a safety net for a busy machine, not a timing.
    for _ in 0..<2_000 where delegate.loaded == nil { try await Task.sleep(for: .milliseconds(5)) }
    #expect(delegate.loaded?.userContext as? String == "first")
    loader.requestAds(with: AdsRequest(adTagUrl: "https://ads.test/empty", userContext: "second"))
    for _ in 0..<2_000 where delegate.failed == nil { try await Task.sleep(for: .milliseconds(5)) }
    #expect(delegate.failed?.adError.code == .vastEmptyResponse)
    #expect(delegate.failed?.userContext as? String == "second")
  }

  @Test("A canned response is used without any request")
  func cannedResponse() async throws {
    let transport = RecordingTransport()
    let loader = AdsLoader(transport: transport)
    let data = try await loader.requestAds(
      AdsRequest(adsResponse: VASTBuilder.document(VASTBuilder.inLine(id: "canned"))))
    #expect(data.adsManager.resolution?.playableAds.map(\.ad.id) == ["canned"])
    #expect(transport.requestedURLs.isEmpty)
  }

  @Test("Google Ad Manager tags get a correlator and the privacy parameters; others do not")
  func adTagParameters() async throws {
    let transport = RecordingTransport()
    let body = StubResponse.vast(VASTBuilder.document(VASTBuilder.inLine()))
    transport.stub(matching: { _ in true }, with: body)
    var settings = Settings()
    settings.ppid = "publisher-user-42"
    settings.sessionID = "8B1C3A2E-5D4F-4E6A-9B7C-0123456789AB"
    settings.language = "de"
    let loader = AdsLoader(settings: settings, transport: transport, privacy: { .withheld })
    _ = try await loader.requestAds(
      AdsRequest(
        adTagUrl: "https://pubads.g.doubleclick.net/gampad/ads?iu=/1/x&rdid=LEAK&idtype=idfa"))
    _ = try await loader.requestAds(AdsRequest(adTagUrl: "https://other.test/vast?x=1"))
    let urls = transport.requestedURLs.map(\.absoluteString)
    let gam = try #require(urls.first { $0.contains("doubleclick") })
    #expect(gam.contains("correlator="))
    #expect(gam.contains("npa=1"))
    #expect(gam.contains("is_lat=1"))
    #expect(!gam.contains("rdid"))
    #expect(!gam.contains("LEAK"))
    #expect(!gam.contains("ppid"), "the publisher's user id is an identifier too")
    #expect(!gam.contains("sid="), "so is the session id")
    #expect(!gam.contains("8B1C3A2E"))
    #expect(gam.contains("hl=de"))
    #expect(urls.contains("https://other.test/vast?x=1"))
  }

  @Test("With tracking allowed, the identifiers and the publisher's user id are sent")
  func identifiersWhenAllowed() async throws {
    let transport = RecordingTransport()
    transport.stub(matching: { _ in true }, with: .vast(VASTBuilder.document(VASTBuilder.inLine())))
    var settings = Settings()
    settings.ppid = "publisher-user-42"
    settings.sessionID = "8B1C3A2E-5D4F-4E6A-9B7C-0123456789AB"
    let allowed = PrivacySignals(
      gdprApplies: false, nonPersonalizedAds: false, advertisingIdentifier: "IDFA-1",
      advertisingIdentifierType: "idfa", limitAdTracking: false)
    let loader = AdsLoader(settings: settings, transport: transport, privacy: { allowed })
    _ = try await loader.requestAds(
      AdsRequest(adTagUrl: "https://pubads.g.doubleclick.net/gampad/ads?iu=/1/x"))
    let url = try #require(transport.requestedURLs.first?.absoluteString)
    #expect(url.contains("rdid=IDFA-1"))
    #expect(url.contains("idtype=idfa"))
    #expect(url.contains("is_lat=0"))
    #expect(url.contains("ppid=publisher-user-42"))
    #expect(url.contains("sid=8B1C3A2E-5D4F-4E6A-9B7C-0123456789AB"))
    #expect(!url.contains("npa=1"))
  }

  @Test("An unusable ad tag fails with invalid arguments")
  func invalidTag() async {
    let loader = AdsLoader(transport: RecordingTransport())
    do {
      _ = try await loader.requestAds(AdsRequest(adTagUrl: "ftp://nope"))
      Issue.record("expected a failure")
    } catch {
      #expect(error.code == .invalidArguments)
    }
  }
}
