import Foundation
import Interlude
import InterludeInspect
import InterludeVAST

/// One request of the `inspect --follow --html` waterfall, as a browser's network panel shows
/// it: URL, status, bytes, when it started and how long it took, its wrapper depth, what came
/// back, and the lint findings of the document it fetched.
struct WaterfallRow: Hashable, Sendable {
  /// The URL requested.
  var url: String
  /// Wrapper depth (0 for the ad tag); nil for a request that is not a document (a pixel).
  var depth: Int?
  /// What the request was for (`adRequest`, `wrapper`, `breakTag`, `beacon`…).
  var purpose: String
  /// The HTTP status, when a response arrived.
  var statusCode: Int?
  /// The body's size in bytes.
  var bytes: Int
  /// Milliseconds from the first request to this one's start.
  var start: Double
  /// Milliseconds the request took.
  var milliseconds: Double
  /// What came back (`VAST, 1 ad`, `VMAP, 3 breaks`, `failed 301: …`).
  var outcome: String
  /// Whether the request or its document failed.
  var failed: Bool
  /// The validator's findings on the fetched document.
  var findings: [Diagnostic]
  /// Why the validator rejected the document, if it did.
  var rejection: String?

  /// The rows of a load: each hop of the report, timed by the matching exchange (by URL, in
  /// order) and linted with `validator`, then the exchanges no hop accounts for (pixels);
  /// sorted by start time.
  static func rows(
    hops: [LoadHop], exchanges: [TimedExchange], validator: VASTValidator
  ) -> [WaterfallRow] {
    var unused = exchanges
    var rows: [WaterfallRow] = []
    for hop in hops {
      let match = unused.firstIndex { $0.url == hop.url }.map { unused.remove(at: $0) }
      let (outcome, failed) = describe(hop.outcome)
      var row = WaterfallRow(
        url: hop.url, depth: hop.depth, purpose: match?.purpose.rawValue ?? "document",
        statusCode: hop.statusCode, bytes: hop.bytes, start: match?.start ?? 0,
        milliseconds: hop.milliseconds, outcome: outcome, failed: failed, findings: [])
      if let body = match?.body, !body.isEmpty {
        let report = validator.validate(body)
        row.findings = report.diagnostics
        row.rejection = report.failure?.description
      }
      rows.append(row)
    }
    for exchange in unused {
      let failure = exchange.failure.map { error in
        "failed: "
          + (URL(string: exchange.url).map { ErrorSentence.transport(error, url: $0) }
            ?? "the request failed")
      }
      rows.append(
        WaterfallRow(
          url: exchange.url, depth: nil, purpose: exchange.purpose.rawValue,
          statusCode: exchange.statusCode, bytes: exchange.body?.count ?? 0, start: exchange.start,
          milliseconds: exchange.milliseconds, outcome: failure ?? exchange.purpose.rawValue,
          failed: exchange.failure != nil || !(200..<400).contains(exchange.statusCode ?? 0),
          findings: []))
    }
    return rows.enumerated().sorted {
      ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
    }
    .map(\.element)
  }

  private static func describe(_ outcome: LoadHop.Outcome) -> (String, Bool) {
    switch outcome {
    case .vast(let ads): ("VAST, \(ads) ad\(ads == 1 ? "" : "s")", false)
    case .vmap(let breaks): ("VMAP, \(breaks) break\(breaks == 1 ? "" : "s")", false)
    case .failed(let code, let message):
      ("failed \(code.rawValue): \(ErrorSentence.plain(message))", true)
    }
  }
}
