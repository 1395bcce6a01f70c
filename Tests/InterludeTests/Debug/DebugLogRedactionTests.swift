import Foundation
import InterludeSimulation
import InterludeTestSupport
import Testing

@testable import Interlude

/// Debug lines can leave the device (os_log in a sysdiagnose): the advertising identifier, the
/// PPID and the session ID never appear in them, in any form.
@MainActor
@Suite("Debug mode redaction")
struct DebugLogRedactionTests {
  private static let idfa = "6D92078A-8246-4BA4-AE5B-76104861E7DC"
  private static let ppid = "reader 42/α"
  private static let encodedPPID = "reader%2042%2F%CE%B1"
  private static let sessionID = "session-7f3a9c"

  @Test("consent allows the IDFA: requests and beacons carry it, the debug lines never do")
  func identifiersNeverReachTheLog() async throws {
    var settings = Settings()
    settings.enableDebugMode = true
    settings.ppid = Self.ppid
    settings.sessionID = Self.sessionID
    let allowed = PrivacySignals(
      gdprApplies: false, nonPersonalizedAds: false, advertisingIdentifier: Self.idfa,
      advertisingIdentifierType: "idfa", limitAdTracking: false)
    let tag =
      "https://pubads.g.doubleclick.net/gampad/ads?iu=/1/video&app_session=\(Self.sessionID)"
    let wrapped = "https://ads.test/inline?device=[IFA]"
    let transport = RecordingTransport()
    transport.stub(
      matching: { $0.url.host == "pubads.g.doubleclick.net" },
      with: .vast(VASTBuilder.document(VASTBuilder.wrapper(tag: wrapped))))
    transport.stub(
      matching: { $0.url.host == "ads.test" },
      with: .vast(
        VASTBuilder.document(VASTBuilder.inLine(impression: "https://t.test/imp?ifa=[IFA]"))))
    transport.stub(matching: { $0.purpose == .beacon }, with: .status(204))
    let lines = DebugLines()
    let clock = ManualClock()
    let loader = AdsLoader(
      settings: settings, transport: transport, privacy: { allowed }, clock: clock,
      debugLog: lines.sink)
    let (_, manager) = try await ManualSession.playAnAd(
      loader, clock: clock, request: AdsRequest(adTagUrl: tag))
    // An event whose data carries the identifier, lower-cased, under another name.
    manager.emit(
      AdEvent(type: .log, data: ["url": "https://t.test/x?uid=\(Self.idfa.lowercased())"]))
    await lines.waitFor("beacon impression https://t.test/imp?ifa=")

    // The real traffic carries every identifier.
    let sent = transport.requestedURLs.map(\.absoluteString)
    let adTag = try #require(sent.first { $0.contains("doubleclick") })
    #expect(adTag.contains("rdid=\(Self.idfa)"))
    #expect(adTag.contains("ppid=\(Self.encodedPPID)"))
    #expect(adTag.contains("app_session=\(Self.sessionID)"))
    #expect(sent.contains("https://ads.test/inline?device=\(Self.idfa)"))
    let beacons = transport.requests.filter { $0.purpose == .beacon }.map(\.url.absoluteString)
    #expect(beacons.contains("https://t.test/imp?ifa=\(Self.idfa)"))

    // The lines carry none of them, and say where they were.
    let all = lines.all
    #expect(all.count >= 5)
    for line in all {
      let lower = line.lowercased()
      #expect(!lower.contains(Self.idfa.lowercased()), "\(line)")
      #expect(!lower.contains(Self.encodedPPID.lowercased()), "\(line)")
      #expect(!line.contains(Self.ppid), "\(line)")
      #expect(!line.contains(Self.sessionID), "\(line)")
    }
    let tagLine = try #require(all.first { $0.hasPrefix("HTTP GET https://pubads") })
    #expect(tagLine.contains("rdid=<redacted>"))
    #expect(tagLine.contains("ppid=<redacted>"))
    #expect(tagLine.contains("app_session=<redacted>"))
    #expect(all.contains { $0.hasPrefix("HTTP GET https://ads.test/inline?device=<redacted> ") })
    #expect(all.contains("beacon impression https://t.test/imp?ifa=<redacted>"))
    #expect(all.contains("event LOG data: url=https://t.test/x?uid=<redacted>"))
  }

  @Test(
    "secure signals identify the user: the ssj an ad request carries never reaches the debug log"
  )
  func secureSignalsNeverReachTheLog() async throws {
    var settings = Settings()
    settings.enableDebugMode = true
    let allowed = PrivacySignals(
      gdprApplies: false, nonPersonalizedAds: false, advertisingIdentifier: Self.idfa,
      advertisingIdentifierType: "idfa", limitAdTracking: false)
    let transport = RecordingTransport()
    transport.stub(
      matching: { $0.purpose != .beacon },
      with: .vast(VASTBuilder.document(VASTBuilder.inLine())))
    transport.stub(matching: { $0.purpose == .beacon }, with: .status(204))
    let lines = DebugLines()
    let loader = AdsLoader(
      settings: settings, transport: transport, privacy: { allowed }, debugLog: lines.sink)
    var request = AdsRequest(adTagUrl: "https://pubads.g.doubleclick.net/gampad/ads?iu=/42/v")
    request.secureSignals = SecureSignals(customData: "publisher-signal-7f3a")
    _ = try await loader.requestAds(request)
    await lines.waitFor("HTTP GET https://pubads")

    // The request carries the signals, as Google Ad Manager documents `ssj`.
    let adTag = try #require(transport.requestedURLs.first)
    let items = URLComponents(url: adTag, resolvingAgainstBaseURL: false)?.queryItems ?? []
    let ssj = try #require(items.first { $0.name == "ssj" }?.value)
    let sent = try #require(
      adTag.query?.split(separator: "&").first { $0.hasPrefix("ssj=") }?.dropFirst(4))
    #expect(ssj.count > 16)
    // The lines carry the parameter's value in no form, not even a part of it.
    let all = lines.all
    for line in all {
      #expect(!line.contains(ssj) && !line.contains(sent), "\(line)")
      #expect(!line.contains(ssj.prefix(16)), "\(line)")
    }
    let tagLine = try #require(all.first { $0.hasPrefix("HTTP GET https://pubads") })
    #expect(tagLine.contains("ssj=<redacted>"), "\(tagLine)")
  }

  @Test("ssj is redacted by name in every form, then by value wherever it appears")
  func secureSignalsParameter() {
    let redactor = DebugLogRedactor(settings: Settings(), privacy: { .withheld })
    #expect(
      redactor.redact("GET https://a.test/ads?iu=/1/v&ssj=eyJzaWduYWxz%3D%3D&x=1 (adRequest)")
        == "GET https://a.test/ads?iu=/1/v&ssj=<redacted>&x=1 (adRequest)")
    #expect(
      redactor.redact("u=https://a.test/?SSJ=abc#frag") == "u=https://a.test/?SSJ=<redacted>#frag")
    // Nested in another URL's query, encoded once or twice.
    #expect(
      redactor.redact("https://t.test/?u=https%3A%2F%2Fa.test%2F%3Fssj%3DQUJD%253D%26n%3D1")
        == "https://t.test/?u=https%3A%2F%2Fa.test%2F%3Fssj%3D<redacted>%26n%3D1")
    #expect(
      redactor.redact("x=%2526ssj%253DREVG%25253D%2526y") == "x=%2526ssj%253D<redacted>%2526y")
    // A value seen once stays redacted where it appears without its name.
    #expect(redactor.redact("echo eyJzaWduYWxz==") == "echo <redacted>")
    #expect(redactor.redact("echo QUJD=") == "echo <redacted>")
    // Other parameters, and ssj without a value, are left alone.
    let untouched = "a.test/?xssj=1&ssj&ssj=&ssjx=2"
    #expect(redactor.redact(untouched) == untouched)
  }

  @Test("every encoded form is redacted, whatever the case")
  func encodedForms() {
    var settings = Settings()
    settings.ppid = "a b&c"
    let redactor = DebugLogRedactor(settings: settings, privacy: { .withheld })
    let line = "1=a b&c 2=a%20b%26c 3=a+b%26c 4=a%2520b%2526c 5=A%20B%26C 6=a%20b&c"
    #expect(
      redactor.redact(line)
        == "1=<redacted> 2=<redacted> 3=<redacted> 4=<redacted> 5=<redacted> 6=<redacted>")
    #expect(redactor.redact("nothing here") == "nothing here")
  }

  @Test("a short identifier does not eat into the placeholder")
  func shortIdentifier() {
    var settings = Settings()
    settings.sessionID = "e"
    let redactor = DebugLogRedactor(settings: settings, privacy: { .withheld })
    #expect(redactor.redact("sid=e") == "sid=<redacted>")
  }

  @Test("an identifier stays redacted after the signals stop carrying it")
  func withdrawnIdentifier() {
    let signals = Box(PrivacySignals(advertisingIdentifier: "IDFA-OLD-1234"))
    let redactor = DebugLogRedactor(settings: Settings(), privacy: { signals.value })
    #expect(redactor.redact("rdid=IDFA-OLD-1234") == "rdid=<redacted>")
    signals.value = .withheld
    #expect(
      redactor.redact("retry https://t.test/b?ifa=IDFA-OLD-1234")
        == "retry https://t.test/b?ifa=<redacted>")
  }

  @Test("without identifiers, a line is left as it is")
  func noIdentifiers() {
    let redactor = DebugLogRedactor(settings: Settings(), privacy: { .withheld })
    let line = "HTTP GET https://ads.test/tag?x=1%202 (adRequest) -> 200 in 3 ms"
    #expect(redactor.redact(line) == line)
  }
}

/// A value that a `@Sendable` closure reads and a test changes.
private final class Box<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
