import Foundation

/// Typed reads of attributes and text, tolerant of the spellings ad servers use.
extension XMLNode {
  /// An integer attribute; nil when absent or not an integer.
  func intAttribute(_ name: String) -> Int? {
    rawAttribute(name).flatMap(Self.int)
  }

  /// A floating-point attribute; nil when absent or not a number.
  func doubleAttribute(_ name: String) -> Double? {
    attribute(name).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
  }

  /// A Boolean attribute: `true`/`false` in any case, or `1`/`0`; nil otherwise.
  func boolAttribute(_ name: String) -> Bool? {
    attribute(name).flatMap { Self.bool($0) }
  }

  /// The first attribute present among several spellings (`adId`, `AdID`…).
  func attribute(anyOf names: String...) -> String? {
    names.lazy.compactMap { self.attribute($0) }.first
  }

  /// A time attribute (`HH:MM:SS[.mmm]`) in seconds; nil when absent or unreadable.
  func timeAttribute(_ name: String) -> TimeInterval? {
    attribute(name).flatMap(VASTTime.seconds(from:))
  }

  /// The trimmed text of every child with the given name, skipping empty ones.
  func values(_ name: String) -> [String] {
    children(name).compactMap(\.value)
  }

  /// `url` elements with an optional `id` attribute, skipping empty ones.
  func identifiedURLs(_ name: String) -> [IdentifiedURL] {
    children(name).compactMap { node in
      node.value.map { IdentifiedURL(id: node.attribute("id"), url: $0) }
    }
  }

  /// An attribute value as ``attribute(_:)`` returns it: trimmed, nil when empty.
  static func attributeValue(_ raw: String) -> String? {
    let trimmed = raw.trimmingXMLWhitespace()
    return trimmed.isEmpty ? nil : trimmed
  }

  /// An integer attribute value as ``intAttribute(_:)`` reads it.
  static func int(_ raw: String) -> Int? {
    attributeValue(raw).flatMap { Int($0) ?? Double($0).flatMap(exactInteger) }
  }

  /// A Boolean attribute value as ``boolAttribute(_:)`` reads it.
  static func bool(attribute raw: String) -> Bool? {
    attributeValue(raw).flatMap { bool($0) }
  }

  static func bool(_ text: String) -> Bool? {
    switch text {
    case "true", "1": return true
    case "false", "0": return false
    default: break
    }
    return switch text.lowercased() {
    case "true", "1": true
    case "false", "0": false
    default: nil
    }
  }

  private static func exactInteger(_ value: Double) -> Int? {
    value.isFinite && value == value.rounded() && abs(value) < 1e15 ? Int(value) : nil
  }
}
