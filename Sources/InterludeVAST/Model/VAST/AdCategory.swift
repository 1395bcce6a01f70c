/// `<Category authority="…">` or `<BlockedAdCategories authority="…">`: an ad category code.
public struct AdCategory: Hashable, Sendable {
  /// The category code (for example an IAB content taxonomy id).
  public var value: String
  /// The `authority` attribute: the URL of the taxonomy.
  public var authority: String?

  /// Creates a category.
  package init(value: String, authority: String? = nil) {
    self.value = value
    self.authority = authority
  }
}
