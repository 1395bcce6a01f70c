import Foundation
import Interlude

/// Which VMAP break each request of a load belongs to: a break's ad tag request is matched to
/// the break by its URL, and every request a document leads to (a wrapper's next hop, the
/// InLine behind it) belongs to that document's break.
enum HopBreaks {
  /// For each of `hops`, the label of its break, nil for the VMAP document itself and for a
  /// load without breaks.
  static func labels(of hops: [LoadHop], breaks: [BreakOutcome]) -> [String?] {
    var labels = [String?](repeating: nil, count: hops.count)
    var byURL: [String: String] = [:]
    var unclaimed = breaks.filter { $0.tagURL != nil }
    for (index, hop) in hops.enumerated() {
      if let parent = hop.parentURL, let label = byURL[parent] {
        labels[index] = label
      } else if let match = unclaimed.firstIndex(where: { same($0.tagURL, hop.url) }) {
        labels[index] = unclaimed.remove(at: match).label
      }
      if let label = labels[index] { byURL[hop.url] = label }
    }
    return labels
  }

  /// Whether a break's tag URL is the URL requested: the same, or the same but for the query
  /// (macros the loader filled in).
  private static func same(_ tag: String?, _ requested: String) -> Bool {
    guard let tag else { return false }
    if tag == requested { return true }
    let strip = { (text: String) in text.split(separator: "?", maxSplits: 1).first.map(String.init)
    }
    return strip(tag) == strip(requested) && tag.contains("[")
  }
}
