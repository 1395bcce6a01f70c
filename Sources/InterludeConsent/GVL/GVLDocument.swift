/// A part of the Global Vendor List or of a translation, read from its JSON by ``GVLLoader``.
///
/// The vendor list's public types are not `Decodable`: the loader is the one way to read a
/// list, with its checks (the specification version, the size cap, errors with their reason).
package protocol GVLDocument: Sendable {
  /// Reads the value from the IAB's JSON.
  init(gvlJSON decoder: any Decoder) throws
}

/// A ``GVLDocument`` as `JSONDecoder` decodes it.
struct GVLDecoded<Document: GVLDocument>: Decodable {
  /// The value read.
  let document: Document

  init(from decoder: any Decoder) throws {
    document = try Document(gvlJSON: decoder)
  }
}
