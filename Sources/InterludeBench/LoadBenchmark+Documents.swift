import InterludeTestSupport

/// The documents the load benchmark serves: a VMAP whose pre-roll is a pod of wrapped ads.
extension LoadBenchmark {
  /// The path of the VMAP (the ad tag).
  static let tagPath = "/vmap.xml"

  /// The path of hop `hop` (1-based) of pod member `member`.
  static func hopPath(member: Int, hop: Int) -> String {
    "/member\(member)/hop\(hop).xml"
  }

  /// Every route: the VMAP, and per member `hopsPerMember` documents, wrappers then an InLine.
  ///
  /// The VMAP's pre-roll holds, inline (`VASTAdData`), a pod of `members` wrappers; member `m`'s
  /// wrapper points at `/member<m>/hop1.xml`, a wrapper pointing at `hop2.xml`, …, and the last
  /// hop is the InLine. Every URL points back at the server, so nothing leaves 127.0.0.1.
  static func routes(members: Int, hopsPerMember: Int) -> [String: AdServerRoute] {
    let pod = (1...members).map { member in
      wrapper(
        id: "member\(member)-w0", sequence: member,
        tag: "{{BASE_URL}}" + hopPath(member: member, hop: 1))
    }
    let vmap = """
      <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
        <vmap:AdBreak timeOffset="start" breakType="linear" breakId="preroll">
          <vmap:AdSource id="preroll" allowMultipleAds="true"><vmap:VASTAdData>
            <VAST version="4.2">
            \(pod.joined(separator: "\n"))
            </VAST>
          </vmap:VASTAdData></vmap:AdSource>
        </vmap:AdBreak>
      </vmap:VMAP>
      """
    var routes: [String: AdServerRoute] = [tagPath: .vast(vmap)]
    for member in 1...members {
      for hop in 1...hopsPerMember {
        let ad =
          hop < hopsPerMember
          ? wrapper(
            id: "member\(member)-w\(hop)", sequence: nil,
            tag: "{{BASE_URL}}" + hopPath(member: member, hop: hop + 1))
          : inLine(id: "member\(member)")
        routes[hopPath(member: member, hop: hop)] = .vast("<VAST version=\"4.2\">\(ad)</VAST>")
      }
    }
    return routes
  }

  private static func wrapper(id: String, sequence: Int?, tag: String) -> String {
    """
    <Ad id="\(id)"\(sequence.map { " sequence=\"\($0)\"" } ?? "")>
      <Wrapper>
        <AdSystem>bench</AdSystem>
        <VASTAdTagURI><![CDATA[\(tag)]]></VASTAdTagURI>
        <Impression><![CDATA[{{BASE_URL}}/imp/\(id)]]></Impression>
        <Error><![CDATA[{{BASE_URL}}/err/\(id)?code=[ERRORCODE]]]></Error>
        <Creatives>
          <Creative><Linear><TrackingEvents>
            <Tracking event="start"><![CDATA[{{BASE_URL}}/start/\(id)]]></Tracking>
          </TrackingEvents></Linear></Creative>
        </Creatives>
      </Wrapper>
    </Ad>
    """
  }

  private static func inLine(id: String) -> String {
    """
    <Ad id="\(id)">
      <InLine>
        <AdSystem>bench</AdSystem><AdTitle>\(id)</AdTitle>
        <Impression><![CDATA[{{BASE_URL}}/imp/\(id)]]></Impression>
        <Error><![CDATA[{{BASE_URL}}/err/\(id)?code=[ERRORCODE]]]></Error>
        <Creatives>
          <Creative id="\(id)-c"><Linear>
            <Duration>00:00:15</Duration>
            <TrackingEvents>
              <Tracking event="start"><![CDATA[{{BASE_URL}}/start/\(id)]]></Tracking>
              <Tracking event="complete"><![CDATA[{{BASE_URL}}/complete/\(id)]]></Tracking>
            </TrackingEvents>
            <MediaFiles>
              <MediaFile delivery="progressive" type="video/mp4" width="1280" height="720">
                <![CDATA[{{BASE_URL}}/media/\(id).mp4]]>
              </MediaFile>
            </MediaFiles>
          </Linear></Creative>
        </Creatives>
      </InLine>
    </Ad>
    """
  }
}
