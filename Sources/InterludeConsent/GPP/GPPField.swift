/// One named field of a decoded GPP section, named as the IAB section specification names it.
package struct GPPField: Hashable, Sendable {
  /// The IAB field name, such as `SaleOptOut`.
  package var name: String
  /// The decoded value.
  package var value: GPPFieldValue

  /// Creates a field.
  package init(_ name: String, _ value: GPPFieldValue) {
    self.name = name
    self.value = value
  }
}
