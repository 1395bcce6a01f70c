/// An `Encodable` type that writes itself into a ``JSONLineWriter`` directly, with
/// ``JSONLineWriter/writeObject(_:)``, rather than through `Encoder`'s containers (a container
/// allocation, dynamic dispatch and metadata look-ups for every member): for the objects
/// `decode --lines` writes by the hundred thousand.
///
/// It must write exactly what the writer makes of its `encode(to:)`: the same members, in the
/// same order (a test compares the two for each conforming type). A type that conforms without
/// writing itself is written through its `encode(to:)`; conforming lets a generic caller write
/// it without asking at run time whether it writes itself.
protocol JSONLineWritable: Encodable {
  /// Writes the value, as one JSON value.
  func writeJSONLine(to writer: JSONLineWriter) throws
}

extension JSONLineWritable {
  /// Writes the value through its `encode(to:)`.
  func writeJSONLine(to writer: JSONLineWriter) throws {
    try writer.write(self)
  }
}
