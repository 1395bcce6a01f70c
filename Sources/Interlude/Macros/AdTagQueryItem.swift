import Foundation

/// One `name=value` item of an ad tag's query, kept exactly as written.
///
/// The ad-tag parameters rewrite only the items they own; every other item, its encoding
/// (`+` and `%2B` alike) and its position survive untouched.
struct AdTagQueryItem: Hashable, Sendable {
  /// The name as written (percent-encoded).
  var name: Substring
  /// The value as written (percent-encoded), or nil when the item has no `=`.
  var value: Substring?
  /// The name decoded and lowercased, for matching.
  var key: String

  /// Creates an item from already-encoded text.
  init(name: Substring, value: Substring?) {
    self.name = name
    self.value = value
    key = (String(name).removingPercentEncoding ?? String(name)).lowercased()
  }

  /// Parses one item of a query.
  init(_ text: Substring) {
    if let equals = text.firstIndex(of: "=") {
      self.init(name: text[..<equals], value: text[text.index(after: equals)...])
    } else {
      self.init(name: text, value: nil)
    }
  }

  /// The item's value, decoded; nil or empty counts as absent.
  var decodedValue: String? {
    guard let value, !value.isEmpty else { return nil }
    let plain = String(value)
    return plain.removingPercentEncoding ?? plain
  }

  /// The item as it goes back into the query.
  var text: Substring {
    guard let value else { return name }
    return name + "=" + value
  }
}
