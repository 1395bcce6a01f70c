/// One field of a US section's core segment as the IAB section specification lays it out: its
/// name (also its key in the fields and the JSON), its bits, the values the specification
/// defines for it, and the stored property that holds its value.
///
/// A section's ordered list of these, built from its ``USSectionTable``, drives decoding,
/// encoding and ``GPPField``s alike.
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
  /// The values the specification defines (for a list, for each item): decoding refuses any
  /// other, and so does encoding.
  let legalValues: ClosedRange<Int>

  /// A 2-bit enum field, the kind nearly every US field is: 0 = N/A, then 1 and 2 (3 is not
  /// defined). `MspaCoveredTransaction` alone has no N/A: every US section specification gives
  /// it "1 Yes, 2 No".
  static func int(_ name: String, _ keyPath: Property<Int>) -> Self {
    Self(
      name: name, coding: .int(width: 2, keyPath),
      legalValues: name == "MspaCoveredTransaction" ? 1...2 : 0...2)
  }

  /// A list of `count` 2-bit enum values, each 0 (N/A), 1 or 2.
  static func list(
    _ name: String, _ keyPath: Property<[Int]>, count: Int
  ) -> Self {
    Self(name: name, coding: .list(count: count, width: 2, keyPath), legalValues: 0...2)
  }

  /// The bits the field takes in the core.
  var bitCount: Int {
    switch coding {
    case .int(let width, _): width
    case .list(let count, let width, _): count * width
    }
  }

  /// Reads the field from `reader` into `section`.
  ///
  /// - Throws: ``GPPError/Kind/truncated`` past the end of the bits,
  ///   ``GPPError/Kind/valueOutOfRange`` for a value the specification does not define.
  func read(from reader: inout GPPBitReader, into section: inout Section) throws(GPPError) {
    switch coding {
    case .int(let width, let keyPath):
      let value = try reader.int(width, name)
      try checkLegal(value)
      section[keyPath: keyPath] = value
    case .list(let count, let width, let keyPath):
      let values = try reader.ints(count, width: width, name)
      for value in values { try checkLegal(value) }
      section[keyPath: keyPath] = values
    }
  }

  /// Refuses a value outside ``legalValues``.
  private func checkLegal(_ value: Int) throws(GPPError) {
    guard legalValues.contains(value) else {
      throw GPPError(
        .valueOutOfRange,
        detail: "\(name) is \(value); the specification defines "
          + "\(legalValues.lowerBound) to \(legalValues.upperBound)")
    }
  }

  /// Appends the field's value in `section` to `writer`.
  ///
  /// - Throws: ``GPPError/Kind/valueOutOfRange`` for a value the specification does not define
  ///   (which includes one that does not fit its bits) or a list whose length is not the
  ///   field's.
  func write(_ section: Section, into writer: inout TCFBitWriter) throws(GPPError) {
    switch coding {
    case .int(let width, let keyPath):
      try write(section[keyPath: keyPath], width: width, into: &writer)
    case .list(let count, let width, let keyPath):
      let values = section[keyPath: keyPath]
      guard values.count == count else {
        throw GPPError(
          .valueOutOfRange, detail: "\(name) has \(values.count) values instead of \(count)")
      }
      for value in values { try write(value, width: width, into: &writer) }
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

  /// Sets a number field whose value the specification does not define (the 0 of a new
  /// section's `MspaCoveredTransaction`) to its first legal value.
  func setLegalDefault(in section: inout Section) {
    guard case .int(_, let keyPath) = coding, !legalValues.contains(section[keyPath: keyPath])
    else { return }
    section[keyPath: keyPath] = legalValues.lowerBound
  }

  private func write(
    _ value: Int, width: Int, into writer: inout TCFBitWriter
  ) throws(GPPError) {
    try checkLegal(value)
    guard value < 1 << width else {
      throw GPPError(.valueOutOfRange, detail: "\(name) is \(value), beyond its \(width) bits")
    }
    writer.write(value, width)
  }
}
