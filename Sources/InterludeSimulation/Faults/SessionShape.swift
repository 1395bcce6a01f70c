public import Foundation
public import Interlude

/// A kind of ad session the fault matrix plays: its documents, served from memory, and the
/// content and user they play with. `interlude simulate --shape NAME` plays the same session.
///
/// Every shape plays over 20 s of content; every ad is 4 s of `video/mp4` whose beacons go to
/// `https://t.test/<ad id>/<event>`, so a beacon names its ad and event.
public enum SessionShape: String, CaseIterable, Hashable, Sendable {
  /// One VAST ad.
  case single
  /// A VAST pod of three ads.
  case pod3
  /// VMAP: a pre-roll, a fetched mid-roll at 6 s, an inline mid-roll at 12 s and a fetched
  /// post-roll.
  case vmap
  /// A VAST pod of two whose second ad is a wrapper that falls back to a stand-alone ad when
  /// its wrapped ad cannot be had (`fallbackOnNoAd`).
  case wrappedPod = "wrapped-pod"
  /// One ad skippable after 2 s, which the simulated user skips as soon as it can.
  case skippable
  /// VMAP: a break cued at the content's end (20 s), which the playhead never crosses, and a
  /// post-roll.
  case endCue = "end-cue"

  /// The content's duration, in seconds.
  public static let contentDuration = 20.0
  /// The host the shapes' documents are served from.
  public static let host = "https://ads.test"

  /// What the shape is, in a few words.
  public var summary: String {
    switch self {
    case .single: "one VAST ad"
    case .pod3: "a VAST pod of three ads"
    case .vmap: "VMAP: pre-roll, fetched mid-roll at 0:06, mid-roll at 0:12, fetched post-roll"
    case .wrappedPod: "a pod of two, the second wrapped, with a stand-alone fallback ad"
    case .skippable: "one ad skippable after 2 s, skipped as soon as it can be"
    case .endCue: "VMAP: a break cued at the content's end (0:20), then a post-roll"
    }
  }

  /// The ad request: the shape's ad tag.
  public var request: AdsRequest {
    AdsRequest(adTagUrl: "\(Self.host)/\(rawValue)")
  }

  /// The documents by URL, for an ``InMemoryTransport``.
  public var responses: [String: Data] {
    var documents: [String: String]
    switch self {
    case .single:
      documents = [rawValue: Self.vast([Self.inline("a1")])]
    case .pod3:
      documents = [
        rawValue: Self.vast(
          (1...3).map { (number: Int) in Self.inline("p\(number)", sequence: number) })
      ]
    case .vmap:
      documents = [
        rawValue: Self.vmap([
          ("start", "pre", .document(Self.vast([Self.inline("pre1")]))),
          ("00:00:06.000", "mid1", .fetched("mid")),
          ("00:00:12.000", "mid2", .document(Self.vast([Self.inline("mid2")]))),
          ("end", "post", .fetched("post")),
        ]),
        "mid": Self.vast([Self.inline("mid1")]),
        "post": Self.vast([Self.inline("post1")]),
      ]
    case .wrappedPod:
      documents = [
        rawValue: Self.vast([
          Self.inline("w1", sequence: 1), Self.wrapper("w2", sequence: 2, tag: "wrapped"),
          Self.inline("fallback"),
        ]),
        "wrapped": Self.vast([Self.inline("w2-inline")]),
      ]
    case .skippable:
      documents = [rawValue: Self.vast([Self.inline("s1", skipOffset: "00:00:02")])]
    case .endCue:
      documents = [
        rawValue: Self.vmap([
          ("00:00:20.000", "at-end", .document(Self.vast([Self.inline("end1")]))),
          ("end", "post", .document(Self.vast([Self.inline("post1")]))),
        ])
      ]
    }
    return Dictionary(
      uniqueKeysWithValues: documents.map { ("\(Self.host)/\($0.key)", Data($0.value.utf8)) })
  }

  /// The shape's content and user: 20 s of content, and skips for ``skippable``.
  public var options: SimulationOptions {
    var options = SimulationOptions()
    options.contentDuration = Self.contentDuration
    options.skipWhenPossible = self == .skippable
    options.sessionTimeLimit = .seconds(600)
    return options
  }

  // MARK: Documents

  private enum Source {
    case document(String)
    case fetched(String)
  }

  private static func vast(_ ads: [String]) -> String {
    "<VAST version=\"4.2\">\(ads.joined())</VAST>"
  }

  private static func inline(
    _ id: String, sequence: Int? = nil, skipOffset: String? = nil
  )
    -> String
  {
    let beacon = "https://t.test/\(id)"
    let events = [
      "creativeView", "start", "firstQuartile", "midpoint", "thirdQuartile", "complete", "pause",
      "resume", "skip",
    ]
    let tracking = events.map {
      "<Tracking event=\"\($0)\"><![CDATA[\(beacon)/\($0)]]></Tracking>"
    }.joined()
    return """
      <Ad id="\(id)"\(sequence.map { " sequence=\"\($0)\"" } ?? "")><InLine>\
      <AdSystem>Interlude</AdSystem><AdTitle>\(id)</AdTitle>\
      <Error><![CDATA[\(beacon)/error?code=[ERRORCODE]]]></Error>\
      <Impression><![CDATA[\(beacon)/impression?ifa=[IFA]]]></Impression>\
      <Creatives><Creative id="\(id)-c"><Linear\(skipOffset.map { " skipoffset=\"\($0)\"" } ?? "")>\
      <Duration>00:00:04</Duration><TrackingEvents>\(tracking)</TrackingEvents>\
      <MediaFiles><MediaFile delivery="progressive" type="video/mp4" width="640" height="360">\
      <![CDATA[https://media.test/\(id).mp4]]></MediaFile></MediaFiles>\
      </Linear></Creative></Creatives></InLine></Ad>
      """
  }

  private static func wrapper(_ id: String, sequence: Int, tag: String) -> String {
    """
    <Ad id="\(id)" sequence="\(sequence)"><Wrapper fallbackOnNoAd="true">\
    <AdSystem>Interlude</AdSystem><VASTAdTagURI><![CDATA[\(host)/\(tag)]]></VASTAdTagURI>\
    <Error><![CDATA[https://t.test/\(id)/error?code=[ERRORCODE]]]></Error>\
    <Impression><![CDATA[https://t.test/\(id)/impression]]></Impression>\
    </Wrapper></Ad>
    """
  }

  private static func vmap(_ breaks: [(offset: String, id: String, source: Source)]) -> String {
    let body = breaks.map { entry in
      let source =
        switch entry.source {
        case .document(let vast): "<vmap:VASTAdData>\(vast)</vmap:VASTAdData>"
        case .fetched(let path):
          "<vmap:AdTagURI templateType=\"vast3\"><![CDATA[\(host)/\(path)]]></vmap:AdTagURI>"
        }
      return """
        <vmap:AdBreak timeOffset="\(entry.offset)" breakType="linear" breakId="\(entry.id)">\
        <vmap:AdSource id="\(entry.id)">\(source)</vmap:AdSource>\
        <vmap:TrackingEvents>\
        <vmap:Tracking event="breakStart"><![CDATA[https://t.test/\(entry.id)/breakStart]]></vmap:Tracking>\
        <vmap:Tracking event="breakEnd"><![CDATA[https://t.test/\(entry.id)/breakEnd]]></vmap:Tracking>\
        </vmap:TrackingEvents></vmap:AdBreak>
        """
    }.joined()
    return """
      <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">\(body)</vmap:VMAP>
      """
  }
}
