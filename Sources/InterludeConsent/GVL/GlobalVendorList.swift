public import Foundation

/// The IAB Europe Global Vendor List, version 3 of the specification (TCF 2.2 and later).
///
/// Every collection is keyed by id. Vendor ids are sparse, so look vendors up by id rather than
/// by position. Decode it with ``GVLLoader`` or with a plain `JSONDecoder`.
public struct GlobalVendorList: Hashable, Sendable, GVLDocument {
  /// The specification version of the file format (3 for TCF 2.2).
  public var gvlSpecificationVersion: Int
  /// The list's own version, restarted at 1 with specification version 3.
  public var vendorListVersion: Int
  /// The TCF policy version the list was published under.
  public var tcfPolicyVersion: Int
  /// When the list was published; nil when absent or malformed.
  public var lastUpdated: Date?
  /// The purposes, keyed by id.
  public var purposes: [Int: GVLPurpose]
  /// The special purposes, keyed by id.
  public var specialPurposes: [Int: GVLPurpose]
  /// The features, keyed by id.
  public var features: [Int: GVLPurpose]
  /// The special features, keyed by id.
  public var specialFeatures: [Int: GVLPurpose]
  /// The stacks, keyed by id.
  public var stacks: [Int: GVLStack]
  /// The data categories, keyed by id.
  package var dataCategories: [Int: GVLDataCategory]
  /// The vendors, keyed by their sparse id.
  public var vendors: [Int: GVLVendor]
  /// The language of the translation applied with ``applying(_:)`` (`de`, `pt-br`), lower
  /// case; nil for the list as published, in English. Not part of the JSON.
  public var translationLanguage: String?

  /// Creates a list.
  package init(
    gvlSpecificationVersion: Int = 3, vendorListVersion: Int, tcfPolicyVersion: Int = 4,
    lastUpdated: Date? = nil, purposes: [Int: GVLPurpose] = [:],
    specialPurposes: [Int: GVLPurpose] = [:], features: [Int: GVLPurpose] = [:],
    specialFeatures: [Int: GVLPurpose] = [:], stacks: [Int: GVLStack] = [:],
    dataCategories: [Int: GVLDataCategory] = [:], vendors: [Int: GVLVendor] = [:]
  ) {
    self.gvlSpecificationVersion = gvlSpecificationVersion
    self.vendorListVersion = vendorListVersion
    self.tcfPolicyVersion = tcfPolicyVersion
    self.lastUpdated = lastUpdated
    self.purposes = purposes
    self.specialPurposes = specialPurposes
    self.features = features
    self.specialFeatures = specialFeatures
    self.stacks = stacks
    self.dataCategories = dataCategories
    self.vendors = vendors
  }

  /// The highest vendor id in the list (0 when empty): the length of a vendor bit field.
  package var maxVendorId: Int {
    vendors.keys.max() ?? 0
  }

  /// The vendors without a deletion date on or before `date`, sorted by id.
  public func activeVendors(asOf date: Date = Date()) -> [GVLVendor] {
    vendors.values.filter { !$0.isDeleted(asOf: date) }.sorted { $0.id < $1.id }
  }

  /// A copy with names, descriptions and illustrations replaced by a translation's.
  ///
  /// Entries the translation lacks keep their text; stack contents and vendors are unchanged.
  public func applying(_ translation: GVLTranslation) -> GlobalVendorList {
    var copy = self
    copy.translationLanguage = translation.language.lowercased()
    copy.purposes = Self.merge(purposes, translation.purposes)
    copy.specialPurposes = Self.merge(specialPurposes, translation.specialPurposes)
    copy.features = Self.merge(features, translation.features)
    copy.specialFeatures = Self.merge(specialFeatures, translation.specialFeatures)
    for (id, translated) in translation.stacks {
      guard var stack = copy.stacks[id] else { continue }
      if !translated.name.isEmpty { stack.name = translated.name }
      if !translated.description.isEmpty { stack.description = translated.description }
      copy.stacks[id] = stack
    }
    for (id, translated) in translation.dataCategories {
      guard var category = copy.dataCategories[id] else { continue }
      if !translated.name.isEmpty { category.name = translated.name }
      if !translated.description.isEmpty { category.description = translated.description }
      copy.dataCategories[id] = category
    }
    return copy
  }

  private static func merge(
    _ base: [Int: GVLPurpose], _ translated: [Int: GVLPurpose]
  ) -> [Int: GVLPurpose] {
    var result = base
    for (id, text) in translated {
      guard var entry = result[id] else { continue }
      if !text.name.isEmpty { entry.name = text.name }
      if !text.description.isEmpty { entry.description = text.description }
      if !text.illustrations.isEmpty { entry.illustrations = text.illustrations }
      result[id] = entry
    }
    return result
  }

  private enum CodingKeys: String, CodingKey {
    case gvlSpecificationVersion, vendorListVersion, tcfPolicyVersion, lastUpdated
    case purposes, specialPurposes, features, specialFeatures, stacks, dataCategories, vendors
  }

  /// Decodes the official JSON; collections missing from the file are empty.
  package init(gvlJSON decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    gvlSpecificationVersion =
      try container.decodeIfPresent(Int.self, forKey: .gvlSpecificationVersion) ?? 0
    vendorListVersion = try container.decode(Int.self, forKey: .vendorListVersion)
    tcfPolicyVersion = try container.decodeIfPresent(Int.self, forKey: .tcfPolicyVersion) ?? 0
    lastUpdated = try container.decodeIfPresent(String.self, forKey: .lastUpdated)
      .flatMap(GVLKeyedCollection.date(from:))
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
    vendors = try keyed(.vendors, GVLVendor.self)
  }
}
