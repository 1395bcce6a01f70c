import Interlude
import InterludeSimulation

/// A simulated session laid out for the HTML timeline: content segments, ad breaks, ads with
/// their quartiles, and marks for beacons, requests and errors, all in session time.
///
/// Built from the entries of a ``SimulationReport`` alone, so it shows exactly what the text
/// and JSON timelines show.
struct SessionTimeline: Sendable {
  /// Where the content played.
  var content: [TimelineSpan] = []
  /// The ad breaks, from AD_BREAK_STARTED to AD_BREAK_ENDED.
  var breaks: [TimelineSpan] = []
  /// The ads, from STARTED to their end.
  var ads: [TimelineAdBar] = []
  /// Beacons, requests and errors.
  var marks: [TimelineMark] = []
  /// The length of the axis, in seconds: the session's duration or its last entry.
  var duration: Double

  private static let quartileEvents: Set<String> = [
    AdEventType.firstQuartile.rawValue, AdEventType.midpoint.rawValue,
    AdEventType.thirdQuartile.rawValue,
  ]

  /// Lays out the entries of a session that lasted `duration` seconds.
  init(entries: [SimulationEntry], duration: Double) {
    self.duration = max(duration, entries.last?.t ?? 0)
    var contentStart: Double? = 0
    var openBreak: TimelineSpan?
    var openAd: TimelineAdBar?
    func closeAd(at t: Double, ending: String) {
      guard var bar = openAd else { return }
      bar.end = t
      bar.ending = ending
      ads.append(bar)
      openAd = nil
    }
    for entry in entries {
      switch entry.kind {
      case .content:
        if entry.detail == "resume" {
          contentStart = contentStart ?? entry.t
        } else if let start = contentStart {
          if entry.t > start {
            content.append(TimelineSpan(label: "content", start: start, end: entry.t))
          }
          contentStart = nil
        }
      case .event:
        switch entry.detail {
        case AdEventType.adBreakStarted.rawValue:
          openBreak = TimelineSpan(label: entry.adBreak ?? "break", start: entry.t, end: entry.t)
        case AdEventType.adBreakEnded.rawValue:
          closeAd(at: entry.t, ending: "interrupted")
          if var span = openBreak {
            span.end = entry.t
            breaks.append(span)
            openBreak = nil
          }
        case AdEventType.started.rawValue:
          closeAd(at: entry.t, ending: "interrupted")
          openAd = TimelineAdBar(
            ad: entry.ad ?? "ad", adBreak: entry.adBreak, start: entry.t, end: entry.t,
            ending: "interrupted", quartiles: [])
        case AdEventType.complete.rawValue, AdEventType.skipped.rawValue:
          closeAd(at: entry.t, ending: entry.detail)
        case let name where Self.quartileEvents.contains(name):
          openAd?.quartiles.append((name: name, t: entry.t))
        default:
          break
        }
      case .beacon:
        marks.append(TimelineMark(kind: .beacon, t: entry.t, title: entry.detail))
      case .request:
        marks.append(TimelineMark(kind: .request, t: entry.t, title: entry.detail))
      case .error:
        if entry.ad != nil, entry.ad == openAd?.ad { closeAd(at: entry.t, ending: "error") }
        marks.append(TimelineMark(kind: .error, t: entry.t, title: entry.detail))
      case .action, .companion, .overlay:
        break
      }
    }
    closeAd(at: self.duration, ending: "interrupted")
    if var span = openBreak {
      span.end = self.duration
      breaks.append(span)
    }
    if let start = contentStart, self.duration > start {
      content.append(TimelineSpan(label: "content", start: start, end: self.duration))
    }
  }
}
