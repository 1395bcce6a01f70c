/// A category of data a vendor may declare it collects (GVL v3 `dataCategories`).
package struct GVLDataCategory: Hashable, Sendable, GVLDocument {
  /// The category id.
  package var id: Int
  /// The short name shown to the user.
  package var name: String
  /// The user-facing description.
  package var description: String

  /// Creates a category.
  package init(id: Int, name: String, description: String = "") {
    self.id = id
    self.name = name
    self.description = description
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, description
  }

  /// Decodes a category, tolerating a missing description.
  package init(gvlJSON decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
    description = try container.decodeIfPresent(String.self, forKey: .description) ?? ""
  }
}
