/// An ad tag's query as a list of items, with the merge operations of ``AdTagParameters``.
///
/// Values given to it are already percent-encoded.
struct AdTagQuery: Sendable {
  /// The items, in the order written; new ones are appended.
  private(set) var items: [AdTagQueryItem]

  /// Parses a query (the text after `?`, without the fragment).
  init(_ query: Substring) {
    guard !query.isEmpty else {
      items = []
      return
    }
    items = query.split(separator: "&", omittingEmptySubsequences: false).map(AdTagQueryItem.init)
  }

  /// The query text.
  var text: String { items.map(\.text).joined(separator: "&") }

  /// Sets `key` to `value`: the first item takes it, later duplicates go; appended if absent.
  mutating func replace(_ key: String, with value: String) {
    guard let first = items.firstIndex(where: { $0.key == key }) else {
      return append(key, value)
    }
    items[first].value = Substring(value)
    let rest = items.index(after: first)
    items[rest...].removeAll { $0.key == key }
  }

  /// Adds `key=value` unless the publisher gave it a non-empty value; an empty item is filled
  /// in place.
  mutating func addIfAbsent(_ key: String, _ value: String?) {
    guard let value, !value.isEmpty else { return }
    let matches = items.indices.filter { items[$0].key == key }
    if matches.contains(where: { items[$0].decodedValue != nil }) { return }
    if let first = matches.first {
      items[first].value = Substring(value)
    } else {
      append(key, value)
    }
  }

  /// Applies a `0`/`1` flag where `1` wins: `true` sets every `key` item to `1` (appending one
  /// if none); `false` appends `key=0` only when the tag has no non-empty `key`.
  mutating func raiseFlag(_ key: String, to raised: Bool) {
    guard raised else { return addIfAbsent(key, "0") }
    var found = false
    for index in items.indices where items[index].key == key {
      items[index].value = "1"
      found = true
    }
    if !found { append(key, "1") }
  }

  /// True when some `key` item says `1` (or `true`).
  func isRaised(_ key: String) -> Bool {
    items.contains { item in
      guard item.key == key, let value = item.decodedValue?.lowercased() else { return false }
      return value == "1" || value == "true"
    }
  }

  /// The first non-empty decoded value of `key`, if any.
  func value(of key: String) -> String? {
    items.lazy.filter { $0.key == key }.compactMap(\.decodedValue).first
  }

  /// Removes every `key` item.
  mutating func remove(_ key: String) {
    items.removeAll { $0.key == key }
  }

  private mutating func append(_ key: String, _ value: String) {
    items.append(AdTagQueryItem(name: Substring(key), value: Substring(value)))
  }
}
