import Foundation
import Interlude
import InterludeSimulation
import InterludeVAST

/// Renders a simulated session as a readable timeline: the verdict (each failure with its
/// code, URL and break, in the error colour when `colours`), a privacy header, a line naming the
/// columns, one line per entry (requests and beacons among them), and a footer counting what
/// was sent.
///
/// Each line shows the session time (simulated time since the load began) and the content
/// time (where the content's playhead stood: it stands still during a break), the kind, the
/// break and the ad (`-` when the line has none), then the detail; columns stay aligned
/// whichever fields are empty.
struct SimulationTextRenderer {
  /// The column names, in order.
  static let columns = ["SESSION", "CONTENT", "KIND", "BREAK", "AD", "DETAIL"]

  func render(
    _ result: SessionSimulator.Result, privacy: PrivacySummary, colours: Bool = false
  ) -> String {
    let verdict = LoadVerdict(session: result)
    var text = verdict.text(colours: colours)
    text += privacy.counting(result.outbound).line + "\n"
    let rows = result.entries.map { entry in
      [
        VASTTime.string(from: entry.t), entry.contentTime.map(VASTTime.string(from:)) ?? "-",
        entry.kind.rawValue, entry.adBreak ?? "-", entry.ad ?? "-",
        entry.kind == .error ? ErrorSentence.plain(entry.detail) : entry.detail,
      ]
    }
    text += Self.table([Self.columns] + rows)
    return text + "\(verdict.headline), after \(VASTTime.string(from: result.duration)) of"
      + " simulated time; \(Self.count(result.outbound))\n"
  }

  /// The rows with every column but the last padded to its widest cell, two spaces apart.
  static func table(_ rows: [[String]]) -> String {
    guard let columnCount = rows.first?.count, columnCount > 0 else { return "" }
    let widths = (0..<columnCount - 1).map { column in
      rows.map { $0[column].count }.max() ?? 0
    }
    return rows.map { row in
      var line = ""
      for (column, cell) in row.enumerated() {
        guard column < widths.count else {
          line += cell
          break
        }
        line += cell.padding(toLength: widths[column], withPad: " ", startingAt: 0) + "  "
      }
      return line + "\n"
    }.joined()
  }

  /// `57 outbound URLs: 1 ad request, 2 wrappers, 2 break tags, 52 beacons`.
  static func count(_ outbound: [OutboundRequest]) -> String {
    let names: [(HTTPRequest.Purpose, String)] = [
      (.adRequest, "ad request"), (.wrapper, "wrapper"), (.breakTag, "break tag"),
      (.beacon, "beacon"), (.other, "other request"),
    ]
    let parts = names.compactMap { kind, name -> String? in
      let count = outbound.count { $0.kind == kind }
      return count == 0 ? nil : "\(count) \(name)\(count == 1 ? "" : "s")"
    }
    let total = "\(outbound.count) outbound URL\(outbound.count == 1 ? "" : "s")"
    return parts.isEmpty ? total : total + ": " + parts.joined(separator: ", ")
  }
}
