/// A GVL translation file (`purposes-fr.json`): the texts of purposes, features, stacks and
/// data categories in one language. Apply it with ``GlobalVendorList/applying(_:)``.
public struct GVLTranslation: Hashable, Sendable, GVLDocument {
  /// The language code, from the file when it names one, else the one requested.
  public var language: String
  /// Translated purposes, keyed by id.
  package var purposes: [Int: GVLPurpose]
  /// Translated special purposes, keyed by id.
  package var specialPurposes: [Int: GVLPurpose]
  /// Translated features, keyed by id.
  package var features: [Int: GVLPurpose]
  /// Translated special features, keyed by id.
  package var specialFeatures: [Int: GVLPurpose]
  /// Translated stacks, keyed by id.
  package var stacks: [Int: GVLStack]
  /// Translated data categories, keyed by id.
  package var dataCategories: [Int: GVLDataCategory]

  /// Creates a translation.
  package init(
    language: String, purposes: [Int: GVLPurpose] = [:],
    specialPurposes: [Int: GVLPurpose] = [:], features: [Int: GVLPurpose] = [:],
    specialFeatures: [Int: GVLPurpose] = [:], stacks: [Int: GVLStack] = [:],
    dataCategories: [Int: GVLDataCategory] = [:]
  ) {
    self.language = language
    self.purposes = purposes
    self.specialPurposes = specialPurposes
    self.features = features
    self.specialFeatures = specialFeatures
    self.stacks = stacks
    self.dataCategories = dataCategories
  }

  private enum CodingKeys: String, CodingKey {
    case language, purposes, specialPurposes, features, specialFeatures, stacks, dataCategories
  }

  /// Decodes a translation file; every collection is optional.
  package init(gvlJSON decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    language = try container.decodeIfPresent(String.self, forKey: .language) ?? ""
    func keyed<Value: GVLDocument>(_ key: CodingKeys, _: Value.Type) throws -> [Int: Value] {
      GVLKeyedCollection.integerKeys(
        try container.decodeIfPresent([String: GVLDecoded<Value>].self, forKey: key)?
          .mapValues(\.document) ?? [:])
    }
    purposes = try keyed(.purposes, GVLPurpose.self)
    specialPurposes = try keyed(.specialPurposes, GVLPurpose.self)
    features = try keyed(.features, GVLPurpose.self)
    specialFeatures = try keyed(.specialFeatures, GVLPurpose.self)
    stacks = try keyed(.stacks, GVLStack.self)
    dataCategories = try keyed(.dataCategories, GVLDataCategory.self)
  }
}
