/// One field of a US section's core segment as the IAB section specification lays it out: its
/// name (also its key in the fields and the JSON), its bits, the values the specification
/// defines for it, and the slot of the section's storage that holds its value.
///
/// A section's ordered list of these, built from its ``USSectionTable``, drives decoding,
/// encoding and ``GPPField``s alike. A field reads and writes its slot of the section's
/// ``GPPUSSection/ints`` or ``GPPUSSection/lists`` directly.
struct GPPUSField: Sendable {
  /// How a field is coded and where its value lives.
  enum Coding: Sendable {
    /// One unsigned integer of `width` bits, kept in `ints[slot]`.
    case int(width: Int, slot: Int)
    /// A fixed-length list of `count` unsigned integers of `width` bits each, such as
    /// `SensitiveDataProcessing`, kept in `lists[slot]`.
    case list(count: Int, width: Int, slot: Int)
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
  static func int(_ name: String, slot: Int) -> Self {
    Self(
      name: name, coding: .int(width: 2, slot: slot),
      legalValues: name == "MspaCoveredTransaction" ? 1...2 : 0...2)
  }

  /// A list of `count` 2-bit enum values, each 0 (N/A), 1 or 2.
  static func list(_ name: String, slot: Int, count: Int) -> Self {
    Self(name: name, coding: .list(count: count, width: 2, slot: slot), legalValues: 0...2)
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
  func read(
    from reader: inout GPPBitReader, into section: inout some GPPUSSection
  ) throws(GPPError) {
    switch coding {
    case .int(let width, let slot):
      let value = try reader.int(width, name)
      try checkLegal(value)
      section.ints[slot] = value
    case .list(let count, let width, let slot):
      section.lists[slot] = try readList(from: &reader, count: count, width: width)
    }
  }

  /// Reads the `count` values of a list field from `reader`.
  ///
  /// - Throws: ``GPPError/Kind/truncated`` past the end of the bits,
  ///   ``GPPError/Kind/valueOutOfRange`` for a value the specification does not define.
  func readList(
    from reader: inout GPPBitReader, count: Int, width: Int
  ) throws(GPPError) -> [Int] {
    let values = try reader.ints(count, width: width, name)
    for value in values { try checkLegal(value) }
    return values
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
  func write(_ section: some GPPUSSection, into writer: inout TCFBitWriter) throws(GPPError) {
    switch coding {
    case .int(let width, let slot):
      try write(section.ints[slot], width: width, into: &writer)
    case .list(let count, let width, let slot):
      try writeList(section.lists[slot], count: count, width: width, into: &writer)
    }
  }

  /// Appends the `count` values of a list field to `writer`.
  ///
  /// - Throws: ``GPPError/Kind/valueOutOfRange`` for a value the specification does not define
  ///   or a list whose length is not `count`.
  func writeList(
    _ values: [Int], count: Int, width: Int, into writer: inout TCFBitWriter
  ) throws(GPPError) {
    guard values.count == count else {
      throw GPPError(
        .valueOutOfRange, detail: "\(name) has \(values.count) values instead of \(count)")
    }
    for value in values { try write(value, width: width, into: &writer) }
  }

  /// The field's value in `section`, under its IAB name.
  func field(of section: some GPPUSSection) -> GPPField {
    switch coding {
    case .int(_, let slot): GPPField(name, .int(section.ints[slot]))
    case .list(_, _, let slot): GPPField(name, .ints(section.lists[slot]))
    }
  }

  /// Sets the field's property in `section` to `value`, which must be of the field's kind (a
  /// number, or a list of numbers); its range is checked when the section is encoded.
  ///
  /// - Throws: ``GPPError/Kind/invalidSection`` for a value of another kind.
  func assign(_ value: GPPFieldValue, to section: inout some GPPUSSection) throws(GPPError) {
    switch (coding, value) {
    case (.int(_, let slot), .int(let int)): section.ints[slot] = int
    case (.list(_, _, let slot), .ints(let ints)): section.lists[slot] = ints
    case (.int, _): throw GPPError(.invalidSection, detail: "\(name) is not a number")
    case (.list, _): throw GPPError(.invalidSection, detail: "\(name) is not a list of numbers")
    }
  }

  /// Appends zeros (N/A) to a list shorter than the field's count: a section read with an
  /// older, shorter layout gets the lengths of its own version.
  func padList(in lists: inout [[Int]]) {
    guard case .list(let count, _, let slot) = coding else { return }
    let missing = count - lists[slot].count
    if missing > 0 { lists[slot] += repeatElement(0, count: missing) }
  }

  /// Sets a number field whose value the specification does not define (the 0 of a new
  /// section's `MspaCoveredTransaction`) to its first legal value.
  func setLegalDefault(in ints: inout [Int]) {
    guard case .int(_, let slot) = coding, !legalValues.contains(ints[slot]) else { return }
    ints[slot] = legalValues.lowerBound
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
