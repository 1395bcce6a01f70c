import Foundation
import Interlude
import Testing

@Suite("AdTagParameters")
struct AdTagParametersTests {
  static let gam = "https://pubads.g.doubleclick.net/gampad/ads"
  /// The default settings: Google Ad Manager's hosts take the parameters.
  static let settings = Settings()
  static let device = DeviceInfo(
    appBundle: "com.example", playerSize: .init(width: 640, height: 360))
  static let consented = PrivacySignals(
    gdprApplies: true, tcString: "CP/tc+str", additionalConsent: "2~1.35", usPrivacy: "1YNN",
    gppString: "DBA~x", gppSectionIDs: [2, 7], nonPersonalizedAds: false,
    advertisingIdentifier: "6D92078A-8246-4BA4-AE5B-76104861E7DC",
    advertisingIdentifierType: "idfa", limitAdTracking: false)

  func apply(
    _ tag: String, privacy: PrivacySignals = .withheld, device: DeviceInfo = device,
    contentURL: String? = nil, descriptionURL: String? = nil, autoPlay: Bool? = nil,
    muted: Bool? = nil, continuous: Bool? = nil
  ) throws -> String {
    let url = try #require(URL(string: tag))
    return AdTagParameters.apply(
      to: url, settings: Self.settings, privacy: privacy, device: device, correlator: "4242",
      contentURL: contentURL, descriptionURL: descriptionURL, adWillAutoPlay: autoPlay,
      adWillPlayMuted: muted, continuousPlayback: continuous
    ).absoluteString
  }

  /// The query items of a URL, in order, still encoded.
  func items(_ url: String) -> [(String, String)] {
    guard let query = url.split(separator: "?", maxSplits: 1).last?.split(separator: "#").first
    else { return [] }
    return query.split(separator: "&").map { item in
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
    }
  }

  func values(_ url: String, _ name: String) -> [String] {
    items(url).filter { $0.0 == name }.map(\.1)
  }

  @Test("A Google Ad Manager tag gets the parameters; defaults withhold the identifier")
  func gamWithheld() throws {
    let result = try apply(Self.gam + "?iu=/1/video&output=vast")
    #expect(
      result
        == Self.gam + "?iu=/1/video&output=vast&correlator=4242&sz=640x360&npa=1&is_lat=1")
  }

  @Test("Consented signals fill every parameter")
  func gamConsented() throws {
    let result = try apply(
      Self.gam + "?iu=/1/video", privacy: Self.consented,
      contentURL: "https://example.com/watch?v=1", descriptionURL: "https://example.com/d")
    #expect(
      result
        == Self.gam + "?iu=/1/video&correlator=4242&sz=640x360"
        + "&url=https%3A%2F%2Fexample.com%2Fwatch%3Fv%3D1"
        + "&description_url=https%3A%2F%2Fexample.com%2Fd&gdpr=1&gdpr_consent=CP%2Ftc%2Bstr"
        + "&addtl_consent=2~1.35&us_privacy=1YNN&gpp=DBA~x&gpp_sid=2,7"
        + "&rdid=6D92078A-8246-4BA4-AE5B-76104861E7DC&idtype=idfa&is_lat=0")
  }

  @Test("Other hosts are left unchanged")
  func otherHost() throws {
    let tag = "https://ads.example.com/vast?rdid=ABC&npa=0&correlator=1"
    #expect(try apply(tag) == tag)
    let url = try #require(URL(string: tag))
    let same = AdTagParameters.apply(
      to: url, settings: Settings(), privacy: .withheld, device: Self.device, correlator: "9")
    #expect(same == url)
  }

  @Test("Configured hosts match case-insensitively")
  func configuredHost() throws {
    let url = try #require(URL(string: "https://ADS.Example.com/vast?a=1"))
    var settings = Settings()
    settings.loading.adTagParameterHosts = ["ads.example.COM"]
    let result = AdTagParameters.apply(
      to: url, settings: settings, privacy: .withheld, device: DeviceInfo(), correlator: "7")
    #expect(result.absoluteString == "https://ADS.Example.com/vast?a=1&correlator=7&npa=1&is_lat=1")
  }

  @Test("The publisher's rdid and idtype never leave the device when withheld")
  func identifierRemoved() throws {
    let tag = Self.gam + "?rdid=PUBLISHER-IDFA&iu=/1&idtype=idfa&is_lat=0&RDID=X&%72did=Y"
    let result = try apply(tag)
    #expect(!result.lowercased().contains("rdid"))
    #expect(!result.contains("PUBLISHER-IDFA"))
    #expect(!result.contains("idtype"))
    #expect(!result.contains("%72did"))
    #expect(values(result, "is_lat") == ["1"])
    #expect(items(result).map(\.0) == ["iu", "is_lat", "correlator", "sz", "npa"])
  }

  @Test("An identifier is also withheld when the tag says ltd=1 or is_lat=1")
  func identifierWithheldByTag() throws {
    for flag in ["ltd=1", "is_lat=1"] {
      let result = try apply(Self.gam + "?\(flag)&rdid=P", privacy: Self.consented)
      #expect(values(result, "rdid").isEmpty, "\(flag)")
      #expect(values(result, "idtype").isEmpty, "\(flag)")
      #expect(values(result, "is_lat") == ["1"], "\(flag)")
    }
  }

  @Test("Flags: 1 wins over 0 in either direction")
  func flagsConservative() throws {
    // The signals raise the publisher's 0.
    var privacy = PrivacySignals.withheld
    privacy.limitedAds = true
    privacy.restrictDataProcessing = true
    privacy.gdprApplies = true
    let raised = try apply(
      Self.gam + "?npa=0&ltd=0&rdp=0&gdpr=0&is_lat=0&x=1", privacy: privacy)
    for name in ["npa", "ltd", "rdp", "gdpr", "is_lat"] {
      #expect(values(raised, name) == ["1"], "\(name)")
    }
    #expect(items(raised).prefix(6).map(\.0) == ["npa", "ltd", "rdp", "gdpr", "is_lat", "x"])
    // The publisher's 1 survives permissive signals.
    var permissive = Self.consented
    permissive.gdprApplies = false
    let kept = try apply(Self.gam + "?npa=1&ltd=1&rdp=1&gdpr=1", privacy: permissive)
    for name in ["npa", "ltd", "rdp", "gdpr"] {
      #expect(values(kept, name) == ["1"], "\(name)")
    }
    #expect(values(kept, "rdid").isEmpty)
  }

  @Test("Consent strings: the publisher's are kept, missing or empty ones are filled")
  func consentStrings() throws {
    let result = try apply(
      Self.gam + "?gdpr_consent=PUB&us_privacy=&gpp_sid=8&addtl_consent=1~9",
      privacy: Self.consented)
    #expect(values(result, "gdpr_consent") == ["PUB"])
    #expect(values(result, "us_privacy") == ["1YNN"])
    #expect(values(result, "gpp_sid") == ["8"])
    #expect(values(result, "addtl_consent") == ["1~9"])
    #expect(values(result, "gpp") == ["DBA~x"])
    #expect(items(result).first?.0 == "gdpr_consent")
    #expect(items(result)[1].0 == "us_privacy")
  }

  @Test("The correlator is always replaced, once")
  func correlator() throws {
    let result = try apply(Self.gam + "?correlator=[timestamp]&a=1&correlator=2")
    #expect(values(result, "correlator") == ["4242"])
    #expect(items(result).prefix(2).map(\.0) == ["correlator", "a"])
  }

  @Test("sz, url and description_url are added only when absent")
  func onlyIfAbsent() throws {
    let result = try apply(
      Self.gam + "?sz=400x300&url=https%3A%2F%2Fpub&description_url=d", contentURL: "https://x",
      descriptionURL: "https://y")
    #expect(values(result, "sz") == ["400x300"])
    #expect(values(result, "url") == ["https%3A%2F%2Fpub"])
    #expect(values(result, "description_url") == ["d"])
    let noSize = try apply(Self.gam + "?a=1", device: DeviceInfo())
    #expect(values(noSize, "sz").isEmpty)
  }

  @Test("mpt and mpv name the player, only when set and absent from the tag")
  func playerNameAndVersion() throws {
    func apply(_ tag: String, type: String?, version: String?) throws -> String {
      var settings = Settings()
      settings.playerType = type
      settings.playerVersion = version
      return AdTagParameters.apply(
        to: try #require(URL(string: tag)), settings: settings, privacy: .withheld,
        device: Self.device, correlator: "4242"
      ).absoluteString
    }
    let named = try apply(Self.gam + "?iu=/1", type: "My Player", version: "2.1")
    #expect(values(named, "mpt") == ["My%20Player"])
    #expect(values(named, "mpv") == ["2.1"])
    let unnamed = try apply(Self.gam + "?iu=/1", type: nil, version: "")
    #expect(values(unnamed, "mpt").isEmpty && values(unnamed, "mpv").isEmpty)
    let publisher = try apply(Self.gam + "?mpt=theirs", type: "ours", version: nil)
    #expect(values(publisher, "mpt") == ["theirs"])
    let other = "https://ads.example.com/vast?a=1"
    #expect(try apply(other, type: "ours", version: "1") == other)
    #expect(AdTagParameters.parameterNames.isSuperset(of: ["mpt", "mpv"]))
  }

  @Test("vpa, vpmute and vconp carry the request's autoplay, mute and continuous-play signals")
  func playbackSignals() throws {
    let on = try apply(Self.gam + "?iu=/1", autoPlay: true, muted: true, continuous: true)
    #expect(
      on == Self.gam + "?iu=/1&correlator=4242&sz=640x360&vpa=auto&vpmute=1&vconp=2&npa=1&is_lat=1")
    let off = try apply(Self.gam + "?iu=/1", autoPlay: false, muted: false, continuous: false)
    #expect(
      off == Self.gam
        + "?iu=/1&correlator=4242&sz=640x360&vpa=click&vpmute=0&vconp=1&npa=1&is_lat=1"
    )
    let mixed = try apply(Self.gam, autoPlay: true, muted: false, continuous: nil)
    #expect(values(mixed, "vpa") == ["auto"])
    #expect(values(mixed, "vpmute") == ["0"])
    #expect(values(mixed, "vconp").isEmpty)
  }

  @Test("Unknown playback signals write nothing")
  func playbackSignalsUnknown() throws {
    let result = try apply(Self.gam + "?iu=/1", autoPlay: nil, muted: nil, continuous: nil)
    #expect(result == Self.gam + "?iu=/1&correlator=4242&sz=640x360&npa=1&is_lat=1")
    let onlyMute = try apply(Self.gam, muted: true)
    #expect(values(onlyMute, "vpmute") == ["1"])
    #expect(values(onlyMute, "vpa").isEmpty)
    #expect(values(onlyMute, "vconp").isEmpty)
  }

  @Test("Other hosts get no playback signals")
  func playbackSignalsOtherHost() throws {
    let tag = "https://ads.example.com/vast?a=1"
    #expect(try apply(tag, autoPlay: true, muted: true, continuous: true) == tag)
  }

  @Test("The publisher's vpa, vpmute and vconp are kept; empty ones are filled in place")
  func playbackSignalsPublisherWins() throws {
    let result = try apply(
      Self.gam + "?vpa=click&vpmute=0&vconp=&x=1", autoPlay: true, muted: true, continuous: true)
    #expect(values(result, "vpa") == ["click"])
    #expect(values(result, "vpmute") == ["0"])
    #expect(values(result, "vconp") == ["2"])
    #expect(items(result).prefix(4).map(\.0) == ["vpa", "vpmute", "vconp", "x"])
  }

  @Test("Playback signals leave every privacy parameter as it was")
  func playbackSignalsKeepPrivacy() throws {
    let tag = Self.gam + "?rdid=PUB&idtype=idfa&ppid=u&npa=0&is_lat=0"
    var limited = Self.consented
    limited.limitedAds = true
    for privacy in [PrivacySignals.withheld, Self.consented, limited] {
      let without = try apply(tag, privacy: privacy)
      let with = try apply(tag, privacy: privacy, autoPlay: false, muted: true, continuous: true)
      let signals: Set = ["vpa", "vpmute", "vconp"]
      #expect(
        items(with).filter { !signals.contains($0.0) }.map { "\($0.0)=\($0.1)" }
          == items(without).map { "\($0.0)=\($0.1)" })
      #expect(values(with, "vpa") == ["click"])
    }
    let withheld = try apply(tag, autoPlay: true, muted: true, continuous: true)
    #expect(values(withheld, "rdid").isEmpty)
    #expect(values(withheld, "ppid").isEmpty)
    #expect(values(withheld, "is_lat") == ["1"])
  }

  @Test("sid: a UUID session id, only when the identifier may be sent; a publisher's is removed")
  func sessionID() throws {
    let uuid = "8B1C3A2E-5D4F-4E6A-9B7C-0123456789AB"
    func apply(_ tag: String, _ privacy: PrivacySignals, _ id: String?) throws -> String {
      var settings = Settings()
      settings.sessionID = id
      return AdTagParameters.apply(
        to: try #require(URL(string: tag)), settings: settings, privacy: privacy,
        device: Self.device, correlator: "4242"
      ).absoluteString
    }
    #expect(values(try apply(Self.gam, Self.consented, uuid), "sid") == [uuid])
    #expect(values(try apply(Self.gam, Self.consented, "not-a-uuid"), "sid").isEmpty)
    #expect(values(try apply(Self.gam, .withheld, uuid), "sid").isEmpty)
    var limited = Self.consented
    limited.limitedAds = true
    #expect(values(try apply(Self.gam, limited, uuid), "sid").isEmpty)
    #expect(values(try apply(Self.gam + "?sid=PUB", .withheld, nil), "sid").isEmpty)
    #expect(values(try apply(Self.gam + "?ltd=1", Self.consented, uuid), "sid").isEmpty)
  }

  @Test("hl and ppid come from the settings; ppid only when the identifier may be sent")
  func languageAndPPIDFromSettings() throws {
    var settings = Settings()
    settings.language = "de-AT"
    settings.ppid = "publisher user"
    func apply(_ tag: String, _ privacy: PrivacySignals) throws -> String {
      AdTagParameters.apply(
        to: try #require(URL(string: tag)), settings: settings, privacy: privacy,
        device: Self.device, correlator: "4242"
      ).absoluteString
    }
    let consented = try apply(Self.gam + "?iu=/1", Self.consented)
    #expect(values(consented, "hl") == ["de-AT"])
    #expect(values(consented, "ppid") == ["publisher%20user"])
    let withheld = try apply(Self.gam + "?iu=/1&hl=fr", .withheld)
    #expect(values(withheld, "hl") == ["fr"])
    #expect(values(withheld, "ppid").isEmpty)
  }

  @Test("The playback signals are among the parameters this type owns")
  func playbackSignalNamesOwned() {
    #expect(
      AdTagParameters.parameterNames.isSuperset(of: ["vpa", "vpmute", "vconp", "hl", "ppid"]))
  }

  @Test("Other items keep their text, encoding and order; the fragment survives")
  func preservation() throws {
    let tag =
      Self.gam
      + "?iu=%2F123%2Fvideo&cust_params=a%3Db%2Bc%26d%3De&q=x+y&flag&empty=&dup=1&dup=2#frag"
    let result = try apply(tag)
    let prefix =
      Self.gam + "?iu=%2F123%2Fvideo&cust_params=a%3Db%2Bc%26d%3De&q=x+y&flag&empty=&dup=1&dup=2&"
    #expect(result.hasPrefix(prefix))
    #expect(result.hasSuffix("#frag"))
    #expect(URL(string: result)?.fragment == "frag")
  }

  @Test("A tag without a query gets one")
  func noQuery() throws {
    #expect(try apply(Self.gam) == Self.gam + "?correlator=4242&sz=640x360&npa=1&is_lat=1")
  }

  @Test("Correlators are 16 random digits")
  func makeCorrelator() {
    let first = AdTagParameters.makeCorrelator()
    let second = AdTagParameters.makeCorrelator()
    #expect(first.count == 16 && first.allSatisfy(\.isNumber))
    #expect(first != second)
  }
}
