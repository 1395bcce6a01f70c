import Foundation
import InterludeTestSupport
import Testing

/// One documented kind from the `kind` column of a corpus `SOURCES.md` table.
///
/// A cell may join several with `+` (`vast-pod+wrapper`).
enum FixtureKind: Hashable, Sendable {
  case inLine
  case wrapper
  case pod
  case multiAd
  case noAd
  case vast1Unsupported
  case vmap
  case fragment(root: String)
  case invalidRoot(root: String)
  case malformed

  /// Reads one kind (`vast-inline`, `fragment(Ad)`…); nil for a name this catalog does not know.
  init?(cell: String) {
    switch cell {
    case "vast-inline": self = .inLine
    case "vast-wrapper", "wrapper": self = .wrapper
    case "vast-pod", "pod": self = .pod
    case "vast-multi-ad", "multi-ad": self = .multiAd
    case "vast-no-ad": self = .noAd
    case "vast1-unsupported": self = .vast1Unsupported
    case "vmap": self = .vmap
    case "malformed": self = .malformed
    default:
      if let root = Self.argument(of: "fragment", in: cell) {
        self = .fragment(root: root)
      } else if let root = Self.argument(of: "invalid-root", in: cell) {
        self = .invalidRoot(root: root)
      } else {
        return nil
      }
    }
  }

  private static func argument(of function: String, in cell: String) -> String? {
    guard cell.hasPrefix(function + "("), cell.hasSuffix(")") else { return nil }
    return String(cell.dropFirst(function.count + 1).dropLast())
  }
}

/// The result a corpus file must reach when parsed.
enum FixtureOutcome: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// Parses as a VAST document with at least one ad.
  case vast
  /// Parses as a VMAP document with at least one break.
  case vmap
  /// Fails with this VAST error code.
  case rejected(code: Int)

  var description: String {
    switch self {
    case .vast: "VAST document"
    case .vmap: "VMAP document"
    case .rejected(let code): "rejected with \(code)"
    }
  }

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.sortKey < rhs.sortKey }

  private var sortKey: Int {
    switch self {
    case .vast: 0
    case .vmap: 1
    case .rejected(let code): 2 + code
    }
  }
}

/// One row of a corpus `SOURCES.md` table: a fixture and what its source says it is.
struct FixtureEntry: Hashable, Sendable, CustomTestStringConvertible {
  /// The source folder below `fixtures/vast` (`rs-vast`).
  var source: String
  /// The file's path inside the source folder.
  var file: String
  /// The raw `kind` cell.
  var kindCell: String
  /// The documented kinds; empty when the cell names an unknown kind.
  var kinds: [FixtureKind]
  /// The documented VAST or VMAP version; nil when the cell is empty.
  var version: String?
  /// The flags cell, split on white space.
  var flags: [String]

  /// The path below `fixtures/vast`.
  var relativePath: String { "\(source)/\(file)" }

  var testDescription: String { relativePath }

  /// The outcome correct behaviour demands: an override when the documented kind is wrong,
  /// otherwise what the kind implies.
  var expectedOutcome: FixtureOutcome? {
    if let override = FixtureCatalog.overrides[relativePath] { return override }
    return documentedOutcome
  }

  /// The outcome the documented kind implies; nil when the kind is unknown.
  var documentedOutcome: FixtureOutcome? {
    guard !kinds.isEmpty else { return nil }
    for kind in kinds {
      switch kind {
      case .noAd: return .rejected(code: 303)
      case .vast1Unsupported: return .rejected(code: 102)
      case .fragment, .invalidRoot: return .rejected(code: 101)
      case .malformed: return .rejected(code: 100)
      case .vmap: return .vmap
      case .inLine, .wrapper, .pod, .multiAd: continue
      }
    }
    return .vast
  }
}

/// The shared VAST/VMAP corpus, read from the tables of its `SOURCES.md` files.
enum FixtureCatalog {
  /// Files whose documented kind disagrees with correct behaviour, with the outcome to assert.
  ///
  /// Keyed by path below `fixtures/vast`. Every entry says why in a comment.
  static let overrides: [String: FixtureOutcome] = [:]

  /// The corpus folder, or nil when the shared fixtures are absent.
  static var directory: URL? { SharedFixtures.vastDirectory }

  /// Every table row of every `SOURCES.md`, sorted by path; empty when the corpus is absent.
  static let entries: [FixtureEntry] = {
    guard let directory else { return [] }
    return sourceFolders(in: directory).flatMap { folder -> [FixtureEntry] in
      let sources = folder.appendingPathComponent("SOURCES.md")
      guard let text = try? String(contentsOf: sources, encoding: .utf8) else { return [] }
      return parseTable(text, source: folder.lastPathComponent)
    }.sorted { $0.relativePath < $1.relativePath }
  }()

  /// Every XML file in the corpus, as paths below `fixtures/vast`.
  static var xmlFiles: [String] {
    guard let directory else { return [] }
    return SharedFixtures.files(under: directory, extensions: ["xml"]).map {
      SharedFixtures.relativePath(of: $0, under: directory)
    }
  }

  /// The bytes of a corpus file.
  static func data(of entry: FixtureEntry) throws -> Data {
    let directory = try #require(directory, Comment(rawValue: SharedFixtures.unavailableMessage))
    return try Data(contentsOf: directory.appendingPathComponent(entry.relativePath))
  }

  /// The folders directly below the corpus folder that hold a `SOURCES.md`.
  static func sourceFolders(in directory: URL) -> [URL] {
    let fileManager = FileManager.default
    let children =
      (try? fileManager.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: nil)) ?? []
    return children.filter {
      fileManager.fileExists(atPath: $0.appendingPathComponent("SOURCES.md").path)
    }.sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  /// Reads the rows of the `| file | original path | kind | version | flags |` table.
  static func parseTable(_ markdown: String, source: String) -> [FixtureEntry] {
    var entries: [FixtureEntry] = []
    var inTable = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("|") else {
        inTable = false
        continue
      }
      let cells = cells(of: trimmed)
      if cells.first == "file", cells.count >= 5, cells[2] == "kind" {
        inTable = true
        continue
      }
      guard inTable, cells.count >= 5, !cells[0].hasPrefix("---") else { continue }
      let kindCell = cells[2]
      let parsedKinds = kindCell.split(separator: "+").map { FixtureKind(cell: String($0)) }
      entries.append(
        FixtureEntry(
          source: source, file: cells[0], kindCell: kindCell,
          kinds: parsedKinds.contains(nil) ? [] : parsedKinds.compactMap { $0 },
          version: cells[3].isEmpty ? nil : cells[3],
          flags: cells[4].split(separator: " ").map(String.init)))
    }
    return entries
  }

  /// The cells of a Markdown table row, trimmed and without code backticks.
  private static func cells(of row: String) -> [String] {
    var parts = row.split(separator: "|", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    // A row starts and ends with `|`: drop the empty pieces outside them.
    if parts.first == "" { parts.removeFirst() }
    if parts.last == "" { parts.removeLast() }
    return parts.map { cell in
      cell.hasPrefix("`") && cell.hasSuffix("`") && cell.count >= 2
        ? String(cell.dropFirst().dropLast()) : cell
    }
  }
}
