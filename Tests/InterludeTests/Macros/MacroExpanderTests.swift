import Foundation
import Interlude
import Testing

@Suite("MacroExpander")
struct MacroExpanderTests {
  let expander = MacroExpander()

  /// 2026-11-29T20:18:00.123Z.
  static let date = Date(timeIntervalSince1970: 1_795_983_480.123)

  static let consented = PrivacySignals(
    gdprApplies: true, tcString: "CPtc/string+1", additionalConsent: "1~2.3",
    usPrivacy: "1YNN", gppString: "DBABMA~CPtc", gppSectionIDs: [2, 6],
    nonPersonalizedAds: false, advertisingIdentifier: "6D92078A-8246-4BA4-AE5B-76104861E7DC",
    advertisingIdentifierType: "idfa", limitAdTracking: false, regulations: ["coppa"])

  /// A context with a value for every macro.
  static let full: MacroContext = {
    var context = MacroContext(
      privacy: consented,
      device: DeviceInfo(
        userAgent: "MyApp/1.0 (iPhone; iOS 18.0)", appBundle: "com.example.app",
        playerSize: .init(width: 640, height: 360)),
      randomNumber: { 12_345 })
    context.timestamp = date
    context.adPlayhead = 11.355
    context.contentPlayhead = 321.123
    context.mediaPlayhead = 60
    context.breakPosition = .midroll
    context.podSequence = 2
    context.adServingId = "Srv-47ed"
    context.universalAdIds = [
      UniversalAdId(value: "CNPA0484000H", registry: "ad-id.org"),
      UniversalAdId(value: "x,y", registry: nil),
    ]
    context.adCount = 3
    context.adType = .audio
    context.adCategories = ["IAB1-6", "IAB1-7"]
    context.blockedAdCategories = ["IAB25"]
    context.placementType = 1
    context.transactionId = "123e4567-e89b-12d3-a456-426655440000"
    context.breakMaxDuration = 30
    context.breakMaxAds = 4
    context.breakMinAdLength = 5
    context.breakMaxAdLength = 15
    context.errorCode = .noAds
    context.reason = .loadError
    context.clickPosition = .init(x: 315, y: 204)
    context.playerState = [.muted, .fullscreen]
    context.inventoryState = [.skippable, .mutedAutoplayed]
    context.playerCapabilities = [.skip, .mute, .icon]
    context.clickType = .fullArea
    context.playbackMethods = [1, 7]
    context.apiFrameworks = [7]
    context.extensions = ["AdVerifications"]
    context.verificationVendors = ["ias.com-omid"]
    context.omidPartner = "Interlude/1.0"
    context.mediaMime = ["video/mp4", "application/x-mpegURL"]
    context.serverSide = 0
    context.assetURI = "https://cdn.example/ad.mp4"
    context.contentId = "my.com video-123"
    context.contentURI = "https://cdn.example/show.m3u8"
    context.contentCategories = ["IAB1"]
    context.pageURL = "https://site.example/a?b=c"
    context.domain = "site.example"
    context.storeId = "886445756"
    context.storeURL = "https://apps.apple.com/app/id886445756"
    return context
  }()

  @Test(
    "Every macro takes its value from the context",
    arguments: [
      ("TIMESTAMP", "2026-11-29T20%3A18%3A00.123Z"),
      ("CACHEBUSTING", "10012345"),
      ("CONTENTPLAYHEAD", "00%3A05%3A21.123"),
      ("MEDIAPLAYHEAD", "00%3A01%3A00.000"),
      ("ADPLAYHEAD", "00%3A00%3A11.355"),
      ("BREAKPOSITION", "2"),
      ("BLOCKEDADCATEGORIES", "IAB25"),
      ("ADCATEGORIES", "IAB1-6,IAB1-7"),
      ("ADCOUNT", "3"),
      ("TRANSACTIONID", "123e4567-e89b-12d3-a456-426655440000"),
      ("PLACEMENTTYPE", "1"),
      ("ADTYPE", "audio"),
      ("UNIVERSALADID", "ad-id.org%20CNPA0484000H,unknown%20x%2Cy"),
      ("BREAKMAXDURATION", "30"),
      ("BREAKMAXADS", "4"),
      ("BREAKMINADLENGTH", "5"),
      ("BREAKMAXADLENGTH", "15"),
      ("IFA", "6D92078A-8246-4BA4-AE5B-76104861E7DC"),
      ("IFATYPE", "idfa"),
      ("CLIENTUA", "unknown%20Interlude%2F\(InterludeSDK.version)"),
      ("SERVERUA", "-1"),
      ("DEVICEUA", "MyApp%2F1.0%20%28iPhone%3B%20iOS%2018.0%29"),
      ("SERVERSIDE", "0"),
      ("DEVICEIP", "-1"),
      ("LATLONG", "-1"),
      ("DOMAIN", "site.example"),
      ("PAGEURL", "https%3A%2F%2Fsite.example%2Fa%3Fb%3Dc"),
      ("APPBUNDLE", "com.example.app"),
      ("STOREID", "886445756"),
      ("STOREURL", "https%3A%2F%2Fapps.apple.com%2Fapp%2Fid886445756"),
      ("VASTVERSIONS", "2,3,5,6,7,8,11,12,13,14,15,16"),
      ("APIFRAMEWORKS", "7"),
      ("EXTENSIONS", "AdVerifications"),
      ("VERIFICATIONVENDORS", "ias.com-omid"),
      ("OMIDPARTNER", "Interlude%2F1.0"),
      ("MEDIAMIME", "video%2Fmp4,application%2Fx-mpegURL"),
      ("PLAYERCAPABILITIES", "skip,mute,icon"),
      ("CLICKTYPE", "1"),
      ("PLAYBACKMETHODS", "1,7"),
      ("PLAYERSTATE", "muted,fullscreen"),
      ("INVENTORYSTATE", "skippable,mautoplayed"),
      ("PLAYERSIZE", "640,360"),
      ("ASSETURI", "https%3A%2F%2Fcdn.example%2Fad.mp4"),
      ("CONTENTID", "my.com%20video-123"),
      ("CONTENTURI", "https%3A%2F%2Fcdn.example%2Fshow.m3u8"),
      ("CONTENTCAT", "IAB1"),
      ("PODSEQUENCE", "2"),
      ("ADSERVINGID", "Srv-47ed"),
      ("LIMITADTRACKING", "0"),
      ("REGULATIONS", "coppa,gdpr"),
      ("GDPRCONSENT", "CPtc%2Fstring%2B1"),
      ("GPPSTRING", "DBABMA~CPtc"),
      ("GPPSECTIONID", "2,6"),
    ])
  func everyMacro(name: String, expected: String) {
    let bracket = expander.expand(
      "https://t.example/p?v=[\(name)]", context: Self.full, kind: .tracking)
    #expect(bracket == "https://t.example/p?v=\(expected)")
    let percent = expander.expand(
      "https://t.example/p?v=%%\(name)%%", context: Self.full, kind: .tracking)
    #expect(percent == "https://t.example/p?v=\(expected)")
  }

  @Test("Kind-specific macros expand only in their kind")
  func kindSpecific() {
    let cases: [(String, MacroExpander.URLKind, String)] = [
      ("ERRORCODE", .error, "303"), ("ERROR_CODE", .error, "303"), ("CLICKPOS", .click, "315,204"),
      ("REASON", .verification, "3"),
    ]
    for (name, kind, value) in cases {
      for other in MacroExpander.URLKind.allCases {
        let result = expander.expand("e=[\(name)]", context: Self.full, kind: other)
        #expect(result == (other == kind ? "e=\(value)" : "e=[\(name)]"), "\(name) in \(other)")
      }
    }
  }

  @Test("Brackets a URL parser percent-encoded still delimit macros")
  func encodedBrackets() {
    let result = expander.expand(
      "e=%5BERRORCODE%5D&c=%5bADCOUNT%5d&u=%5BFOO%5D&h=%5BADCOUNT]", context: Self.full,
      kind: .error)
    #expect(result == "e=303&c=3&u=%5BFOO%5D&h=%5BADCOUNT]")
  }

  @Test("ERRORCODE without a code is 900")
  func errorCodeDefault() {
    #expect(expander.expand("[ERRORCODE]", context: MacroContext(), kind: .error) == "900")
  }

  @Test("Legacy spellings are replaced")
  func legacy() {
    let context = Self.full
    for token in ["%%CACHEBUSTER%%", "[CACHEBUSTER]", "[RANDOM]", "[random]", "%%CACHEBUSTING%%"] {
      #expect(expander.expand("c=\(token)", context: context, kind: .adTag) == "c=10012345")
    }
    #expect(
      expander.expand("t=[timestamp]", context: context, kind: .adTag)
        == "t=2026-11-29T20%3A18%3A00.123Z")
    #expect(
      expander.expand("g=[GDPR_CONSENT]", context: context, kind: .adTag) == "g=CPtc%2Fstring%2B1")
  }

  @Test("Unknown tokens and near misses stay as written")
  func unknownTokensKept() {
    let templates = [
      "https://a.example/[FOO]?x=[cachebusting]&y=[Timestamp]&z=%%UNKNOWN%%",
      "https://a.example/?x=[CACHEBUSTING&y=CACHEBUSTING]&z=[ CACHEBUSTING ]",
      "https://a.example/?x=%CACHEBUSTING%&y=%%CACHEBUSTING%&z=%3A%%",
      "https://a.example/?x=[]&y=[[&z=%%%%&w=[\(String(repeating: "A", count: 40))]",
      "https://a.example/plain?no=tokens",
      "",
    ]
    for template in templates {
      #expect(expander.expand(template, context: Self.full, kind: .error) == template)
    }
  }

  @Test("Tokens next to each other and inside brackets")
  func adjacency() {
    let result = expander.expand(
      "[[ADCOUNT]][PODSEQUENCE]%%%ADCOUNT%%[FOO][ADCOUNT]", context: Self.full, kind: .tracking)
    #expect(result == "[3]2%3[FOO]3")
  }

  @Test("Unknown values are -1")
  func unknownValues() {
    let context = MacroContext(privacy: Self.consented)
    for name in [
      "ADPLAYHEAD", "CONTENTPLAYHEAD", "MEDIAPLAYHEAD", "ASSETURI", "BREAKPOSITION",
      "PODSEQUENCE", "ADSERVINGID", "UNIVERSALADID", "ADCOUNT", "ADTYPE", "ADCATEGORIES",
      "BLOCKEDADCATEGORIES", "PLAYERSTATE", "INVENTORYSTATE", "PLAYERCAPABILITIES", "PLAYERSIZE",
      "APPBUNDLE", "CLICKTYPE", "PLACEMENTTYPE", "CONTENTID", "CONTENTURI", "PAGEURL", "DOMAIN",
      "TRANSACTIONID", "BREAKMAXDURATION", "BREAKMAXADS", "BREAKMINADLENGTH", "BREAKMAXADLENGTH",
      "OMIDPARTNER", "STOREID", "STOREURL", "CONTENTCAT", "PLAYBACKMETHODS",
    ] {
      #expect(expander.expand("[\(name)]", context: context, kind: .tracking) == "-1", "\(name)")
    }
    #expect(expander.expand("[CLICKPOS]", context: context, kind: .click) == "-1")
    #expect(expander.expand("[REASON]", context: context, kind: .verification) == "-1")
  }

  @Test("The default context withholds the identifier; consent strings it lacks are unknown")
  func withheldByDefault() {
    let context = MacroContext()
    let expected = [
      "IFA": "-2", "IFATYPE": "-2", "GDPRCONSENT": "-1", "GPPSTRING": "-1", "GPPSECTIONID": "-1",
      "LIMITADTRACKING": "1", "REGULATIONS": "-1",
    ]
    for (name, value) in expected {
      #expect(expander.expand("[\(name)]", context: context, kind: .adTag) == value, "\(name)")
    }
  }

  @Test("An identifier is withheld when tracking or limited ads forbid it")
  func identifierRules() {
    var privacy = Self.consented
    privacy.limitAdTracking = true
    #expect(expander.expand("[IFA]", context: MacroContext(privacy: privacy), kind: .adTag) == "-2")
    privacy = Self.consented
    privacy.limitedAds = true
    #expect(expander.expand("[IFA]", context: MacroContext(privacy: privacy), kind: .adTag) == "-2")
    privacy = Self.consented
    privacy.advertisingIdentifierType = nil
    #expect(
      expander.expand("[IFATYPE]", context: MacroContext(privacy: privacy), kind: .adTag) == "-1")
  }

  @Test("Consent strings: -1 when the framework does not apply or consent is resolved")
  func consentStringRules() {
    let notApplying = PrivacySignals(gdprApplies: false)
    #expect(
      expander.expand("[GDPRCONSENT]", context: MacroContext(privacy: notApplying), kind: .adTag)
        == "-1")
    var resolved = Self.consented
    resolved.tcString = nil
    resolved.gppString = nil
    resolved.gppSectionIDs = []
    let context = MacroContext(privacy: resolved)
    #expect(
      expander.expand("[GDPRCONSENT][GPPSTRING][GPPSECTIONID]", context: context, kind: .adTag)
        == "-1-1-1")
  }

  @Test("Values are percent-encoded with the RFC 3986 unreserved set")
  func encoding() {
    let cases = [
      ("a b", "a%20b"), ("a&b", "a%26b"), ("a#b", "a%23b"), ("a?b=c", "a%3Fb%3Dc"),
      ("ü", "%C3%BC"), ("🎬", "%F0%9F%8E%AC"), ("-._~", "-._~"), ("a+b/c", "a%2Bb%2Fc"),
      ("[x]", "%5Bx%5D"), ("100%", "100%25"), ("a,b", "a%2Cb"),
    ]
    for (raw, encoded) in cases {
      var context = MacroContext()
      context.adServingId = raw
      #expect(expander.expand("[ADSERVINGID]", context: context, kind: .tracking) == encoded)
    }
  }

  @Test("Values cannot inject parameters, fragments, headers or macros")
  func injection() throws {
    let hostile = "x&evil=1#frag\r\nHeader: y[CACHEBUSTING]%%IFA%%"
    var context = MacroContext(device: DeviceInfo(userAgent: hostile))
    context.adServingId = hostile
    context.assetURI = hostile
    let result = expander.expand(
      "https://t.example/i?a=[ADSERVINGID]&b=[ASSETURI]&c=[DEVICEUA]", context: context,
      kind: .tracking)
    let query = try #require(result.split(separator: "?").last)
    #expect(query.split(separator: "&").count == 3)
    #expect(query.filter { $0 == "=" }.count == 3)
    for character in ["#", "\r", "\n", "[", "]", " "] {
      #expect(!result.contains(character), "\(character.debugDescription)")
    }
    #expect(!result.contains("%%"))
    #expect(
      result.contains("x%26evil%3D1%23frag%0D%0AHeader%3A%20y%5BCACHEBUSTING%5D%25%25IFA%25%25"))
    #expect(URL(string: result)?.fragment == nil)
  }

  @Test("CACHEBUSTING is eight digits and new on every call")
  func cacheBusting() {
    let context = MacroContext()
    var seen: Set<String> = []
    for _ in 0..<20 {
      let value = expander.expand("[CACHEBUSTING]", context: context, kind: .tracking)
      #expect(value.count == 8)
      #expect(value.allSatisfy(\.isASCII) && value.allSatisfy(\.isNumber))
      seen.insert(value)
    }
    #expect(seen.count > 1)
    let extremes = [UInt64.min, .max, 89_999_999, 90_000_000]
    for random in extremes {
      let value = expander.expand(
        "[CACHEBUSTING]", context: MacroContext(randomNumber: { random }), kind: .tracking)
      #expect(value.count == 8, "\(random)")
    }
  }

  @Test(
    "TIMESTAMP is ISO 8601 with milliseconds and a zone",
    arguments: [
      (1_795_983_480.123, 0, "2026-11-29T20:18:00.123Z"),
      (1_795_983_480.123, -5 * 3600, "2026-11-29T15:18:00.123-05:00"),
      (1_795_983_480.123, 5 * 3600 + 1800, "2026-11-30T01:48:00.123+05:30"),
      (1_709_208_000, 0, "2024-02-29T12:00:00.000Z"),
      (-0.5, 0, "1969-12-31T23:59:59.500Z"),
      (0, 0, "1970-01-01T00:00:00.000Z"),
    ])
  func timestamp(seconds: Double, offset: Int, expected: String) throws {
    let zone = try #require(TimeZone(secondsFromGMT: offset))
    var context = MacroContext()
    context.timestamp = Date(timeIntervalSince1970: seconds)
    context.timeZone = offset == 0 ? nil : zone
    let value = expander.expand("[TIMESTAMP]", context: context, kind: .tracking)
    #expect(value.removingPercentEncoding == expected)
    #expect(!value.contains(":") && !value.contains("+"))
  }

  @Test("TIMESTAMP without a date is the time of expansion")
  func timestampNow() throws {
    let before = Date()
    let value = expander.expand("[TIMESTAMP]", context: MacroContext(), kind: .tracking)
    let text = try #require(value.removingPercentEncoding)
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    let date = try #require(formatter.date(from: text))
    #expect(abs(date.timeIntervalSince(before)) < 5)
  }

  @Test("Playheads fall back to each other and format as HH:MM:SS.mmm")
  func playheads() {
    var context = MacroContext()
    context.adPlayhead = 3725.5
    context.mediaPlayhead = 12
    #expect(
      expander.expand("[ADPLAYHEAD]|[CONTENTPLAYHEAD]", context: context, kind: .tracking)
        == "01%3A02%3A05.500|00%3A00%3A12.000")
  }

  @Test("Empty capability lists are written empty, not -1")
  func emptyLists() {
    var context = MacroContext()
    context.playerState = []
    #expect(
      expander.expand("a=[APIFRAMEWORKS]&s=[PLAYERSTATE]", context: context, kind: .adTag)
        == "a=&s=")
  }

  @Test("Break positions from VMAP offsets")
  func breakPositions() {
    typealias Position = MacroContext.BreakPosition
    #expect(Position(offset: .start) == .preroll)
    #expect(Position(offset: .end) == .postroll)
    #expect(Position(offset: .time(0)) == .preroll)
    #expect(Position(offset: .time(30)) == .midroll)
    #expect(Position(offset: .percentage(50)) == .midroll)
    #expect(Position(offset: .percentage(100)) == .postroll)
    #expect(Position(offset: .position(2)) == .midroll)
    #expect(Position.standalone.rawValue == 4 && Position.other.rawValue == 0)
  }

  @Test("A URL is expanded into a URL")
  func urlOverload() throws {
    let url = try #require(URL(string: "https://t.example/e?c=[ERRORCODE]"))
    var context = MacroContext()
    context.errorCode = .wrapperLimit
    #expect(
      expander.expand(url, context: context, kind: .error)?.absoluteString
        == "https://t.example/e?c=302")
  }
}
