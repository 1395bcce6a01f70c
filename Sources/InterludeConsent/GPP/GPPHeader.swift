/// The header of a GPP string: its type, its version and the IDs of the sections that follow.
public struct GPPHeader: Hashable, Sendable {
  /// The header's own section type (always 3).
  public var headerType: Int
  /// The GPP version (1 today).
  public var gppVersion: Int
  /// The IDs of the sections in the string, in order (for example `[2, 6]`).
  public var sectionIDs: [Int]

  /// The largest section ID accepted; real IDs are below 30, so anything far above is garbage.
  public static let maximumSectionID = 4096

  /// Creates a header from its parts.
  public init(headerType: Int = 3, gppVersion: Int = 1, sectionIDs: [Int]) {
    self.headerType = headerType
    self.gppVersion = gppVersion
    self.sectionIDs = sectionIDs
  }

  /// Decodes the base64url header segment (the text before the first `~`).
  ///
  /// Bits after the section IDs are padding and are ignored, so a header padded only to a
  /// 6-bit multiple (`DBABM`) and one padded to a byte first (`DBABMA`) decode alike.
  public init(decoding segment: Substring) throws(GPPError) {
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
