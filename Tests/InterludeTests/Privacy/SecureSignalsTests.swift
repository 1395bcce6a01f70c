import Foundation
import Interlude
import InterludeConsent
import InterludeSimulation
import InterludeTestSupport
import Testing

/// IMA's `IMAAdsRequest.secureSignals` and secure signals adapters, sent as Google Ad
/// Manager's documented `ssj` parameter only when consent allows an identifier.
@MainActor
@Suite("Secure signals")
struct SecureSignalsTests {
  static let gam = "https://pubads.g.doubleclick.net/gampad/ads"
  nonisolated static let consented = PrivacySignals(
    gdprApplies: true, tcString: "CP", nonPersonalizedAds: false,
    advertisingIdentifier: "6D92078A-8246-4BA4-AE5B-76104861E7DC",
    advertisingIdentifierType: "idfa", limitAdTracking: false)

  private struct Provider: SecureSignalsProvider {
    let source: String
    let signal: String
    var delay: UInt64 = 0
    var fails = false
    let asked: @Sendable () -> Void
    func collectSignals() async throws -> String {
      asked()
      if delay > 0 { try await Task.sleep(nanoseconds: delay) }
      if fails { throw CancellationError() }
      return signal
    }
  }

  /// Counts provider calls from any task.
  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func increment() { lock.withLock { value += 1 } }
  }

  private func inLineTransport() -> RecordingTransport {
    let transport = RecordingTransport()
    transport.stub(
      matching: { _ in true }, with: .vast(VASTBuilder.document(VASTBuilder.inLine())))
    return transport
  }

  /// One signal of an `ssj` payload.
  private struct Entry: Decodable, Equatable {
    let source: String
    let data: String
    let isPubCreated: Bool
  }

  private struct Payload: Decodable { let signals: [Entry] }

  /// The signals of the `ssj` item of `url`, if any.
  private func ssj(_ url: URL) throws -> [Entry]? {
    let items = (url.query ?? "").split(separator: "&")
    guard let item = items.first(where: { $0.hasPrefix("ssj=") }) else { return nil }
    let encoded = try #require(String(item.dropFirst(4)).removingPercentEncoding)
    let base64 = encoded.replacingOccurrences(of: "-", with: "+")
      .replacingOccurrences(of: "_", with: "/")
    let data = try #require(Data(base64Encoded: base64))
    return try JSONDecoder().decode(Payload.self, from: data).signals
  }

  @Test("Ad Manager: ssj is web-safe base64 of {\"signals\":[{source,data,isPubCreated}]}")
  func encoding() throws {
    let value = try #require(
      SecureSignal.ssj(
        [SecureSignal(source: nil, data: "pub/blob+1"), SecureSignal(source: "idp", data: "x")],
        networkCode: "1234"))
    #expect(!value.contains("+") && !value.contains("/"))
    let url = try #require(URL(string: Self.gam + "?ssj=" + value))
    #expect(
      try ssj(url)
        == [
          Entry(source: "1234", data: "pub/blob+1", isPubCreated: true),
          Entry(source: "idp", data: "x", isPubCreated: false),
        ])
    #expect(SecureSignal.ssj([SecureSignal(source: nil, data: "p")], networkCode: nil) == nil)
  }

  @Test("IMA: secureSignals and providers' signals go out on Ad Manager tags when consent allows")
  func sentWhenAllowed() async throws {
    let transport = inLineTransport()
    let asked = Counter()
    let loader = AdsLoader(transport: transport, privacy: { Self.consented })
    loader.secureSignalsProviders = [
      Provider(source: "idp", signal: "third-party", asked: asked.increment),
      Provider(source: "broken", signal: "", fails: true, asked: asked.increment),
    ]
    var request = AdsRequest(adTagUrl: Self.gam + "?iu=%2F6062%2Fvideo")
    request.secureSignals = SecureSignals(customData: "publisher-blob")
    _ = try await loader.requestAds(request)
    let url = try #require(transport.requestedURLs.first)
    #expect(asked.count == 2)
    #expect(
      try ssj(url)
        == [
          Entry(source: "6062", data: "publisher-blob", isPubCreated: true),
          Entry(source: "idp", data: "third-party", isPubCreated: false),
        ])
  }

  @Test("Privacy: without consent for an identifier no secure signal is collected or sent")
  func withheldWithoutConsent() async throws {
    let transport = inLineTransport()
    let asked = Counter()
    let loader = AdsLoader(transport: transport, privacy: { .withheld })
    loader.secureSignalsProviders = [
      Provider(source: "idp", signal: "third-party", asked: asked.increment)
    ]
    var request = AdsRequest(adTagUrl: Self.gam + "?iu=/6062/video&ssj=publisher-written")
    request.secureSignals = SecureSignals(customData: "publisher-blob")
    _ = try await loader.requestAds(request)
    let url = try #require(transport.requestedURLs.first)
    #expect(asked.count == 0, "providers are not asked")
    #expect(try ssj(url) == nil)
    #expect(!(url.query ?? "").contains("ssj"), "the publisher's own ssj is removed too")
  }

  @Test("Privacy: limited ads (ltd=1 on the tag) sends no secure signal")
  func limitedAds() async throws {
    let transport = inLineTransport()
    let loader = AdsLoader(transport: transport, privacy: { Self.consented })
    var request = AdsRequest(adTagUrl: Self.gam + "?iu=/6062/video&ltd=1")
    request.secureSignals = SecureSignals(customData: "publisher-blob")
    _ = try await loader.requestAds(request)
    let url = try #require(transport.requestedURLs.first)
    #expect(try ssj(url) == nil)
  }

  @Test("A provider slower than secureSignalsTimeout is left out; the request goes on")
  func slowProviderLeftOut() async throws {
    let transport = inLineTransport()
    let clock = ManualClock()
    let loader = AdsLoader(transport: transport, privacy: { Self.consented }, clock: clock)
    loader.secureSignalsProviders = [
      Provider(source: "fast", signal: "f", asked: {}),
      Provider(source: "slow", signal: "s", delay: 30_000_000_000, asked: {}),
    ]
    let load = Task { try await loader.requestAds(AdsRequest(adTagUrl: Self.gam + "?iu=/1/v")) }
    for _ in 0..<50 { await Task.yield() }
    #expect(transport.requestedURLs.isEmpty, "waits for the providers")
    clock.advance(by: loader.secureSignalsTimeout.timeInterval)
    _ = try await load.value
    let url = try #require(transport.requestedURLs.first)
    #expect(
      try ssj(url) == [Entry(source: "fast", data: "f", isPubCreated: false)])
  }

  @Test("Other ad servers get no ssj")
  func otherHost() async throws {
    let transport = inLineTransport()
    let loader = AdsLoader(transport: transport, privacy: { Self.consented })
    var request = AdsRequest(adTagUrl: "https://ads.example.com/vast?iu=/1/v")
    request.secureSignals = SecureSignals(customData: "publisher-blob")
    _ = try await loader.requestAds(request)
    #expect(transport.requestedURLs.first?.absoluteString == "https://ads.example.com/vast?iu=/1/v")
  }
}
