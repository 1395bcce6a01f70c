/// The Global Privacy Control subsection of a US section (the part after `.`).
public struct GPPGPCSubsection: Hashable, Sendable {
  /// The subsection type (1 for GPC).
  public var subsectionType: Int
  /// Whether the user agent sent a GPC signal.
  public var gpc: Bool

  /// Creates a subsection.
  public init(subsectionType: Int = 1, gpc: Bool) {
    self.subsectionType = subsectionType
    self.gpc = gpc
  }

  /// Decodes the base64url subsection: `SubsectionType(2)` = 1, then `Gpc(1)`.
  init(decoding segment: Substring) throws(GPPError) {
    var reader = try GPPBitReader(base64URL: segment)
    subsectionType = try reader.int(2, "SubsectionType")
    try Self.requireGPC(subsectionType)
    gpc = try reader.bool("Gpc")
  }

  /// The subsection as base64url: `SubsectionType(2)` = 1, then `Gpc(1)`, padded as a section
  /// is (`QA` without a signal, `YA` with one).
  ///
  /// - Throws: ``GPPError/Kind/invalidSubsection`` when the type is not 1.
  func encoded() throws(GPPError) -> String {
    try Self.requireGPC(subsectionType)
    var writer = TCFBitWriter(capacityBits: 8)
    writer.write(subsectionType, 2)
    writer.writeBit(gpc)
    return writer.gppBase64URL()
  }

  /// Refuses a subsection type other than GPC's, 1.
  private static func requireGPC(_ subsectionType: Int) throws(GPPError) {
    guard subsectionType == 1 else {
      throw GPPError(.invalidSubsection, detail: "subsection type \(subsectionType) is not GPC (1)")
    }
  }

  /// The fields `Gpc` and `GpcSegmentType`.
  package var fields: [GPPField] {
    [GPPField("Gpc", .bool(gpc)), GPPField("GpcSegmentType", .int(subsectionType))]
  }
}
