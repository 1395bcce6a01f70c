/// `<UniversalAdId idRegistry="…">` (VAST 4.0+): the creative's identifier in a registry.
public struct UniversalAdId: Hashable, Sendable {
  /// The identifier (`unknown` when the registry has none).
  public var value: String
  /// The `idRegistry` attribute (for example `ad-id.org`).
  public var registry: String?

  /// Creates a universal ad id.
  package init(value: String, registry: String? = nil) {
    self.value = value
    self.registry = registry
  }
}
