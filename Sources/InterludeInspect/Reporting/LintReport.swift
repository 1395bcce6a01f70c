import Foundation
import InterludeVAST

/// A stable, JSON-encodable form of a ``ValidationReport``: what `interlude lint --json` prints.
///
/// Every key is always present: `kind`, `version` and `failure` are `null` when unknown or when
/// the document was accepted; `diagnostics` is `[]` when there are none; `counts` always holds
/// `error`, `warning` and `info`. Encode with ``InspectReport/encoder`` for deterministic output.
public struct LintReport: Encodable, Hashable, Sendable {
  /// `"vast"`, `"vmap"`, or nil when the root element was not recognised.
  public var kind: String?
  /// The `version` attribute of the root element.
  public var version: String?
  /// The findings, in the validator's order.
  public var diagnostics: [Entry]
  /// Why the parser rejected the document, or nil when it was accepted.
  public var failure: InspectReport.Failure?
  /// The number of findings of each severity, keyed by `error`, `warning` and `info`.
  public var counts: [String: Int]

  /// Creates the stable form of a validation report.
  public init(_ report: ValidationReport) {
    kind = report.kind?.rawValue
    version = report.version
    diagnostics = report.diagnostics.map(Entry.init)
    failure = report.failure.map(InspectReport.Failure.init)
    counts = Dictionary(
      uniqueKeysWithValues: Diagnostic.Severity.allCases.map { ($0.rawValue, report.count(of: $0)) }
    )
  }

  /// The stable JSON text of this report, ending with a newline.
  ///
  /// - Throws: `EncodingError` if encoding fails (it cannot for strings and integers).
  public func jsonString() throws -> String {
    try InspectReport.stableJSON(self)
  }

  private enum CodingKeys: String, CodingKey {
    case kind, version, diagnostics, failure, counts
  }

  /// Encodes every key, writing `null` for absent values.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(version, forKey: .version)
    try container.encode(diagnostics, forKey: .diagnostics)
    try container.encode(failure, forKey: .failure)
    try container.encode(counts, forKey: .counts)
  }
}
