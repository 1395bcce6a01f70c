public import Foundation
public import InterludeVAST

/// A stable, JSON-encodable summary of an ad response: what `interlude inspect --json` prints.
///
/// The report is built from a parsed ``AdResponse`` or from the ``VASTError`` that rejected a
/// document, and its encoded form is a public contract for scripts and dashboards.
///
/// Schema rules, which hold at every level:
/// - Every key is always present, so consumers see one schema whatever the document holds.
/// - A value the document does not give is `null` (scalars and objects alike).
/// - A list the document does not give is `[]`; lists never appear as `null`. For a VAST document
///   `adBreaks` is `[]`; for a VMAP document `ads` and `adFailures` are `[]`.
/// - Times are seconds as JSON numbers (`duration`, `repeatAfter`, `offset`), except the offsets
///   that VAST and VMAP allow as percentages, which are strings in their canonical XML form
///   (`skipOffset` as `"00:00:05.000"` or `"25%"`, `timeOffset` as `"start"`, `"#2"`, ...).
/// - Tracking events are objects from the event name to its URLs, in document order.
///
/// Encode with ``encoder`` for deterministic output (sorted keys, unescaped slashes).
public struct InspectReport: Encodable, Hashable, Sendable {
  /// `"vast"` or `"vmap"`; for a rejected document, the family of its error code.
  public var kind: String
  /// The `version` attribute of the root element, or the version the error reports.
  public var version: String?
  /// The document-level `<Error>` URLs.
  public var errorURLs: [String]
  /// The ads of a VAST document, in document order.
  public var ads: [Ad]
  /// The ads that were skipped because they were individually broken.
  public var adFailures: [AdFailureEntry]
  /// The ad breaks of a VMAP document, in document order.
  public var adBreaks: [AdBreak]
  /// Why the whole document was rejected, or nil when it was accepted.
  public var failure: Failure?

  /// Creates a report from its parts.
  public init(
    kind: String, version: String? = nil, errorURLs: [String] = [], ads: [Ad] = [],
    adFailures: [AdFailureEntry] = [], adBreaks: [AdBreak] = [], failure: Failure? = nil
  ) {
    self.kind = kind
    self.version = version
    self.errorURLs = errorURLs
    self.ads = ads
    self.adFailures = adFailures
    self.adBreaks = adBreaks
    self.failure = failure
  }

  /// Creates the report of a parsed response.
  public init(_ response: AdResponse) {
    switch response {
    case .vast(let document): self.init(document)
    case .vmap(let document): self.init(document)
    }
  }

  /// Creates the report of a VAST document.
  public init(_ document: VASTDocument) {
    self.init(
      kind: "vast", version: document.version, errorURLs: document.errorURLs,
      ads: document.ads.map(Ad.init), adFailures: document.adFailures.map(AdFailureEntry.init))
  }

  /// Creates the report of a VMAP document.
  public init(_ document: VMAPDocument) {
    self.init(
      kind: "vmap", version: document.version, adBreaks: document.adBreaks.map(AdBreak.init))
  }

  /// Creates the report of a rejected document.
  ///
  /// `kind` is `"vmap"` for VMAP error codes (1000-1008) and `"vast"` otherwise; `version` and
  /// `errorURLs` are those the error carries.
  public init(_ error: VASTError) {
    self.init(
      kind: error.code.isVMAP ? "vmap" : "vast", version: error.version,
      errorURLs: error.errorURLs, failure: Failure(error))
  }

  /// Parses `data` and reports the response or the error that rejected it.
  public init(parsing data: Data, options: ParserOptions = .default) {
    do {
      self.init(try AdResponseParser(options: options).parse(data))
    } catch {
      self.init(error)
    }
  }

  /// The encoder that gives the stable form: pretty-printed, sorted keys, unescaped slashes.
  public static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return encoder
  }

  /// The stable JSON text of this report, ending with a newline.
  ///
  /// - Throws: `EncodingError` when a number is not finite (JSON has no NaN or infinity).
  public func jsonString() throws -> String {
    try Self.stableJSON(self)
  }

  /// Encodes a report with ``encoder``, writing empty lists as `[]` on every platform (Linux's
  /// encoder spreads them over lines), and ends the text with a newline.
  public static func stableJSON(_ value: some Encodable) throws -> String {
    let text = String(decoding: try encoder.encode(value), as: UTF8.self)
    // The pattern needs a raw new line, which JSON strings cannot hold: only empty lists match.
    let compacted = text.replacingOccurrences(
      of: #"\[\n\s*\]"#, with: "[]", options: .regularExpression)
    return compacted + "\n"
  }

  private enum CodingKeys: String, CodingKey {
    case kind, version, errorURLs, ads, adFailures, adBreaks, failure
  }

  /// Encodes every key, writing `null` for absent values.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(version, forKey: .version)
    try container.encode(errorURLs, forKey: .errorURLs)
    try container.encode(ads, forKey: .ads)
    try container.encode(adFailures, forKey: .adFailures)
    try container.encode(adBreaks, forKey: .adBreaks)
    try container.encode(failure, forKey: .failure)
  }
}
