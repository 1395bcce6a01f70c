import Interlude
import InterludeInspect

/// Renders `inspect --follow` as one self-contained HTML page: the verdict first (in the error
/// colour, each failure with its code, URL and break, when anything failed), a summary, the tag
/// waterfall (one row per request with the critical path, depth, break, status, URL, kind,
/// bytes, start and duration bars, the lint findings of each document fetched and its raw
/// text, folded), the media file the SDK would play for each linear ad, and the resolved ads.
///
/// A pure function of the report and its rows: the same input gives the same bytes.
struct FollowHTMLRenderer {
  /// The width of the bars' column, as the stylesheet's `.bars`.
  private let barsWidth = 320.0

  func render(_ report: FollowReport, rows: [WaterfallRow]) -> String {
    var body = summary(report, rows: rows)
    body += "<h2>Waterfall</h2>\n" + waterfall(rows)
    body += media(report)
    body += "<h2>Resolved ads</h2>\n<pre class=\"resolved\">"
    body += HTMLEscaping.text(InspectTextRenderer().render(report.report)) + "</pre>\n"
    return HTMLPage(title: "Interlude tag report", body: body).markup
  }

  private func summary(_ report: FollowReport, rows: [WaterfallRow]) -> String {
    let verdict = report.verdict
    let total = rows.map { $0.start + $0.milliseconds }.max() ?? 0
    let errors = rows.reduce(0) { $0 + $1.findings.count { $0.severity == .error } }
    let warnings = rows.reduce(0) { $0 + $1.findings.count { $0.severity == .warning } }
    var html = "<div class=\"summary\">\n"
    html += VerdictHTML.markup(verdict)
    html += "<p>\(rows.count) request\(rows.count == 1 ? "" : "s")"
    html += ", \(HTMLFormat.milliseconds(total)) from the first request to the last response,"
    html += " deepest wrapper \(rows.compactMap(\.depth).max() ?? 0)</p>\n"
    html += "<p>lint of the documents fetched: \(errors) error\(errors == 1 ? "" : "s"), "
    html += "\(warnings) warning\(warnings == 1 ? "" : "s")</p>\n"
    if let input = report.inputDocument {
      html += "<details class=\"xml\"><summary>input document, read from "
      html += "\(HTMLEscaping.text(input.source)) (\(input.text.utf8.count) B)</summary>"
      html += "<pre class=\"xml\">\(HTMLEscaping.text(input.text))</pre></details>\n"
    }
    return html + "</div>\n"
  }

  private func waterfall(_ rows: [WaterfallRow]) -> String {
    let total = max(rows.map { $0.start + $0.milliseconds }.max() ?? 0, 1)
    var html = "<p class=\"legend\">* marks the critical path (the requests the time to loaded"
    html += " waited for). Depth: 0 the ad tag (or the VMAP and its break tags), 1 the document"
    html += " a wrapper points to, 2 the next one. Kind: what the response is.</p>\n"
    html += "<table class=\"waterfall\">\n<tr><th>#</th><th title=\"critical path\">*</th>"
    html += "<th>depth</th><th>break</th><th>status</th>"
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
      html += "<td class=\"mark\">\(row.criticalPath ? "*" : "")</td>"
      html += "<td class=\"num\">\(row.depth.map(String.init) ?? "-")</td>"
      html += "<td>\(HTMLEscaping.text(row.adBreak ?? "-"))</td>"
      html += "<td class=\"num\">\(row.statusCode.map(String.init) ?? "---")</td>"
      html += "<td class=\"url\">\(HTMLEscaping.breakable(row.url))\(findings(row))"
      html += "\(rawXML(row))</td>"
      html += "<td>\(HTMLEscaping.text(row.kind)): \(HTMLEscaping.breakable(row.outcome))</td>"
      html += "<td class=\"num\">\(row.bytes)</td>"
      html += "<td class=\"num\">\(HTMLFormat.milliseconds(row.start))</td>"
      html += "<td class=\"num\">\(HTMLFormat.milliseconds(row.milliseconds))</td>"
      html += "<td class=\"bars\"><div class=\"wait\" style=\"\(style)\""
      html += " title=\"\(HTMLEscaping.attribute(title))\"></div></td></tr>\n"
    }
    return html + "</table>\n"
  }

  /// The media file the SDK would play for each linear ad, under the rendering settings; an
  /// ad with no playable file is marked as failed.
  private func media(_ report: FollowReport) -> String {
    let choices = report.mediaChoices
    guard !choices.isEmpty else { return "" }
    let settings = FollowTextRenderer.settingsText(report.renderingSettings)
    var html = "<h2>Media the SDK would play</h2>\n"
    html += "<p class=\"legend\">\(HTMLEscaping.text(settings))</p>\n<ul class=\"media\">\n"
    for choice in choices {
      html += "<li\(choice.url == nil ? " class=\"failed\"" : "")>"
      html += "\(HTMLEscaping.breakable(choice.line))</li>\n"
    }
    return html + "</ul>\n"
  }

  /// The document as fetched, escaped, folded away.
  private func rawXML(_ row: WaterfallRow) -> String {
    guard let body = row.body else { return "" }
    return "<details class=\"xml\"><summary>raw response (\(row.bytes) B)</summary>"
      + "<pre class=\"xml\">\(HTMLEscaping.text(body))</pre></details>"
  }

  private func findings(_ row: WaterfallRow) -> String {
    guard !row.findings.isEmpty || row.rejection != nil else { return "" }
    var html = "<ul class=\"findings\">"
    if let rejection = row.rejection {
      html += "<li class=\"error\">rejected: \(HTMLEscaping.breakable(rejection))</li>"
    }
    for finding in row.findings {
      html +=
        "<li class=\"\(finding.severity.rawValue)\">\(HTMLEscaping.breakable(finding.description))</li>"
    }
    return html + "</ul>"
  }
}
