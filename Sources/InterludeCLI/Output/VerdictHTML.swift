/// The verdict as an HTML report's first lines: the headline (`good` for success, `bad`, the
/// error colour, otherwise), then each failure with its code, URL and break.
enum VerdictHTML {
  /// The markup, for the top of a summary box.
  static func markup(_ verdict: LoadVerdict) -> String {
    let style = verdict.outcome == .success ? "good" : "bad"
    var html = "<p class=\"verdict \(style)\">\(HTMLEscaping.text(verdict.headline))</p>\n"
    guard !verdict.failures.isEmpty else { return html }
    html += "<ul class=\"failures\">\n"
    for failure in verdict.failures {
      html += "<li class=\"error\">\(HTMLEscaping.breakable(failure.line))</li>\n"
    }
    return html + "</ul>\n"
  }
}
