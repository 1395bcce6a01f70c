import Foundation
import Interlude
import InterludeInspect

extension FollowReport {
  /// Keeps the text of each document `exchanges` fetched (``documentTexts``), and names the
  /// VAST version of the documents behind each resolved tree (the ad tag's, or each
  /// VMAP break's), read from the ``inputDocument`` (a VAST document read from a file starts
  /// the chain) and the documents `exchanges` fetched: `4.2 (Wrapper 4.2, InLine 4.1)`, the
  /// InLine's version first. A tree whose documents name no version keeps none.
  mutating func applyVersions(from exchanges: [TimedExchange]) {
    for exchange in exchanges where documentTexts[exchange.url] == nil {
      guard exchange.purpose != .beacon, let body = exchange.body, !body.isEmpty else { continue }
      documentTexts[exchange.url] = String(decoding: body, as: UTF8.self)
    }
    let labels = hopBreaks
    var documents: [(adBreak: String?, kind: String, version: String?)] = []
    if let input = inputDocument {
      let body = Data(input.text.utf8)
      let parsed = InspectReport(parsing: body)
      if parsed.kind == "vast" {
        documents.append((nil, WaterfallRow.kind(of: body), parsed.version))
      }
    }
    for (index, hop) in hops.enumerated() {
      guard (200..<300).contains(hop.statusCode ?? 0),
        let body = exchanges.first(where: { $0.url == hop.url })?.body, !body.isEmpty
      else { continue }
      let parsed = InspectReport(parsing: body)
      guard parsed.kind == "vast" else { continue }
      documents.append((labels[index], WaterfallRow.kind(of: body), parsed.version))
    }
    func version(of adBreak: String?) -> String? {
      let chain = documents.filter { $0.adBreak == adBreak }
      guard chain.contains(where: { $0.version != nil }) else { return nil }
      let main = chain.last { $0.kind == "InLine" }?.version ?? chain.compactMap(\.version).first
      let parts = chain.map { document in
        // A document that does not parse has no version to name.
        guard document.kind != WaterfallRow.invalidDocument else { return document.kind }
        return "\(document.kind) \(document.version ?? "(no version)")"
      }
      return (main ?? "") + " (" + parts.joined(separator: ", ") + ")"
    }
    if breaks.isEmpty {
      if report.failure == nil { report.version = version(of: nil) }
      return
    }
    for (index, outcome) in breaks.enumerated() where index < report.adBreaks.count {
      guard report.adBreaks[index].adSource?.vast?.failure == nil else { continue }
      report.adBreaks[index].adSource?.vast?.version = version(of: outcome.label)
    }
  }
}
