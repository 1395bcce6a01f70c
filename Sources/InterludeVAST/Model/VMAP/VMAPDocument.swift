/// A parsed VMAP 1.0/1.0.1 document: the ad breaks of a piece of content.
public struct VMAPDocument: Hashable, Sendable {
  /// The `version` attribute (`1.0`; 1.0.1 documents declare `1.0` too).
  public var version: String?
  /// `<AdBreak>` elements, in document order.
  public var adBreaks: [AdBreak]
  /// `<Extensions>` of the root.
  public var extensions: [Extension]

  /// Creates a VMAP document.
  package init(version: String? = nil, adBreaks: [AdBreak] = [], extensions: [Extension] = []) {
    self.version = version
    self.adBreaks = adBreaks
    self.extensions = extensions
  }
}
