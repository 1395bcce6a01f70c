import Foundation

/// ANSI colours for text meant for a terminal: the error colour of failures.
///
/// Used only when standard output is a terminal and `NO_COLOR` is not set
/// (``CommandContext/colours``), so that piped output and files stay plain text.
enum TerminalColour {
  /// Each line of `text` in red (the error colour), newlines kept.
  static func error(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.isEmpty ? "" : "\u{1B}[31m\(line)\u{1B}[0m"
    }.joined(separator: "\n")
  }

  /// Whether this process's standard output is a terminal that takes colours: not when
  /// `NO_COLOR` is set (no-color.org) or `TERM` is `dumb`.
  static var standardOutputTakesColours: Bool {
    let environment = ProcessInfo.processInfo.environment
    guard environment["NO_COLOR"] == nil, environment["TERM"] != "dumb" else { return false }
    return isatty(STDOUT_FILENO) == 1
  }
}
