import InterludeSimulation

/// The text of `interlude simulate --faults-list`: every fault `--fault` takes, how its moment
/// and target are written, and the sessions `--shape` plays, so that one cell of the fault
/// matrix, a shape and a fault, is one command line.
enum FaultListRenderer {
  /// The whole list, ending with a newline.
  static func render() -> String {
    var text = "FAULTS (--fault KIND[:ARG]@MOMENT, repeatable):\n"
    text += columns(SessionFaultKind.catalogue.map { ($0.syntax, $0.meaning) })
    text += "\nMOMENT:\n"
    text += columns([
      ("@HH:MM:SS[.mmm]", "at that session time, as @00:02:20 or @00:00:05.500"),
      ("@EVENT[#N]", "inside the delegate callback of the N-th such event (#1 without #N),"),
      ("", "as @STARTED#2, @CONTENT_PAUSE_REQUESTED or @AD_ERROR"),
    ])
    text += "\nTARGET (default media): \(SessionFaultKind.targetNames)\n"
    text += "Without @, the media faults (stall, error, load-failure, and the TARGET faults\n"
    text += "aimed at media) hit the first ad; any other fault needs a moment.\n"
    text += "\nSHAPES (--shape NAME):\n"
    text += columns(SessionShape.allCases.map { ($0.rawValue, $0.summary) })
    text += "\nExample: \(CLI.name) simulate --shape pod3 --fault destroy@STARTED#2\n"
    return text
  }

  /// Two-column rows indented by two spaces, the second column aligned two spaces after the
  /// widest first one.
  private static func columns(_ rows: [(term: String, meaning: String)]) -> String {
    let width = rows.map(\.term.count).max() ?? 0
    return rows.map { row in
      "  " + row.term + String(repeating: " ", count: width - row.term.count + 2) + row.meaning
        + "\n"
    }.joined()
  }
}
