import Foundation
import Testing

/// Keeps `Docs/MigratingFromIMA.md` honest: its counts are the rows' counts, every row has one
/// of the statuses the page defines, and every Interlude name it gives exists
/// (``MigrationGuideSymbols``).
@MainActor
@Suite("Conformance: the migration guide")
struct MigrationGuideTests {
  /// One row of a table with a `status` column.
  private struct Row {
    var ima: String
    var interlude: String
    var status: String
    var line: String
  }

  private static let statuses = [
    "same", "renamed", "differs", "not applicable", "missing", "Interlude only",
  ]

  private static let guide = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Docs/MigratingFromIMA.md")

  /// The rows of every table whose header has a `status` column.
  private static func rows() throws -> [Row] {
    let lines = try String(contentsOf: guide, encoding: .utf8).components(separatedBy: "\n")
    var rows: [Row] = []
    var statusColumn: Int?
    for (index, line) in lines.enumerated() {
      guard line.hasPrefix("|") else {
        statusColumn = nil
        continue
      }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
      if index + 1 < lines.count, lines[index + 1].hasPrefix("|---") {
        statusColumn = cells.firstIndex(of: "status")
        continue
      }
      guard let statusColumn, !line.hasPrefix("|---"), cells.count > statusColumn else { continue }
      rows.append(Row(ima: cells[0], interlude: cells[1], status: cells[statusColumn], line: line))
    }
    return rows
  }

  /// The backticked names of a cell, leaving out parenthesised ones, which qualify the others
  /// (`` `totalAds` (`IMAAdPodInfo`) ``).
  private static func names(in cell: String) -> [String] {
    let unqualified = cell.replacingOccurrences(
      of: #"\s*\(`[^`]*`\)"#, with: "", options: .regularExpression)
    return unqualified.matches(of: /`([^`]+)`/).map { String($0.output.1) }
  }

  @Test("Every row of the guide has one of its five statuses, or is an Interlude addition")
  func statusesAreKnown() throws {
    let rows = try Self.rows()
    #expect(rows.count > 100)
    for row in rows {
      #expect(Self.statuses.contains(row.status), "unknown status in: \(row.line)")
      let hasInterludeName = !Self.names(in: row.interlude).isEmpty
      switch row.status {
      case "missing", "not applicable":
        #expect(!hasInterludeName, "a \(row.status) row names an Interlude member: \(row.line)")
      case "Interlude only":
        #expect(row.ima == "—", "an Interlude-only row names an IMA member: \(row.line)")
      default:
        #expect(hasInterludeName, "a \(row.status) row names no Interlude member: \(row.line)")
      }
    }
  }

  @Test("The counts at the top of the guide are the IMA members of its rows, by status")
  func countsMatchRows() throws {
    // Every status is stated, 0 included.
    var counted = Dictionary(
      uniqueKeysWithValues: Self.statuses.filter { $0 != "Interlude only" }.map { ($0, 0) })
    for row in try Self.rows() where row.status != "Interlude only" {
      counted[row.status, default: 0] += Self.names(in: row.ima).count
    }
    let text = try String(contentsOf: Self.guide, encoding: .utf8)
    let line = try #require(
      text.components(separatedBy: "\n").first { $0.hasPrefix("**Counts** (IMA members):") })
    var stated: [String: Int] = [:]
    for match in line.matches(of: /(same|renamed|differs|not applicable|missing) (\d+)/) {
      stated[String(match.output.1)] = Int(match.output.2)
    }
    #expect(stated == counted)
  }

  @Test("Every Interlude name in the guide is compiled against the API, and no other")
  func namesExist() throws {
    var named: Set<String> = []
    for row in try Self.rows() where !row.interlude.contains("(InterludeUI)") {
      named.formUnion(Self.names(in: row.interlude))
    }
    let compiled = Set(MigrationGuideSymbols.references.keys)
    #expect(named.subtracting(compiled).sorted() == [], "named in the guide, not compiled")
    #expect(compiled.subtracting(named).sorted() == [], "compiled, no longer in the guide")
  }
}
