/// `<InteractiveCreativeFile>` (VAST 4.0+): an interactive unit such as SIMID.
public struct InteractiveCreativeFile: Hashable, Sendable {
  /// The file URL, or an inline data URI (VAST 4.3).
  public var url: String
  /// The `type` attribute (MIME type).
  public var type: String?
  /// The `apiFramework` attribute (for example `SIMID`).
  public var apiFramework: String?
  /// The `variableDuration` attribute: the unit may extend the ad's duration.
  public var variableDuration: Bool?

  /// Creates an interactive creative file.
  package init(
    url: String, type: String? = nil, apiFramework: String? = nil, variableDuration: Bool? = nil
  ) {
    self.url = url
    self.type = type
    self.apiFramework = apiFramework
    self.variableDuration = variableDuration
  }
}
