import Interlude
import InterludeInspect

/// Renders `inspect --follow` as one self-contained HTML page: a summary, the tag waterfall
/// (one row per request with URL, status, bytes, depth, start and duration bars, and the lint
/// findings of each document), the ads that failed, and the resolved ads.
///
/// A pure function of the report and its rows: the same input gives the same bytes.
struct FollowHTMLRenderer {
  /// The width of the bars' column, as the stylesheet's `.bars`.
  private let barsWidth = 320.0

  func render(_ report: FollowReport, rows: [WaterfallRow]) -> String {
    var body = summary(report, rows: rows)
    body += "<h2>Waterfall</h2>\n" + waterfall(rows)
    body += failures(report)
    body += "<h2>Resolved ads</h2>\n<pre class=\"resolved\">"
    body += HTMLEscaping.text(InspectTextRenderer().render(report.report)) + "</pre>\n"
    return HTMLPage(title: "Interlude tag report", body: body).markup
  }

  private func summary(_ report: FollowReport, rows: [WaterfallRow]) -> String {
    let total = rows.map { $0.start + $0.milliseconds }.max() ?? 0
    let errors = rows.reduce(0) { $0 + $1.findings.count { $0.severity == .error } }
    let warnings = rows.reduce(0) { $0 + $1.findings.count { $0.severity == .warning } }
    var html = "<div class=\"summary\">\n<p>\(rows.count) request\(rows.count == 1 ? "" : "s")"
    html += ", \(HTMLFormat.milliseconds(total)) from the first request to the last response,"
    html += " deepest wrapper \(rows.compactMap(\.depth).max() ?? 0)</p>\n"
    html += "<p>lint: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning"
    html += "\(warnings == 1 ? "" : "s")</p>\n"
    if let failure = report.report.failure {
      html += "<p class=\"bad\">no ad could be loaded: error \(failure.code) "
      html += "\(HTMLEscaping.text(failure.message))</p>\n"
    } else {
      html += "<p class=\"good\">loaded</p>\n"
    }
    return html + "</div>\n"
  }

  private func waterfall(_ rows: [WaterfallRow]) -> String {
    let total = max(rows.map { $0.start + $0.milliseconds }.max() ?? 0, 1)
    var html = "<table class=\"waterfall\">\n<tr><th>#</th><th>depth</th><th>status</th>"
    html += "<th>URL</th><th>kind</th><th>bytes</th><th>start</th><th>time</th>"
    html += "<th class=\"bars\">0 to \(HTMLFormat.milliseconds(total))</th></tr>\n"
    for (index, row) in rows.enumerated() {
      let left = row.start / total * barsWidth
      let width = max(row.milliseconds / total * barsWidth, 2)
      let style = "left: \(HTMLFormat.number(left))px; width: \(HTMLFormat.number(width))px"
      let title =
        "\(row.url) started at \(HTMLFormat.milliseconds(row.start)), took "
        + HTMLFormat.milliseconds(row.milliseconds)
      html += "<tr class=\"request\(row.failed ? " failed" : "")\">"
      html += "<td class=\"num\">\(index + 1)</td>"
      html += "<td class=\"num\">\(row.depth.map(String.init) ?? "-")</td>"
      html += "<td class=\"num\">\(row.statusCode.map(String.init) ?? "---")</td>"
      html += "<td class=\"url\">\(HTMLEscaping.text(row.url))\(findings(row))</td>"
      html += "<td>\(HTMLEscaping.text(row.purpose)): \(HTMLEscaping.text(row.outcome))</td>"
      html += "<td class=\"num\">\(row.bytes)</td>"
      html += "<td class=\"num\">\(HTMLFormat.milliseconds(row.start))</td>"
      html += "<td class=\"num\">\(HTMLFormat.milliseconds(row.milliseconds))</td>"
      html += "<td class=\"bars\"><div class=\"wait\" style=\"\(style)\""
      html += " title=\"\(HTMLEscaping.attribute(title))\"></div></td></tr>\n"
    }
    return html + "</table>\n"
  }

  private func findings(_ row: WaterfallRow) -> String {
    guard !row.findings.isEmpty || row.rejection != nil else { return "" }
    var html = "<ul class=\"findings\">"
    if let rejection = row.rejection {
      html += "<li class=\"error\">rejected: \(HTMLEscaping.text(rejection))</li>"
    }
    for finding in row.findings {
      html +=
        "<li class=\"\(finding.severity.rawValue)\">\(HTMLEscaping.text(finding.description))</li>"
    }
    return html + "</ul>"
  }

  private func failures(_ report: FollowReport) -> String {
    guard !report.loadFailures.isEmpty else { return "" }
    var html = "<h2>Failed ads (\(report.loadFailures.count))</h2>\n<ul class=\"failures\">\n"
    for failure in report.loadFailures {
      let vast = failure.error.vastCode.map { " (VAST \($0.rawValue))" } ?? ""
      let text =
        "\(failure.adId ?? "-"): error \(failure.error.code.rawValue)\(vast) "
        + ErrorSentence.plain(failure.error.message)
      html += "<li class=\"error\">\(HTMLEscaping.text(text))</li>\n"
    }
    return html + "</ul>\n"
  }
}
