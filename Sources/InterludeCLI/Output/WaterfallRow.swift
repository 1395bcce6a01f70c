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
  /// What the request was for (`adRequest`, `wrapper`, `breakTag`, `beacon`…): why it was
  /// made, which is not always what came back (see ``kind``).
  var purpose: String
  /// What the response is: `VMAP`, `InLine`, `Wrapper`, `InLine + Wrapper`, `VAST, no ads`,
  /// `not a valid document`, `no document` (the request failed), or the purpose of a request
  /// that is not a document (`beacon`).
  var kind: String = ""
  /// The VMAP break the request belongs to, nil outside a break.
  var adBreak: String?
  /// Whether the request is on the critical path to loaded.
  var criticalPath = false
  /// The HTTP status, when a response arrived.
  var statusCode: Int?
  /// The body's size in bytes.
  var bytes: Int
  /// Milliseconds from the first request to this one's start.
  var start: Double
  /// Milliseconds the request took.
  var milliseconds: Double
  /// What came back (`1 ad`, `3 breaks`, `HTTP 404: …`, `connection refused by …`), after the
  /// ``kind``.
  var outcome: String
  /// Whether the request or its document failed.
  var failed: Bool
  /// The validator's findings on the fetched document (only a document fetched successfully
  /// is linted: an error page is not a VAST document).
  var findings: [Diagnostic]
  /// Why the validator rejected the document, if it did.
  var rejection: String?
  /// The document's text as fetched, nil when nothing was fetched.
  var body: String?

  /// The rows of a load: each hop of the report, timed by the matching exchange (by URL, in
  /// order), with its break (`breaks`, in the order of `hops`) and whether it is on the critical
  /// path (`criticalPath`, indices of `hops`); each document fetched successfully (a 2xx
  /// answer) is linted with `validator`. Then the exchanges no hop accounts for (pixels); sorted
  /// by start time.
  static func rows(
    hops: [LoadHop], breaks: [String?] = [], criticalPath: Set<Int> = [],
    exchanges: [TimedExchange], validator: VASTValidator
  ) -> [WaterfallRow] {
    var unused = exchanges
    var rows: [WaterfallRow] = []
    for (index, hop) in hops.enumerated() {
      let match = unused.firstIndex { $0.url == hop.url }.map { unused.remove(at: $0) }
      let (outcome, failed) = describe(hop, exchange: match)
      var row = WaterfallRow(
        url: hop.url, depth: hop.depth, purpose: match?.purpose.rawValue ?? "document",
        adBreak: index < breaks.count ? breaks[index] : nil,
        criticalPath: criticalPath.contains(index), statusCode: hop.statusCode, bytes: hop.bytes,
        start: match?.start ?? 0, milliseconds: hop.milliseconds, outcome: outcome,
        failed: failed, findings: [])
      row.kind = "no document"
      if let body = match?.body, !body.isEmpty, (200..<300).contains(hop.statusCode ?? 200) {
        let report = validator.validate(body)
        row.findings = report.diagnostics
        row.rejection = report.failure?.description
        row.kind = kind(of: body)
        row.body = String(decoding: body, as: UTF8.self)
      } else if let body = match?.body, !body.isEmpty {
        row.body = String(decoding: body, as: UTF8.self)
      }
      rows.append(row)
    }
    for exchange in unused {
      let failure = exchange.failure.map { error in
        URL(string: exchange.url).map { ErrorSentence.transport(error, url: $0) }
          ?? "the request failed"
      }
      let status = exchange.statusCode.map { "HTTP \($0)" }
      rows.append(
        WaterfallRow(
          url: exchange.url, depth: nil, purpose: exchange.purpose.rawValue,
          kind: exchange.purpose.rawValue, statusCode: exchange.statusCode,
          bytes: exchange.body?.count ?? 0, start: exchange.start,
          milliseconds: exchange.milliseconds, outcome: failure ?? status ?? "sent",
          failed: exchange.failure != nil || !(200..<400).contains(exchange.statusCode ?? 0),
          findings: []))
    }
    return rows.enumerated().sorted {
      ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
    }
    .map(\.element)
  }

  /// The kind of a response that is not a VAST or VMAP document the parser accepts.
  static let invalidDocument = "not a valid document"

  /// What a fetched document is, by its root and its ads.
  static func kind(of body: Data) -> String {
    let report = InspectReport(parsing: body)
    if report.kind == "vmap" { return report.failure == nil ? "VMAP" : invalidDocument }
    guard report.failure == nil else { return invalidDocument }
    let types = Set(report.ads.map(\.type))
    switch (types.contains("inline"), types.contains("wrapper")) {
    case (true, true): return "InLine + Wrapper"
    case (true, false): return "InLine"
    case (false, true): return "Wrapper"
    case (false, false): return "VAST, no ads"
    }
  }

  /// The outcome of a hop: what came back, or why the request failed: its HTTP status, or the
  /// transport's reason when no answer came.
  private static func describe(_ hop: LoadHop, exchange: TimedExchange?) -> (String, Bool) {
    if case .failed = hop.outcome, let status = hop.statusCode, !(200..<300).contains(status) {
      return ("HTTP \(status): the server did not return a document", true)
    }
    if case .failed = hop.outcome, hop.statusCode == nil, let error = exchange?.failure,
      let url = URL(string: hop.url)
    {
      return (ErrorSentence.transport(error, url: url), true)
    }
    return describe(hop.outcome)
  }

  private static func describe(_ outcome: LoadHop.Outcome) -> (String, Bool) {
    switch outcome {
    case .vast(let ads): ("\(ads) ad\(ads == 1 ? "" : "s")", false)
    case .vmap(let breaks): ("\(breaks) break\(breaks == 1 ? "" : "s")", false)
    case .failed(let code, let message):
      ("error \(code.rawValue): \(ErrorSentence.plain(message))", true)
    }
  }
}
