/// `<Survey type="…">` (deprecated in VAST 4.1): a URL for audience research.
public struct Survey: Hashable, Sendable {
  /// The survey URL.
  public var url: String
  /// The `type` attribute (a MIME type).
  public var type: String?

  /// Creates a survey.
  package init(url: String, type: String? = nil) {
    self.url = url
    self.type = type
  }
}
