/// One named field of a decoded GPP section, named as the IAB section specification names it.
public struct GPPField: Hashable, Sendable {
  /// The IAB field name, such as `SaleOptOut`.
  public var name: String
  /// The decoded value.
  public var value: GPPFieldValue

  /// Creates a field.
  public init(_ name: String, _ value: GPPFieldValue) {
    self.name = name
    self.value = value
  }
}
