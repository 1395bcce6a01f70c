/// `<AdSystem version="…">`: the name of the ad server.
public struct AdSystem: Hashable, Sendable {
  /// The server's name.
  public var name: String
  /// The `version` attribute.
  public var version: String?

  /// Creates an ad system.
  package init(name: String, version: String? = nil) {
    self.name = name
    self.version = version
  }
}
