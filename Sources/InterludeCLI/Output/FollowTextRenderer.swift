import Foundation
import Interlude
import InterludeInspect

/// Renders a ``FollowReport`` for people: one line per request (`*` marks the critical path;
/// `+start` and the duration in milliseconds since the load began), the time to loaded, the
/// repeated loads' times, then the resolved ads.
struct FollowTextRenderer {
  func render(_ report: FollowReport) -> String {
    var text = "requests (\(report.hops.count), * on the critical path):\n"
    for (index, hop) in report.hops.enumerated() {
      let status = hop.statusCode.map(String.init) ?? "---"
      let mark = report.timing.criticalPath.contains(index) ? "*" : " "
      let start = Self.milliseconds(hop.startMilliseconds)
      let duration = Self.milliseconds(hop.milliseconds)
      text += "\(mark) [\(hop.depth)] \(status) +\(start) ms \(duration) ms \(hop.bytes) B "
      text += "\(outcome(hop.outcome))  \(hop.url)\n"
    }
    text += timing(report)
    text += PixelRecorder.text(report.pixels, sent: report.pixelsSent)
    if !report.loadFailures.isEmpty {
      text += "failed ads:\n"
      for failure in report.loadFailures {
        let vast = failure.error.vastCode.map { " (VAST \($0.rawValue))" } ?? ""
        text += "  \(failure.adId ?? "-"): error \(failure.error.code.rawValue)\(vast) "
        text += "\(ErrorSentence.plain(failure.error.message))\n"
      }
    }
    text += "resolved:\n"
    return text + InspectTextRenderer().render(report.report)
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

  /// Milliseconds to a tenth, as `12.3`.
  static func milliseconds(_ value: Double) -> String {
    String(format: "%.1f", value)
  }

  private func outcome(_ outcome: LoadHop.Outcome) -> String {
    switch outcome {
    case .vast(let ads): "VAST, \(ads) ad\(ads == 1 ? "" : "s")"
    case .vmap(let breaks): "VMAP, \(breaks) break\(breaks == 1 ? "" : "s")"
    case .failed(let code, _): "failed \(code.rawValue)"
    }
  }
}
