import Foundation
import InterludeConsent

/// The proof matrix as a markdown table (cells × what was sent), for the closing note.
///
/// Printed only when `INTERLUDE_PRINT_PRIVACY_MATRIX` is set: `1` writes the table to standard
/// output, any other value (other than `0` or empty) is taken as a file path and the table is
/// written there, replacing the file. For example:
///
/// ```sh
/// INTERLUDE_PRINT_PRIVACY_MATRIX=/tmp/matrix.md swift test --filter PrivacyProofMatrix
/// ```
enum PrivacyMatrixReport {
  /// The environment variable that asks for the table.
  static let variable = "INTERLUDE_PRINT_PRIVACY_MATRIX"

  /// Where the table goes: nil when not asked for, `-` for standard output, else a path.
  static var destination: String? {
    guard let value = ProcessInfo.processInfo.environment[variable], !value.isEmpty, value != "0"
    else { return nil }
    return value == "1" ? "-" : value
  }

  /// The rows as a markdown table, with a legend and totals.
  static func markdown(_ rows: [PrivacyMatrixAudit.Row]) -> String {
    var lines = [
      "| # | ATT | TCF | US | mode | npa | ltd | rdp | is_lat | IDFA sent | gdpr_consent | URLs |",
      "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for (index, row) in rows.enumerated() {
      let cells = [
        "\(index + 1)", row.cell.att.rawValue, row.cell.tcf.label, row.cell.us.label,
        row.mode.rawValue, row.npa, row.ltd, row.rdp, row.isLat,
        row.identifierSent ? "**yes**" : "no", row.gdprConsentSent ? "yes" : "no",
        "\(row.urlCount)",
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    let urls = rows.map(\.urlCount).reduce(0, +)
    let identified = rows.filter(\.identifierSent).count
    lines.append("")
    lines.append(
      "\(rows.count) cells, \(urls) URLs checked; the IDFA was sent in \(identified) cells. "
        + "npa/ltd/rdp/is_lat as on the ad request (`-` = absent).")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes `text` where ``destination`` says.
  static func publish(_ text: String) throws {
    guard let destination else { return }
    if destination == "-" {
      print(text)
    } else {
      try Data(text.utf8).write(to: URL(fileURLWithPath: destination))
    }
  }
}
