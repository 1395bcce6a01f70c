/// The header of a GPP string: its type, its version and the IDs of the sections that follow.
public struct GPPHeader: Hashable, Sendable {
  /// The header's own section type (always 3).
  package var headerType: Int
  /// The GPP version (1 today).
  package var gppVersion: Int
  /// The IDs of the sections in the string, in order (for example `[2, 6]`).
  public var sectionIDs: [Int]

  /// The largest section ID accepted; real IDs are below 30, so anything far above is garbage.
  package static let maximumSectionID = 4096

  /// Creates a header from its parts.
  public init(sectionIDs: [Int]) {
    self.init(headerType: 3, gppVersion: 1, sectionIDs: sectionIDs)
  }

  /// Creates a header of another type or GPP version (tools that rebuild a decoded header).
  package init(headerType: Int, gppVersion: Int, sectionIDs: [Int]) {
    self.headerType = headerType
    self.gppVersion = gppVersion
    self.sectionIDs = sectionIDs
  }

  /// Decodes the base64url header segment (the text before the first `~`).
  ///
  /// Bits after the section IDs are padding and are ignored, so a header padded only to a
  /// 6-bit multiple (`DBABM`) and one padded to a byte first (`DBABMA`) decode alike.
  package init(decoding segment: Substring) throws(GPPError) {
    var reader = try GPPBitReader(base64URL: segment)
    headerType = try reader.int(6, "header Type")
    guard headerType == 3 else {
      throw GPPError(.unsupportedHeaderType, detail: "header type is \(headerType), not 3")
    }
    gppVersion = try reader.int(6, "header Version")
    guard gppVersion == 1 else {
      throw GPPError(.unsupportedVersion, detail: "GPP version \(gppVersion) is not supported")
    }
    sectionIDs = try reader.fibonacciRange(
      "SectionIds", maximum: Self.maximumSectionID, kind: .invalidSectionIDs)
  }
}
