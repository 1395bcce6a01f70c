import Foundation
import InterludeSimulation

/// The documents the session benchmark plays: a two-hour VMAP with 40 breaks of 3 ads.
extension SessionBenchmark {
  /// Seconds of content.
  static let contentSeconds = 7_200.0
  /// Breaks in the VMAP: a pre-roll, ``midRolls`` evenly spaced mid-rolls and a post-roll.
  static let breaks = 40
  /// Mid-rolls between the pre-roll and the post-roll.
  static var midRolls: Int { breaks - 2 }
  /// Ads in every break's pod.
  static let adsPerBreak = 3
  /// Seconds of every ad.
  static let adSeconds = 15
  /// Every `wrapperEvery`-th break has its second ad behind a wrapper.
  static let wrapperEvery = 4
  /// The host of every URL (served by the `InMemoryTransport`; beacons only go to the log).
  static let base = "https://bench.interlude.test"

  /// The scenario: the VMAP (the request's `adsResponse`) and the documents its breaks fetch.
  struct Documents {
    let vmap: String
    /// URL text → body, for `InMemoryTransport`.
    let responses: [String: Data]
    /// Breaks whose pod is inline (`VASTAdData`).
    let inlineBreaks: Int
    /// Breaks whose pod is fetched at play time (`AdTagURI`).
    let fetchedBreaks: Int
    /// Ads behind a wrapper (one more fetched document each).
    let wrappedAds: Int
  }

  /// Builds the VMAP. Even breaks carry their pod inline, odd breaks point at it through an
  /// `AdTagURI`; in every ``wrapperEvery``-th break, the second ad is a wrapper whose InLine is
  /// fetched. Every ad lasts ``adSeconds`` and has an impression, creativeView, the quartiles,
  /// complete, and (like the break) error URLs; every break has breakStart/breakEnd beacons.
  static func documents() -> Documents {
    var responses: [String: Data] = [:]
    var adBreaks: [String] = []
    var inlineBreaks = 0
    var wrappedAds = 0
    for index in 0..<breaks {
      let breakId = "break\(index)"
      let pod = (1...adsPerBreak).map { position in
        let id = "\(breakId)-ad\(position)"
        guard position == 2, index % wrapperEvery == 0 else {
          return inLine(id: id, sequence: position)
        }
        wrappedAds += 1
        let target = "\(base)/wrapped/\(id).xml"
        responses[target] = vast(inLine(id: id, sequence: nil))
        return wrapper(id: "\(id)-wrapper", sequence: position, tag: target)
      }
      let source: String
      if index % 2 == 0 {
        inlineBreaks += 1
        source = """
          <vmap:VASTAdData><VAST version="4.2">\(pod.joined(separator: "\n"))</VAST></vmap:VASTAdData>
          """
      } else {
        let tag = "\(base)/pods/\(breakId).xml"
        responses[tag] = vast(pod.joined(separator: "\n"))
        source = "<vmap:AdTagURI templateType=\"vast3\"><![CDATA[\(tag)]]></vmap:AdTagURI>"
      }
      adBreaks.append(
        """
        <vmap:AdBreak timeOffset="\(timeOffset(index: index))" breakType="linear" \
        breakId="\(breakId)">
          <vmap:AdSource id="\(breakId)-source" allowMultipleAds="true" followRedirects="true">
            \(source)
          </vmap:AdSource>
          <vmap:TrackingEvents>
            <vmap:Tracking event="breakStart"><![CDATA[\(base)/break/start/\(breakId)]]></vmap:Tracking>
            <vmap:Tracking event="breakEnd"><![CDATA[\(base)/break/end/\(breakId)]]></vmap:Tracking>
            <vmap:Tracking event="error"><![CDATA[\(base)/break/error/\(breakId)?code=[ERRORCODE]]]></vmap:Tracking>
          </vmap:TrackingEvents>
        </vmap:AdBreak>
        """)
    }
    let vmap = """
      <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
      \(adBreaks.joined(separator: "\n"))
      </vmap:VMAP>
      """
    return Documents(
      vmap: vmap, responses: responses, inlineBreaks: inlineBreaks,
      fetchedBreaks: breaks - inlineBreaks, wrappedAds: wrappedAds)
  }

  /// `start`, `end`, or mid-roll `i` at `i × contentSeconds / (midRolls + 1)`, as `HH:MM:SS.mmm`.
  private static func timeOffset(index: Int) -> String {
    if index == 0 { return "start" }
    if index == breaks - 1 { return "end" }
    let milliseconds = Int((Double(index) * contentSeconds * 1000 / Double(midRolls + 1)).rounded())
    let seconds = milliseconds / 1000
    return String(
      format: "%02d:%02d:%02d.%03d", seconds / 3600, seconds / 60 % 60, seconds % 60,
      milliseconds % 1000)
  }

  private static func vast(_ ads: String) -> Data {
    Data("<VAST version=\"4.2\">\(ads)</VAST>".utf8)
  }

  private static func wrapper(id: String, sequence: Int, tag: String) -> String {
    """
    <Ad id="\(id)" sequence="\(sequence)">
      <Wrapper>
        <AdSystem>bench</AdSystem>
        <VASTAdTagURI><![CDATA[\(tag)]]></VASTAdTagURI>
        <Impression><![CDATA[\(base)/imp/\(id)]]></Impression>
        <Error><![CDATA[\(base)/err/\(id)?code=[ERRORCODE]]]></Error>
        <Creatives>
          <Creative><Linear><TrackingEvents>
            <Tracking event="start"><![CDATA[\(base)/start/\(id)]]></Tracking>
            <Tracking event="complete"><![CDATA[\(base)/complete/\(id)]]></Tracking>
          </TrackingEvents></Linear></Creative>
        </Creatives>
      </Wrapper>
    </Ad>
    """
  }

  private static func inLine(id: String, sequence: Int?) -> String {
    let events = [
      "creativeView", "start", "firstQuartile", "midpoint", "thirdQuartile", "complete",
    ]
    let tracking = events.map { event in
      "<Tracking event=\"\(event)\"><![CDATA[\(base)/\(event)/\(id)]]></Tracking>"
    }
    return """
      <Ad id="\(id)"\(sequence.map { " sequence=\"\($0)\"" } ?? "")>
        <InLine>
          <AdSystem>bench</AdSystem><AdTitle>\(id)</AdTitle>
          <Impression><![CDATA[\(base)/imp/\(id)]]></Impression>
          <Error><![CDATA[\(base)/err/\(id)?code=[ERRORCODE]]]></Error>
          <Creatives>
            <Creative id="\(id)-c"><Linear>
              <Duration>00:00:\(adSeconds)</Duration>
              <TrackingEvents>
                \(tracking.joined(separator: "\n          "))
              </TrackingEvents>
              <MediaFiles>
                <MediaFile delivery="progressive" type="video/mp4" width="1280" height="720">
                  <![CDATA[\(base)/media/\(id).mp4]]>
                </MediaFile>
              </MediaFiles>
            </Linear></Creative>
          </Creatives>
        </InLine>
      </Ad>
      """
  }
}
