/// The name of one US section field, typed by its value: what ``USSectionFields`` lists and
/// ``USSection`` reads and writes through, as in `section.saleOptOut`.
public struct USSectionField<Value>: Sendable {
  /// The IAB field name, such as `SaleOptOut`.
  package let name: String

  /// A field named `name`.
  package init(_ name: String) { self.name = name }
}
