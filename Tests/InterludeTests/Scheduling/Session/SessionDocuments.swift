import Foundation

/// Small VAST and VMAP documents for the session tests, written for them.
enum SessionDocuments {
  /// One `<Ad>` with an InLine linear creative whose beacons are under `https://t.test/<id>/`.
  static func ad(
    _ id: String, seconds: Int = 10, sequence: Int? = nil, skipOffset: String? = nil,
    mimeType: String = "video/mp4"
  ) -> String {
    let base = "https://t.test/\(id)"
    let sequenceAttribute = sequence.map { " sequence=\"\($0)\"" } ?? ""
    let skipAttribute = skipOffset.map { " skipoffset=\"\($0)\"" } ?? ""
    let events = [
      "start", "firstQuartile", "midpoint", "thirdQuartile", "complete", "skip", "pause", "resume",
    ]
    let tracking = events.map { event in
      "<Tracking event=\"\(event)\"><![CDATA[\(base)/\(event)]]></Tracking>"
    }.joined(separator: "\n          ")
    return """
      <Ad id="\(id)"\(sequenceAttribute)>
        <InLine>
          <AdSystem>Session</AdSystem>
          <AdTitle>\(id)</AdTitle>
          <Impression><![CDATA[\(base)/impression?cb=[CACHEBUSTING]]]></Impression>
          <Error><![CDATA[\(base)/error?code=[ERRORCODE]&cb=[CACHEBUSTING]]]></Error>
          <Creatives>
            <Creative id="\(id)-creative">
              <Linear\(skipAttribute)>
                <Duration>00:00:\(String(format: "%02d", seconds)).000</Duration>
                <TrackingEvents>
                  \(tracking)
                </TrackingEvents>
                <VideoClicks>
                  <ClickThrough><![CDATA[https://landing.test/\(id)]]></ClickThrough>
                  <ClickTracking><![CDATA[\(base)/click]]></ClickTracking>
                </VideoClicks>
                <MediaFiles>
                  <MediaFile delivery="progressive" type="\(mimeType)" width="640" height="360" bitrate="800"><![CDATA[https://cdn.test/\(id).\(mimeType == "video/mp4" ? "mp4" : "bin")]]></MediaFile>
                </MediaFiles>
              </Linear>
            </Creative>
          </Creatives>
        </InLine>
      </Ad>
      """
  }

  /// A VAST document holding `ads`.
  static func vast(_ ads: String...) -> String {
    vast(ads)
  }

  /// A VAST document holding `ads`.
  static func vast(_ ads: [String]) -> String {
    "<VAST version=\"4.2\">\n\(ads.joined(separator: "\n"))\n</VAST>"
  }

  /// A pod of `count` ads (`pod-1`…), each `seconds` long.
  static func pod(count: Int = 3, seconds: Int = 5) -> String {
    vast((1...count).map { ad("pod-\($0)", seconds: seconds, sequence: $0) })
  }

  /// One VMAP break with inline VAST data and break start and end tracking.
  static func adBreak(_ id: String, offset: String, vast: String) -> String {
    """
    <vmap:AdBreak timeOffset="\(offset)" breakType="linear" breakId="\(id)">
      <vmap:AdSource id="\(id)-source" allowMultipleAds="true" followRedirects="true">
        <vmap:VASTAdData>
          \(vast)
        </vmap:VASTAdData>
      </vmap:AdSource>
      <vmap:TrackingEvents>
        <vmap:Tracking event="breakStart"><![CDATA[https://t.test/break/start?id=\(id)]]></vmap:Tracking>
        <vmap:Tracking event="breakEnd"><![CDATA[https://t.test/break/end?id=\(id)]]></vmap:Tracking>
      </vmap:TrackingEvents>
    </vmap:AdBreak>
    """
  }

  /// A VMAP document holding `breaks`.
  static func vmap(_ breaks: [String]) -> String {
    """
    <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
    \(breaks.joined(separator: "\n"))
    </vmap:VMAP>
    """
  }

  /// Like the demo: a two-ad pre-roll pod, a skippable mid-roll at 2:00 and a post-roll.
  static let demoLike = vmap([
    adBreak(
      "preroll", offset: "start",
      vast: vast(ad("pre-1", seconds: 6, sequence: 1), ad("pre-2", seconds: 4, sequence: 2))),
    adBreak(
      "midroll", offset: "00:02:00.000", vast: vast(ad("mid", seconds: 8, skipOffset: "00:00:05"))),
    adBreak("postroll", offset: "end", vast: vast(ad("post", seconds: 5))),
  ])

  /// Mid-rolls at 0:30 and 1:00 and 1:30, one short ad each.
  static let threeMidrolls = vmap([
    adBreak("mid-30", offset: "00:00:30.000", vast: vast(ad("ad-30", seconds: 2))),
    adBreak("mid-60", offset: "00:01:00.000", vast: vast(ad("ad-60", seconds: 2))),
    adBreak("mid-90", offset: "00:01:30.000", vast: vast(ad("ad-90", seconds: 2))),
  ])
}
