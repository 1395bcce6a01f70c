/// The name of one US section field, typed by its value: what ``USSectionFields`` lists and
/// ``USSection`` reads and writes through, as in `section.saleOptOut`.
public struct USSectionField<Value>: Sendable, ExpressibleByStringLiteral {
  /// The IAB field name, such as `SaleOptOut`.
  public let name: String

  /// A field named `name`.
  public init(stringLiteral name: String) { self.name = name }
}
