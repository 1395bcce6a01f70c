/// `<ClosedCaptionFile>` (VAST 4.1+): captions for a linear ad.
public struct ClosedCaptionFile: Hashable, Sendable {
  /// The file URL.
  public var url: String
  /// The `type` attribute (for example `text/vtt`).
  public var type: String?
  /// The `language` attribute.
  public var language: String?

  /// Creates a closed caption file.
  package init(url: String, type: String? = nil, language: String? = nil) {
    self.url = url
    self.type = type
    self.language = language
  }
}
