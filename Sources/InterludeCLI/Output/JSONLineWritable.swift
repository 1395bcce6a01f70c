/// An `Encodable` type that writes itself into a ``JSONLineWriter`` directly, with
/// ``JSONLineWriter/writeObject(_:)``, rather than through `Encoder`'s containers (a container
/// allocation, dynamic dispatch and metadata look-ups for every member): for the objects
/// `decode --lines` writes by the hundred thousand.
///
/// It must write exactly what the writer makes of its `encode(to:)`: the same members, in the
/// same order (a test compares the two for each conforming type).
protocol JSONLineWritable: Encodable {
  /// Writes the value, as one JSON value.
  func writeJSONLine(to writer: JSONLineWriter) throws
}
