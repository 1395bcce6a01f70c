/// The known name nearest to a misspelt one, for `did you mean` hints.
enum ClosestName {
  /// The name of `names` with the fewest single-character edits (insertions, deletions,
  /// substitutions, case ignored) from `name`; the first such name on a tie, nil when `names`
  /// is empty.
  static func closest(to name: String, in names: [String]) -> String? {
    let target = Array(name.lowercased())
    return names.min {
      distance(target, Array($0.lowercased())) < distance(target, Array($1.lowercased()))
    }
  }

  /// The Levenshtein distance between two strings.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
