/// The option a mistyped one most likely meant: `--jsn` → `--json`, `--folow` → `--follow`.
enum OptionSuggestion {
  /// The spelling among `options` (`--name`) closest to `spelling`, when it is close enough to
  /// be a typo (at most a third of its letters differ, and at most 3) or starts the same way.
  static func closest(to spelling: String, among options: [OptionSpec]) -> String? {
    let typed = spelling.drop { $0 == "-" }.lowercased()
    guard !typed.isEmpty else { return nil }
    let candidates = options.map(\.name)
    let scored = candidates.map {
      ($0, ClosestName.distance(Array(typed), Array($0.lowercased())))
    }
    if let best = scored.min(by: { $0.1 < $1.1 }),
      best.1 <= min(3, max(1, typed.count / 3))
    {
      return "--\(best.0)"
    }
    let prefixed = candidates.filter { $0.hasPrefix(typed) }
    return prefixed.count == 1 ? "--\(prefixed[0])" : nil
  }
}
