import Interlude
import InterludeInspect

/// Renders a ``FollowReport`` for people: one line per request, then the resolved ads.
struct FollowTextRenderer {
  func render(_ report: FollowReport) -> String {
    var text = "requests (\(report.hops.count)):\n"
    for hop in report.hops {
      let status = hop.statusCode.map(String.init) ?? "---"
      let milliseconds = String(Int(hop.milliseconds.rounded()))
      text += "  [\(hop.depth)] \(status) \(milliseconds) ms \(hop.bytes) B \(outcome(hop.outcome))"
      text += "  \(hop.url)\n"
    }
    text += PixelRecorder.text(report.pixels, sent: report.pixelsSent)
    if !report.loadFailures.isEmpty {
      text += "failed ads:\n"
      for failure in report.loadFailures {
        let vast = failure.error.vastCode.map { " (VAST \($0.rawValue))" } ?? ""
        text += "  \(failure.adId ?? "-"): error \(failure.error.code.rawValue)\(vast) "
        text += "\(failure.error.message)\n"
      }
    }
    text += "resolved:\n"
    return text + InspectTextRenderer().render(report.report)
  }

  private func outcome(_ outcome: LoadHop.Outcome) -> String {
    switch outcome {
    case .vast(let ads): "VAST, \(ads) ad\(ads == 1 ? "" : "s")"
    case .vmap(let breaks): "VMAP, \(breaks) break\(breaks == 1 ? "" : "s")"
    case .failed(let code, _): "failed \(code.rawValue)"
    }
  }
}
