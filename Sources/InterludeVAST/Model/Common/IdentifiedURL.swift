/// A URL element with an optional `id` attribute: `<Impression>`, `<ClickTracking>`,
/// `<ClickThrough>`, `<CustomClick>` and their icon, companion and non-linear twins.
///
/// The URL is kept as the trimmed text of the element, not as `Foundation.URL`: VAST URLs carry
/// `[MACRO]` placeholders that are not valid URL characters until they are replaced.
public struct IdentifiedURL: Hashable, Sendable {
  /// The `id` attribute, if any.
  public var id: String?
  /// The URL template, trimmed of white space.
  public var url: String

  /// Creates a URL element.
  package init(id: String? = nil, url: String) {
    self.id = id
    self.url = url
  }
}
