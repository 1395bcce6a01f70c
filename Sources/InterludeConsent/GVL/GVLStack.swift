/// A stack: a named group of purposes and special features shown as one item in a CMP's UI.
public struct GVLStack: Hashable, Sendable, GVLDocument {
  /// The stack id.
  public var id: Int
  /// The purposes the stack groups.
  public var purposes: [Int]
  /// The special features the stack groups.
  public var specialFeatures: [Int]
  /// The short name shown to the user.
  public var name: String
  /// The user-facing description.
  public var description: String

  /// Creates a stack.
  package init(
    id: Int, purposes: [Int] = [], specialFeatures: [Int] = [], name: String,
    description: String = ""
  ) {
    self.id = id
    self.purposes = purposes
    self.specialFeatures = specialFeatures
    self.name = name
    self.description = description
  }

  private enum CodingKeys: String, CodingKey {
    case id, purposes, specialFeatures, name, description
  }

  /// Decodes a stack, tolerating missing optional fields.
  package init(gvlJSON decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    purposes = try container.decodeIfPresent([Int].self, forKey: .purposes) ?? []
    specialFeatures = try container.decodeIfPresent([Int].self, forKey: .specialFeatures) ?? []
    name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
    description = try container.decodeIfPresent(String.self, forKey: .description) ?? ""
  }
}
