/// The ad session every matrix cell plays: a Google Ad Manager ad tag answering with VMAP, a
/// pre-roll behind a wrapper, a mid-roll pod from a Google Ad Manager break tag (its second ad
/// has no playable media, so its `<Error>` pixel and the mid-roll break's `error` tracking
/// fire) and a post-roll from another server's break tag.
///
/// Every URL but the ad tag carries the privacy macros in a probe query (``probeQuery``), so
/// each wrapper fetch, break tag fetch and beacon shows what the SDK put in them.
struct PrivacyMatrixDocuments: Sendable {
  /// The probe parameters and the macro each carries.
  static let probes: [(parameter: String, macro: String)] = [
    ("m_ifa", "IFA"), ("m_ifatype", "IFATYPE"), ("m_lat", "LIMITADTRACKING"),
    ("m_gdpr_consent", "GDPRCONSENT"), ("m_gpp", "GPPSTRING"), ("m_gpp_sid", "GPPSECTIONID"),
    ("m_reg", "REGULATIONS"),
  ]

  /// `m_ifa=[IFA]&m_ifatype=[IFATYPE]&…`.
  static let probeQuery = probes.map { "\($0.parameter)=[\($0.macro)]" }.joined(separator: "&")

  /// The ad tag's path (VMAP).
  static let adTagPath = "/gampad/ads"
  /// The mid-roll break tag's path (VAST), on the ad server too.
  static let midrollPath = "/gampad/live/ads"
  /// The pre-roll wrapper's target.
  static let wrapperTargetPath = "/vast/pre"
  /// The post-roll break tag's path, on another server.
  static let postrollPath = "/vast/post"
  /// The query of the ad tag, as a publisher writes it (no privacy parameters).
  static let adTagQuery =
    "iu=/21775744923/interlude/matrix&env=vp&gdfp_req=1&output=vmap&ad_rule=1"
    + "&unviewed_position_start=1"

  /// The paths a whole session requests, sorted: 4 document fetches and 29 beacons.
  static let expectedPaths: [String] = {
    let inLine = ["impression", "start", "firstQuartile", "midpoint", "thirdQuartile", "complete"]
    var paths = [adTagPath, wrapperTargetPath, midrollPath, postrollPath]
    for id in ["pre", "mid", "post"] {
      paths += ["/t/break-\(id)/breakStart", "/t/break-\(id)/breakEnd"]
    }
    paths += ["impression", "start", "complete"].map { "/t/pre-wrapper/\($0)" }
    for id in ["pre", "mid-1", "post"] { paths += inLine.map { "/t/\(id)/\($0)" } }
    paths += ["/t/mid-2/error", "/t/break-mid/error"]
    return paths.sorted()
  }()

  /// The ad server (Google Ad Manager) origin: `https://pubads.g.doubleclick.net`.
  let adServer: String
  /// The origin of the pre-roll wrapper's target.
  let wrapperServer: String
  /// The origin of the post-roll break tag.
  let otherAdServer: String
  /// The origin of every beacon.
  let trackingServer: String

  /// The documents with the production hosts, for the recording transport.
  static let recording = PrivacyMatrixDocuments(
    adServer: "https://pubads.g.doubleclick.net", wrapperServer: "https://wrapper.matrix.test",
    otherAdServer: "https://ads.matrix.test", trackingServer: "https://t.matrix.test")

  /// The documents as the local ad server serves them: every URL points back at it.
  static let served = PrivacyMatrixDocuments(
    adServer: "{{BASE_URL}}", wrapperServer: "{{BASE_URL}}", otherAdServer: "{{BASE_URL}}",
    trackingServer: "{{BASE_URL}}")

  /// The ad tag on `origin` (the ad server's, or the local server's).
  static func adTag(origin: String) -> String {
    "\(origin)\(adTagPath)?\(adTagQuery)"
  }

  /// The documents by path: the VMAP, the wrapper's target and the two break tags.
  var routes: [String: String] {
    [
      Self.adTagPath: vmap, Self.wrapperTargetPath: vast(inLine("pre")),
      Self.midrollPath: vast(
        inLine("mid-1", sequence: 1), inLine("mid-2", sequence: 2, webmOnly: true)),
      Self.postrollPath: vast(inLine("post")),
    ]
  }

  /// The VMAP answer to the ad tag.
  var vmap: String {
    let midrollTag =
      "\(adServer)\(Self.midrollPath)?iu=/21775744923/interlude/matrix&env=vp&gdfp_req=1"
      + "&output=vast&vpos=midroll&\(Self.probeQuery)"
    let postrollTag = "\(otherAdServer)\(Self.postrollPath)?pos=post&\(Self.probeQuery)"
    return """
      <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
        <vmap:AdBreak timeOffset="start" breakType="linear" breakId="pre">
          <vmap:AdSource id="pre-source" allowMultipleAds="false" followRedirects="true">
            <vmap:VASTAdData>
              \(vast(wrapper()))
            </vmap:VASTAdData>
          </vmap:AdSource>
          \(breakTracking("pre"))
        </vmap:AdBreak>
        <vmap:AdBreak timeOffset="00:00:10.000" breakType="linear" breakId="mid">
          <vmap:AdSource id="mid-source" allowMultipleAds="true" followRedirects="true">
            <vmap:AdTagURI templateType="vast4"><![CDATA[\(midrollTag)]]></vmap:AdTagURI>
          </vmap:AdSource>
          \(breakTracking("mid"))
        </vmap:AdBreak>
        <vmap:AdBreak timeOffset="end" breakType="linear" breakId="post">
          <vmap:AdSource id="post-source" allowMultipleAds="false" followRedirects="true">
            <vmap:AdTagURI templateType="vast4"><![CDATA[\(postrollTag)]]></vmap:AdTagURI>
          </vmap:AdSource>
          \(breakTracking("post"))
        </vmap:AdBreak>
      </vmap:VMAP>
      """
  }

  private func beacon(_ id: String, _ event: String) -> String {
    let code = event == "error" ? "code=[ERRORCODE]&" : ""
    return "<![CDATA[\(trackingServer)/t/\(id)/\(event)?\(code)\(Self.probeQuery)]]>"
  }

  private func breakTracking(_ id: String) -> String {
    let events = ["breakStart", "breakEnd", "error"].map {
      "<vmap:Tracking event=\"\($0)\">\(beacon("break-\(id)", $0))</vmap:Tracking>"
    }
    return "<vmap:TrackingEvents>\(events.joined())</vmap:TrackingEvents>"
  }

  private func vast(_ ads: String...) -> String {
    "<VAST version=\"4.2\">\n\(ads.joined(separator: "\n"))\n</VAST>"
  }

  /// The pre-roll wrapper: its target URL carries the macros too.
  private func wrapper() -> String {
    let target = "\(wrapperServer)\(Self.wrapperTargetPath)?pos=pre&\(Self.probeQuery)"
    return """
      <Ad id="pre-wrapper">
        <Wrapper>
          <AdSystem>Matrix wrapper</AdSystem>
          <VASTAdTagURI><![CDATA[\(target)]]></VASTAdTagURI>
          <Impression>\(beacon("pre-wrapper", "impression"))</Impression>
          <Error>\(beacon("pre-wrapper", "error"))</Error>
          <Creatives>
            <Creative id="pre-wrapper-creative">
              <Linear>
                <TrackingEvents>
                  <Tracking event="start">\(beacon("pre-wrapper", "start"))</Tracking>
                  <Tracking event="complete">\(beacon("pre-wrapper", "complete"))</Tracking>
                </TrackingEvents>
              </Linear>
            </Creative>
          </Creatives>
        </Wrapper>
      </Ad>
      """
  }

  /// An InLine ad of 2 seconds; `webmOnly` leaves it without media the display can play.
  private func inLine(_ id: String, sequence: Int? = nil, webmOnly: Bool = false) -> String {
    let events = ["start", "firstQuartile", "midpoint", "thirdQuartile", "complete"]
    let tracking = events.map { "<Tracking event=\"\($0)\">\(beacon(id, $0))</Tracking>" }
    let (type, file) = webmOnly ? ("video/webm", "\(id).webm") : ("video/mp4", "\(id).mp4")
    return """
      <Ad id="\(id)"\(sequence.map { " sequence=\"\($0)\"" } ?? "")>
        <InLine>
          <AdSystem>Matrix</AdSystem>
          <AdTitle>\(id)</AdTitle>
          <Impression>\(beacon(id, "impression"))</Impression>
          <Error>\(beacon(id, "error"))</Error>
          <Creatives>
            <Creative id="\(id)-creative">
              <Linear>
                <Duration>00:00:02.000</Duration>
                <TrackingEvents>\(tracking.joined())</TrackingEvents>
                <MediaFiles>
                  <MediaFile delivery="progressive" type="\(type)" width="640" height="360"><![CDATA[https://cdn.matrix.test/\(file)]]></MediaFile>
                </MediaFiles>
              </Linear>
            </Creative>
          </Creatives>
        </InLine>
      </Ad>
      """
  }
}
