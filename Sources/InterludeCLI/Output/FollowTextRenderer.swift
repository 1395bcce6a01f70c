import Foundation
import Interlude
import InterludeInspect

/// Renders a ``FollowReport`` for people: the verdict first (loaded, completed with failures,
/// or failed, each failure with its code, URL and break; in the error colour when `colours`),
/// then one line per request (`*` marks the critical path; `[N]` the wrapper depth; `+start`
/// and the duration in milliseconds since the load began; the break it belongs to), the time to
/// loaded (not when the load failed), the repeated loads' times, then the resolved ads.
struct FollowTextRenderer {
  /// What the `[N]` depth markers mean, printed under the requests' heading.
  static let depthLegend =
    "[N] is the wrapper depth: [0] the ad tag (or the VMAP and its break tags), [1] the"
    + " document a wrapper points to, [2] the next one…"

  func render(_ report: FollowReport, colours: Bool = false) -> String {
    var text = report.verdict.text(colours: colours)
    text += "requests (\(report.hops.count), * on the critical path):\n"
    text += "  \(Self.depthLegend)\n"
    let labels = report.hopBreaks
    for (index, hop) in report.hops.enumerated() {
      let status = hop.statusCode.map(String.init) ?? "---"
      let mark = report.timing.criticalPath.contains(index) ? "*" : " "
      let start = Self.milliseconds(hop.startMilliseconds)
      let duration = Self.milliseconds(hop.milliseconds)
      let adBreak = labels[index].map { "break \"\($0)\"  " } ?? ""
      text += "\(mark) [\(hop.depth)] \(status) +\(start) ms \(duration) ms \(hop.bytes) B "
      text += "\(outcome(hop.outcome))  \(adBreak)\(hop.url)\n"
    }
    text += report.verdict.outcome == .failure ? "" : timing(report)
    text += PixelRecorder.text(report.pixels, sent: report.pixelsSent)
    if !report.loadFailures.isEmpty {
      text += "failed ads:\n"
      for failure in report.loadFailures {
        let vast = failure.error.vastCode.map { " (VAST \($0.rawValue))" } ?? ""
        text += "  \(failure.adId ?? "-"): error \(failure.error.code.rawValue)\(vast) "
        text += "\(ErrorSentence.plain(failure.error.message))\n"
      }
    }
    let choices = report.mediaChoices
    if !choices.isEmpty {
      text += "media the SDK would play (\(Self.settingsText(report.renderingSettings))):\n"
      text += choices.map { "  \($0.line)\n" }.joined()
    }
    text += "resolved:\n" + InspectTextRenderer().render(report.report)
    return text + documents(report)
  }

  /// `time to loaded: 35 ms (critical path: 3 requests, 30 ms)`, then the repeated loads.
  private func timing(_ report: FollowReport) -> String {
    let path = report.timing.criticalPath
    let pathTime = path.reduce(0) { $0 + report.hops[$1].milliseconds }
    var text = "time to loaded: \(Self.milliseconds(report.timing.milliseconds)) ms"
    if !path.isEmpty {
      text += " (critical path: \(path.count) request\(path.count == 1 ? "" : "s"), "
      text += "\(Self.milliseconds(pathTime)) ms)"
    }
    text += "\n"
    guard let repeated = report.repeated else { return text }
    text += "repeated loads on one loader (\(repeated.runs.count)):\n"
    for (index, run) in repeated.runs.enumerated() {
      text += "  run \(index + 1) (\(RepeatedLoads.cache(ofRun: index))): "
      text += "\(Self.milliseconds(run)) ms\n"
    }
    let warm = repeated.medianWarm.map { "\(Self.milliseconds($0)) ms" } ?? "-"
    let all = repeated.medianAll.map { "\(Self.milliseconds($0)) ms" } ?? "-"
    let cold = repeated.cold.map { "\(Self.milliseconds($0)) ms" } ?? "-"
    return text + "  cold \(cold), median warm \(warm), median of all \(all)\n"
  }

  /// `--mime video/mp4, --bitrate 1000`, or the defaults when neither was given.
  static func settingsText(_ settings: AdsRenderingSettings) -> String {
    let mime =
      settings.mimeTypes.isEmpty
      ? "any of \(MediaChoice.defaultMimeTypes.joined(separator: ", "))"
      : "--mime \(settings.mimeTypes.joined(separator: ","))"
    let bitrate = settings.bitrate.map { "--bitrate \($0)" } ?? "automatic bitrate"
    return "\(mime); \(bitrate)"
  }

  /// The document read (`--- input (the file ad.xml):`), then each document fetched, as it
  /// came: `--- request 2 (http://…/wrapper.xml):`, each with its text.
  private func documents(_ report: FollowReport) -> String {
    var text = ""
    if let input = report.inputDocument {
      text = "raw documents, as read and fetched:\n--- input (\(input.source)):\n" + input.text
      text += input.text.hasSuffix("\n") ? "" : "\n"
    }
    for (index, hop) in report.hops.enumerated() {
      guard let body = report.documentTexts[hop.url] else { continue }
      if text.isEmpty { text = "raw documents, as fetched:\n" }
      text += "--- request \(index + 1) (\(hop.url)):\n" + body
      text += body.hasSuffix("\n") ? "" : "\n"
    }
    return text
  }

  /// Milliseconds to a tenth, as `12.3`.
  static func milliseconds(_ value: Double) -> String {
    String(format: "%.1f", value)
  }

  private func outcome(_ outcome: LoadHop.Outcome) -> String {
    switch outcome {
    case .vast(let ads): "VAST, \(ads) ad\(ads == 1 ? "" : "s")"
    case .vmap(let breaks): "VMAP, \(breaks) break\(breaks == 1 ? "" : "s")"
    case .failed(let code, let message): "failed \(code.rawValue): \(ErrorSentence.plain(message))"
    }
  }
}
