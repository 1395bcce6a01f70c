/// `<Advertiser id="…">`: the advertiser's name.
public struct Advertiser: Hashable, Sendable {
  /// The advertiser's name.
  public var name: String
  /// The `id` attribute (VAST 4.1+).
  public var id: String?

  /// Creates an advertiser.
  package init(name: String, id: String? = nil) {
    self.name = name
    self.id = id
  }
}
