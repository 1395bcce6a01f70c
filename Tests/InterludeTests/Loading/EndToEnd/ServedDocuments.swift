/// VAST and VMAP documents for the local ad server, written for each end-to-end scenario.
///
/// Every URL in them points back at the server (`{{BASE_URL}}`, which the server replaces), so a
/// failure's `<Error>` beacons arrive in its request log and no request leaves 127.0.0.1:
/// wrapper `id`'s error pixel is `/err/<id>?code=[ERRORCODE]`.
enum ServedDocuments {
  /// An InLine ad with one linear creative and one impression.
  static func inLine(id: String, sequence: Int? = nil) -> String {
    """
    <Ad id="\(id)"\(sequence.map { " sequence=\"\($0)\"" } ?? "")>
      <InLine>
        <AdSystem>Local</AdSystem><AdTitle>\(id)</AdTitle>
        <Impression><![CDATA[{{BASE_URL}}/imp/\(id)]]></Impression>
        <Error><![CDATA[{{BASE_URL}}/err/\(id)?code=[ERRORCODE]]]></Error>
        <Creatives>
          <Creative id="\(id)-c">
            <Linear>
              <Duration>00:00:15</Duration>
              <TrackingEvents>
                <Tracking event="start"><![CDATA[{{BASE_URL}}/track/\(id)/start]]></Tracking>
              </TrackingEvents>
              <MediaFiles>
                <MediaFile delivery="progressive" type="video/mp4" width="640" height="360">
                  <![CDATA[{{BASE_URL}}/media/\(id).mp4]]>
                </MediaFile>
              </MediaFiles>
            </Linear>
          </Creative>
        </Creatives>
      </InLine>
    </Ad>
    """
  }

  /// A wrapper ad pointing at `tag` (absolute, relative or `{{BASE_URL}}/...`).
  static func wrapper(id: String, tag: String, sequence: Int? = nil) -> String {
    """
    <Ad id="\(id)"\(sequence.map { " sequence=\"\($0)\"" } ?? "")>
      <Wrapper>
        <AdSystem>Local-\(id)</AdSystem>
        <VASTAdTagURI><![CDATA[\(tag)]]></VASTAdTagURI>
        <Impression><![CDATA[{{BASE_URL}}/imp/\(id)]]></Impression>
        <Error><![CDATA[{{BASE_URL}}/err/\(id)?code=[ERRORCODE]]]></Error>
        <Creatives>
          <Creative id="\(id)-c">
            <Linear>
              <TrackingEvents>
                <Tracking event="start"><![CDATA[{{BASE_URL}}/track/\(id)/start]]></Tracking>
              </TrackingEvents>
            </Linear>
          </Creative>
        </Creatives>
      </Wrapper>
    </Ad>
    """
  }

  /// A VAST 4.2 document holding the given ads.
  static func vast(_ ads: String...) -> String {
    "<VAST version=\"4.2\">\n" + ads.joined(separator: "\n") + "\n</VAST>"
  }

  /// The path of level `level` of the chain named `name`: `/<name>/w<level>`.
  static func chainPath(_ name: String, level: Int) -> String {
    "/\(name)/w\(level)"
  }

  /// Routes for a chain of `depth` wrappers (`<name>-w0` …) ending in the InLine `<name>-ad`,
  /// each wrapper pointing at the next by absolute URL; the tag is level 0.
  static func chain(_ name: String, depth: Int) -> [String: String] {
    var routes: [String: String] = [:]
    for level in 0..<depth {
      routes[chainPath(name, level: level)] = vast(
        wrapper(id: "\(name)-w\(level)", tag: "{{BASE_URL}}" + chainPath(name, level: level + 1)))
    }
    routes[chainPath(name, level: depth)] = vast(inLine(id: "\(name)-ad"))
    return routes
  }
}
