package import Foundation

/// Adds Google Ad Manager–style parameters to ad tags: `correlator`, `sz`, `url`,
/// `description_url`, `hl`, the player's name and version (`mpt`, `mpv`), the playback signals
/// (`vpa`, `vpmute`, `vconp`) and the privacy parameters.
///
/// Only tags whose host is in the configured list (``LoadingSettings/adTagParameterHosts``,
/// Google Ad Manager's by default) are changed; other ad servers receive the same values only
/// through the macros written in their tags (see ``MacroExpander``).
///
/// What the publisher wrote is kept unless privacy requires otherwise; where both exist, the
/// more conservative value wins:
/// - `correlator` is always replaced (one per request, as IMA does).
/// - `sz` (`WxH`), `url`, `description_url` and `hl` are added only when absent.
/// - `mpt` and `mpv`: ``Settings/playerType`` and ``Settings/playerVersion``, added only when
///   absent and set (the names IMA uses for them in its Ad Manager requests).
/// - `vpa` (`auto` or `click`), `vpmute` (`1` or `0`) and `vconp` (`2` on, `1` off): the
///   request's ``AdsRequest/adWillAutoPlay``, ``AdsRequest/adWillPlayMuted`` and
///   ``AdsRequest/continuousPlayback``, added only when absent; nothing is written for a nil
///   value (Google Ad Manager asks for unknown ones to be left unset). They describe the
///   player, not the user, so consent does not gate them and they change no privacy
///   parameter.
/// - `vid_t`, `vid_kw` and `vid_d`: the request's ``AdsRequest/contentTitle``,
///   ``AdsRequest/contentKeywords`` (comma-separated) and ``AdsRequest/contentDuration`` (whole
///   seconds), the content parameters Google Ad Manager documents for Ad Exchange video
///   requests through IMA ("Ad Exchange video tag parameters for IMA3"), added only when
///   absent; nothing is written for an empty title, no keywords or a duration that is not
///   positive. They describe the content, not the user, so consent does not gate them.
/// - `gdpr`, `npa`, `ltd`, `rdp`, `tfcd`, `tfua`, `is_lat`: `1` wins over `0`. The signals'
///   `1` replaces the publisher's `0`; a publisher's `1` is never lowered. `gdpr` and `is_lat` are also written
///   as `0` when absent; `npa`, `ltd`, `rdp`, `tfcd` and `tfua` only when they are `1`.
/// - `gdpr_consent`, `addtl_consent`, `us_privacy`, `gpp`, `gpp_sid`: the publisher's value is
///   kept when present and non-empty, the signals' value fills it otherwise. Two consent strings
///   cannot be ranked, and the publisher may have a server-side consent source we cannot see;
///   the identifier rule below still applies whatever the strings say.
/// - `rdid`, `idtype`, `ppid`, `sid`: sent only when the signals allow the identifier (present,
///   tracking allowed, not limited ads) and the tag does not say `ltd=1` or `is_lat=1`.
///   Otherwise every `rdid`, `idtype`, `ppid` and `sid` the publisher wrote is removed and
///   `is_lat=1` is set: an identifier consent does not allow never leaves the device. `sid`
///   (``Settings/sessionID``, for frequency capping) is sent only when it is a UUID, as IMA
///   requires; Google Ad Manager also takes it on limited-ads requests, but a session id is
///   still an identifier, so Interlude does not.
/// - `ssj`: the secure signals (``AdsRequest/secureSignals`` and what the loader's
///   ``SecureSignalsProvider``s collected) as Google Ad Manager documents them for requests
///   built without its SDKs: web-safe base64 of `{"signals":[…]}` (see
///   ``SecureSignal/ssj(_:networkCode:)``), the publisher's own signal under the network code
///   of the tag's `iu`. Secure signals identify the user as an identifier does, so they follow
///   the identifier's rule above: sent only when `rdid` may be, and otherwise every `ssj` the
///   publisher wrote is removed too. IMA sends its signals by means Google does not document;
///   `ssj` is the documented parameter.
///
/// All other items keep their text, encoding and order; new items are appended.
///
/// The loader applies them to the ad tag and to each VMAP `AdTagURI` break tag (requests this
/// session makes to the ad server), never to a wrapper's `VASTAdTagURI`, which the response
/// chose and which gets macros only.
package enum AdTagParameters {
  /// The names of the parameters this type owns.
  package static let parameterNames: Set<String> = [
    "correlator", "sz", "url", "description_url", "hl", "mpt", "mpv", "vpa", "vpmute", "vconp",
    "vid_t", "vid_kw", "vid_d", "gdpr",
    "gdpr_consent", "addtl_consent", "us_privacy", "gpp", "gpp_sid", "npa", "ltd", "rdp", "tfcd",
    "tfua", "is_lat", "idtype", "rdid", "ppid", "sid", "ssj",
  ]

  /// Returns `url` with the ad-tag parameters merged in when its host takes them.
  ///
  /// - Parameters:
  ///   - url: The ad tag, macros already expanded.
  ///   - settings: The SDK settings: the hosts that take query parameters
  ///     (``LoadingSettings/adTagParameterHosts``, compared case-insensitively), and the values
  ///     for `hl` (``Settings/language``), `ppid` (``Settings/ppid``, sent only when the
  ///     identifier may be), `sid` (``Settings/sessionID``, sent only when it is a UUID and the
  ///     identifier may be), `mpt` (``Settings/playerType``) and `mpv`
  ///     (``Settings/playerVersion``) when the tag has none.
  ///   - privacy: What consent allows.
  ///   - device: The player size for `sz`.
  ///   - correlator: This request's correlator (see ``makeCorrelator()``).
  ///   - contentURL: The value for `url` when the tag has none.
  ///   - descriptionURL: The value for `description_url` when the tag has none.
  ///   - adWillAutoPlay: `vpa`: `auto` when true, `click` when false, nothing when nil.
  ///   - adWillPlayMuted: `vpmute`: `1` when true, `0` when false, nothing when nil.
  ///   - continuousPlayback: `vconp`: `2` when true, `1` when false, nothing when nil.
  ///   - contentTitle: `vid_t`; nothing when nil or empty.
  ///   - contentKeywords: `vid_kw`, the non-empty keywords joined by commas; nothing when none.
  ///   - secureSignals: `ssj`, sent only when the identifier may be.
  ///   - contentDuration: `vid_d`, rounded to whole seconds; nothing when nil or when it rounds
  ///     to no positive `Int`.
  /// - Returns: The tag with the parameters, or `url` unchanged for other hosts.
  package static func apply(
    to url: URL, settings: Settings, privacy: PrivacySignals, device: DeviceInfo,
    correlator: String, contentURL: String? = nil, descriptionURL: String? = nil,
    adWillAutoPlay: Bool? = nil, adWillPlayMuted: Bool? = nil, continuousPlayback: Bool? = nil,
    contentTitle: String? = nil, contentKeywords: [String] = [], contentDuration: Double? = nil,
    secureSignals: [SecureSignal] = []
  ) -> URL {
    let hosts = settings.loading.adTagParameterHosts
    guard let host = url.host?.lowercased(), hosts.contains(where: { $0.lowercased() == host })
    else { return url }
    let text = url.absoluteString
    let fragmentStart = text.firstIndex(of: "#") ?? text.endIndex
    let beforeFragment = text[..<fragmentStart]
    let queryMark = beforeFragment.firstIndex(of: "?")
    let base = beforeFragment[..<(queryMark ?? fragmentStart)]
    var query = AdTagQuery(
      queryMark.map { beforeFragment[beforeFragment.index(after: $0)...] } ?? "")

    query.replace("correlator", with: encoded(correlator))
    if let size = device.playerSize {
      query.addIfAbsent("sz", encoded("\(size.width)x\(size.height)"))
    }
    if let contentURL, !contentURL.isEmpty { query.addIfAbsent("url", encoded(contentURL)) }
    if let descriptionURL, !descriptionURL.isEmpty {
      query.addIfAbsent("description_url", encoded(descriptionURL))
    }
    if let language = settings.language, !language.isEmpty {
      query.addIfAbsent("hl", encoded(language))
    }
    if let playerType = settings.playerType, !playerType.isEmpty {
      query.addIfAbsent("mpt", encoded(playerType))
    }
    if let playerVersion = settings.playerVersion, !playerVersion.isEmpty {
      query.addIfAbsent("mpv", encoded(playerVersion))
    }
    query.addIfAbsent("vpa", adWillAutoPlay.map { $0 ? "auto" : "click" })
    query.addIfAbsent("vpmute", adWillPlayMuted.map { $0 ? "1" : "0" })
    query.addIfAbsent("vconp", continuousPlayback.map { $0 ? "2" : "1" })
    if let contentTitle, !contentTitle.isEmpty { query.addIfAbsent("vid_t", encoded(contentTitle)) }
    let keywords = contentKeywords.filter { !$0.isEmpty }
    if !keywords.isEmpty {
      query.addIfAbsent("vid_kw", keywords.map(encoded).joined(separator: ","))
    }
    if let contentDuration, let seconds = Int(exactly: contentDuration.rounded()), seconds > 0 {
      query.addIfAbsent("vid_d", String(seconds))
    }
    if let gdprApplies = privacy.gdprApplies { query.raiseFlag("gdpr", to: gdprApplies) }
    query.addIfAbsent("gdpr_consent", privacy.tcString.map(encoded))
    query.addIfAbsent("addtl_consent", privacy.additionalConsent.map(encoded))
    query.addIfAbsent("us_privacy", privacy.usPrivacy.map(encoded))
    query.addIfAbsent("gpp", privacy.gppString.map(encoded))
    if !privacy.gppSectionIDs.isEmpty {
      query.addIfAbsent("gpp_sid", privacy.gppSectionIDs.map(String.init).joined(separator: ","))
    }
    if privacy.nonPersonalizedAds { query.raiseFlag("npa", to: true) }
    if privacy.limitedAds { query.raiseFlag("ltd", to: true) }
    if privacy.restrictDataProcessing { query.raiseFlag("rdp", to: true) }
    if privacy.childDirected { query.raiseFlag("tfcd", to: true) }
    if privacy.underAgeOfConsent { query.raiseFlag("tfua", to: true) }

    let identifier = privacy.sendableAdvertisingIdentifier
    if let identifier, !query.isRaised("ltd"), !query.isRaised("is_lat") {
      query.addIfAbsent("rdid", encoded(identifier))
      query.addIfAbsent("idtype", privacy.advertisingIdentifierType.map(encoded))
      query.raiseFlag("is_lat", to: false)
      if let ppid = settings.ppid, !ppid.isEmpty { query.addIfAbsent("ppid", encoded(ppid)) }
      if let sessionID = settings.sessionID, UUID(uuidString: sessionID) != nil {
        query.addIfAbsent("sid", encoded(sessionID))
      }
      let networkCode = query.value(of: "iu").flatMap(Self.networkCode(ofAdUnit:))
      if let ssj = SecureSignal.ssj(secureSignals, networkCode: networkCode) {
        query.addIfAbsent("ssj", encoded(ssj))
      }
    } else {
      // The publisher-provided id identifies the user too: same rule as the device's.
      query.remove("rdid")
      query.remove("idtype")
      query.remove("ppid")
      query.remove("sid")
      query.remove("ssj")
      query.raiseFlag("is_lat", to: true)
    }

    let rebuilt = base + "?" + query.text + text[fragmentStart...]
    // The rebuilt text differs from a valid URL only by unreserved characters, `&`, `=` and `,`,
    // so it parses; were it ever not to, the tag goes without its query (the base, a prefix of
    // a valid URL, parses) rather than with an identifier consent does not allow.
    return URL(string: String(rebuilt)) ?? URL(string: String(base)) ?? url
  }

  /// The network code of an ad unit path (`/1234/video` or, for a child network,
  /// `/1234,5678/video`): its first component, before any comma.
  static func networkCode(ofAdUnit path: String) -> String? {
    let first = path.split(separator: "/").first?.split(separator: ",").first
    return first.map(String.init).flatMap { $0.allSatisfy(\.isNumber) ? $0 : nil }
  }

  /// A new correlator: a random 16-digit number, drawn once per ad request.
  package static func makeCorrelator() -> String {
    var generator = SystemRandomNumberGenerator()
    return makeCorrelator(using: &generator)
  }

  /// A new correlator from `generator`: a random 16-digit number.
  package static func makeCorrelator<Generator: RandomNumberGenerator>(
    using generator: inout Generator
  ) -> String {
    String(Int.random(in: 1_000_000_000_000_000...9_999_999_999_999_999, using: &generator))
  }

  private static func encoded(_ value: String) -> String {
    var writer = MacroWriter()
    writer.reserve(value.utf8.count * 3)
    writer.appendEncoded(value)
    return writer.string
  }
}
