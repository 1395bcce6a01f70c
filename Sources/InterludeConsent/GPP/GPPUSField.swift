/// One field of a US section's core segment as the IAB section specification lays it out: its
/// name (also its key in the fields and the JSON), its bits, and the stored property that holds
/// its value.
///
/// A section's ordered list of these (see ``GPPUSSection/coreFields(version:)``) is the only
/// place its layout is written down: it drives decoding, encoding and ``GPPField``s alike.
struct GPPUSField<Section>: Sendable {
  /// A stored property of the section holding values of type `Value`.
  typealias Property<Value> = any WritableKeyPath<Section, Value> & Sendable

  /// How a field is coded and where its value lives.
  enum Coding: Sendable {
    /// One unsigned integer of `width` bits.
    case int(width: Int, Property<Int>)
    /// A fixed-length list of `count` unsigned integers of `width` bits each, such as
    /// `SensitiveDataProcessing`.
    case list(count: Int, width: Int, Property<[Int]>)
  }

  /// The IAB field name, such as `SaleOptOut`.
  let name: String
  /// The field's coding and property.
  let coding: Coding

  /// A 2-bit enum field, the kind nearly every US field is (0 = N/A, then 1 and 2).
  static func int(_ name: String, _ keyPath: Property<Int>) -> Self {
    Self(name: name, coding: .int(width: 2, keyPath))
  }

  /// A list of `count` 2-bit enum values.
  static func list(
    _ name: String, _ keyPath: Property<[Int]>, count: Int
  ) -> Self {
    Self(name: name, coding: .list(count: count, width: 2, keyPath))
  }

  /// Reads the field from `reader` into `section`.
  func read(from reader: inout GPPBitReader, into section: inout Section) throws(GPPError) {
    switch coding {
    case .int(let width, let keyPath):
      section[keyPath: keyPath] = try reader.int(width, name)
    case .list(let count, let width, let keyPath):
      section[keyPath: keyPath] = try reader.ints(count, width: width, name)
    }
  }

  /// Appends the field's value in `section` to `writer`.
  ///
  /// - Throws: ``GPPError/Kind/valueOutOfRange`` for a value that does not fit its bits or a
  ///   list whose length is not the field's.
  func write(_ section: Section, into writer: inout TCFBitWriter) throws(GPPError) {
    switch coding {
    case .int(let width, let keyPath):
      try Self.write(section[keyPath: keyPath], width: width, name, into: &writer)
    case .list(let count, let width, let keyPath):
      let values = section[keyPath: keyPath]
      guard values.count == count else {
        throw GPPError(
          .valueOutOfRange, detail: "\(name) has \(values.count) values instead of \(count)")
      }
      for value in values { try Self.write(value, width: width, name, into: &writer) }
    }
  }

  /// The field's value in `section`, under its IAB name.
  func field(of section: Section) -> GPPField {
    switch coding {
    case .int(_, let keyPath): GPPField(name, .int(section[keyPath: keyPath]))
    case .list(_, _, let keyPath): GPPField(name, .ints(section[keyPath: keyPath]))
    }
  }

  /// Sets the field's property in `section` to `value`, which must be of the field's kind (a
  /// number, or a list of numbers); its range is checked when the section is encoded.
  ///
  /// - Throws: ``GPPError/Kind/invalidSection`` for a value of another kind.
  func assign(_ value: GPPFieldValue, to section: inout Section) throws(GPPError) {
    switch (coding, value) {
    case (.int(_, let keyPath), .int(let int)): section[keyPath: keyPath] = int
    case (.list(_, _, let keyPath), .ints(let ints)): section[keyPath: keyPath] = ints
    case (.int, _): throw GPPError(.invalidSection, detail: "\(name) is not a number")
    case (.list, _): throw GPPError(.invalidSection, detail: "\(name) is not a list of numbers")
    }
  }

  /// Appends zeros (N/A) to a list shorter than the field's count: a section read with an
  /// older, shorter layout gets the lengths of its own version.
  func padList(in section: inout Section) {
    guard case .list(let count, _, let keyPath) = coding else { return }
    let missing = count - section[keyPath: keyPath].count
    if missing > 0 { section[keyPath: keyPath] += repeatElement(0, count: missing) }
  }

  private static func write(
    _ value: Int, width: Int, _ name: String, into writer: inout TCFBitWriter
  ) throws(GPPError) {
    guard value >= 0, value < 1 << width else {
      throw GPPError(.valueOutOfRange, detail: "\(name) is \(value), beyond its \(width) bits")
    }
    writer.write(value, width)
  }
}
