/// One purpose, special purpose, feature or special feature of the Global Vendor List.
///
/// The four collections share one shape in GVL v3: an id, a name, a description and
/// illustrations. `consentable` and `rightToObject` are optional and default to true.
public struct GVLPurpose: Hashable, Sendable, GVLDocument {
  /// The purpose (or feature) id, 1-based.
  public var id: Int
  /// The short name shown to the user.
  public var name: String
  /// The user-facing description.
  public var description: String
  /// Example scenarios (GVL v3); empty when absent.
  public var illustrations: [String]
  /// Whether the user can give consent to it (defaults to true).
  public var consentable: Bool
  /// Whether the user has the right to object to it (defaults to true).
  public var rightToObject: Bool

  /// Creates an entry.
  package init(
    id: Int, name: String, description: String = "", illustrations: [String] = [],
    consentable: Bool = true, rightToObject: Bool = true
  ) {
    self.id = id
    self.name = name
    self.description = description
    self.illustrations = illustrations
    self.consentable = consentable
    self.rightToObject = rightToObject
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, description, illustrations, consentable, rightToObject
  }

  /// Decodes an entry, tolerating missing optional fields.
  package init(gvlJSON decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
    description = try container.decodeIfPresent(String.self, forKey: .description) ?? ""
    illustrations = try container.decodeIfPresent([String].self, forKey: .illustrations) ?? []
    consentable = try container.decodeIfPresent(Bool.self, forKey: .consentable) ?? true
    rightToObject = try container.decodeIfPresent(Bool.self, forKey: .rightToObject) ?? true
  }
}
