/// `<AdParameters>`: data passed to an interactive creative.
public struct AdParameters: Hashable, Sendable {
  /// The parameters as written (CDATA content or text).
  public var value: String
  /// The `xmlEncoded` attribute: true when the value is XML-encoded.
  public var xmlEncoded: Bool?

  /// Creates ad parameters.
  package init(value: String, xmlEncoded: Bool? = nil) {
    self.value = value
    self.xmlEncoded = xmlEncoded
  }
}
