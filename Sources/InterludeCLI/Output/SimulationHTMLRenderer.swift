import Interlude
import InterludeSimulation
import InterludeVAST

/// Renders a simulated session as one self-contained HTML page: the privacy summary, the
/// timeline (content, breaks, ads with quartile ticks, requests, beacons, errors), a table of
/// the ads, every outbound URL, and every entry of the text timeline.
///
/// A pure function of the report: the same report gives the same bytes.
struct SimulationHTMLRenderer {
  func render(_ report: SimulationReport) -> String {
    let timeline = SessionTimeline(entries: report.entries, duration: report.duration)
    var body = privacy(report)
    body += "<h2>Timeline</h2>\n" + legend
    body += TimelineSVG(timeline: timeline).markup
    body += ads(timeline)
    body += outbound(report)
    body += beaconsSent(report)
    body += entries(report)
    return HTMLPage(title: "Interlude session report", body: body).markup
  }

  private func privacy(_ report: SimulationReport) -> String {
    let privacy = report.privacy
    var html = "<div class=\"summary privacy\">\n"
    html += VerdictHTML.markup(report.verdict)
    html += "<p>after \(HTMLFormat.clock(report.duration)) of simulated time; "
    html += HTMLEscaping.text(SimulationTextRenderer.count(report.outbound)) + "</p>\n"
    html += "<p>\(HTMLEscaping.text(privacy.line))</p>\n"
    if privacy.identifier != nil {
      let leaked = !privacy.identifierAllowed && privacy.urlsWithIdentifier > 0
      html += "<p class=\"\(leaked ? "bad" : "good")\">"
      html += "device identifier in \(privacy.urlsWithIdentifier) of \(privacy.outboundURLs)"
      html += " outbound URLs</p>\n"
    }
    return html + "</div>\n"
  }

  private var legend: String {
    let items = [
      ("content", "#9db4cf"), ("ad break", "#f2c14e"), ("ad (ticks: quartiles)", "#e07a1f"),
      ("request", "#4a7fd4"), ("beacon", "#2b8a3e"), ("error", "#c0162b"),
    ]
    let spans = items.map { name, colour in
      "<span><span class=\"swatch\" style=\"background: \(colour)\"></span>\(name)</span>"
    }
    return "<p class=\"legend\">" + spans.joined() + " Hover a mark for its URL.</p>\n"
  }

  private func ads(_ timeline: SessionTimeline) -> String {
    guard !timeline.ads.isEmpty else { return "<p>No ad played.</p>\n" }
    var html = "<h2>Ads (\(timeline.ads.count))</h2>\n<table class=\"ads\">\n"
    html += "<tr><th>ad</th><th>break</th><th>start</th><th>played</th><th>quartiles</th>"
    html += "<th>ended</th></tr>\n"
    for ad in timeline.ads {
      let quartiles = ad.quartiles.map { "\($0.name) \(HTMLFormat.clock($0.t))" }
      html += "<tr\(ad.ending == "error" ? " class=\"failed\"" : "")>"
      html += "<td>\(HTMLEscaping.text(ad.ad))</td><td>\(HTMLEscaping.text(ad.adBreak ?? ""))</td>"
      html += "<td class=\"num\">\(HTMLFormat.clock(ad.start))</td>"
      html += "<td class=\"num\">\(HTMLFormat.clock(ad.end - ad.start))</td>"
      html += "<td>\(HTMLEscaping.text(quartiles.joined(separator: ", ")))</td>"
      html += "<td>\(HTMLEscaping.text(ad.ending))</td></tr>\n"
    }
    return html + "</table>\n"
  }

  private func outbound(_ report: SimulationReport) -> String {
    var html = "<h2>Outbound URLs (\(report.outbound.count))</h2>\n<table class=\"outbound\">\n"
    html += "<tr><th>time</th><th>kind</th><th>URL</th></tr>\n"
    for request in report.outbound {
      html += "<tr><td class=\"num\">\(HTMLFormat.clock(request.t))</td>"
      html += "<td>\(HTMLEscaping.text(request.kind.rawValue))</td>"
      html += "<td class=\"url\">\(HTMLEscaping.text(request.url))</td></tr>\n"
    }
    return html + "</table>\n"
  }

  /// What `--send-beacons` sent, each beacon with its server's status; a beacon the server did
  /// not take (no answer, or a 4xx or 5xx status) is marked as failed.
  private func beaconsSent(_ report: SimulationReport) -> String {
    guard let deliveries = report.beaconsSent else { return "" }
    var html = "<h2>Beacons sent (\(deliveries.count))</h2>\n<table class=\"outbound\">\n"
    html += "<tr><th>time</th><th>status</th><th>URL</th></tr>\n"
    for delivery in deliveries {
      html += "<tr\(delivery.delivered ? "" : " class=\"failed\"")>"
      html += "<td class=\"num\">\(HTMLFormat.clock(delivery.t))</td>"
      let outcome = delivery.status.map { "\($0)" } ?? "failed: \(delivery.failure ?? "no answer")"
      html += "<td>\(HTMLEscaping.text(outcome))</td>"
      html += "<td class=\"url\">\(HTMLEscaping.text(delivery.url))</td></tr>\n"
    }
    return html + "</table>\n"
  }

  private func entries(_ report: SimulationReport) -> String {
    var html = "<details><summary>Every entry (\(report.entries.count))</summary>\n"
    html += "<table class=\"entries\">\n<tr><th>time</th><th>kind</th><th>break</th><th>ad</th>"
    html += "<th>detail</th></tr>\n"
    for entry in report.entries {
      html += "<tr\(entry.kind == .error ? " class=\"failed\"" : "")>"
      html += "<td class=\"num\">\(VASTTime.string(from: entry.t))</td>"
      html += "<td>\(entry.kind.rawValue)</td>"
      html += "<td>\(HTMLEscaping.text(entry.adBreak ?? ""))</td>"
      html += "<td>\(HTMLEscaping.text(entry.ad ?? ""))</td>"
      html += "<td class=\"url\">\(HTMLEscaping.text(entry.detail))</td></tr>\n"
    }
    return html + "</table>\n</details>\n"
  }
}
