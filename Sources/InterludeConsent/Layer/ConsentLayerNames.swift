import Foundation

/// Looks up the texts of a (possibly translated) Global Vendor List for the layer, with the
/// standard English TCF names when there is no list or the list lacks an entry. Names and
/// descriptions are trimmed: real lists end some of them with spaces or line breaks.
struct ConsentLayerNames {
  /// The list, already translated.
  let vendorList: GlobalVendorList?

  /// A purpose, special purpose, feature or special feature, by collection.
  enum Collection {
    case purpose
    case specialPurpose
    case feature
    case specialFeature
  }

  /// The entry with id `id`: the list's own, or one with the standard name and no description.
  func entry(_ collection: Collection, _ id: Int) -> GVLPurpose {
    let (entries, standard, fallback): ([Int: GVLPurpose]?, [Int: String], String) =
      switch collection {
      case .purpose: (vendorList?.purposes, TCFStandardNames.purposes, "Purpose")
      case .specialPurpose:
        (vendorList?.specialPurposes, TCFStandardNames.specialPurposes, "Special purpose")
      case .feature: (vendorList?.features, TCFStandardNames.features, "Feature")
      case .specialFeature:
        (vendorList?.specialFeatures, TCFStandardNames.specialFeatures, "Special feature")
      }
    guard var entry = entries?[id] else {
      return GVLPurpose(id: id, name: standard[id] ?? "\(fallback) \(id)")
    }
    entry.name = Self.trimmed(entry.name)
    if entry.name.isEmpty { entry.name = standard[id] ?? "\(fallback) \(id)" }
    entry.description = Self.trimmed(entry.description)
    entry.illustrations = entry.illustrations.map(Self.trimmed).filter { !$0.isEmpty }
    return entry
  }

  /// The names of the entries with ids `ids`, in id order.
  func names(_ collection: Collection, _ ids: [Int]) -> [String] {
    Set(ids).sorted().map { entry(collection, $0).name }
  }

  /// The names of the data categories with ids `ids`, in id order.
  func dataCategoryNames(_ ids: [Int]) -> [String] {
    Set(ids).sorted().map { id in
      let name = vendorList?.dataCategories[id].map { Self.trimmed($0.name) } ?? ""
      return name.isEmpty ? "Data category \(id)" : name
    }
  }

  /// The stack with id `id`, its texts trimmed; nil when the list has none.
  func stack(_ id: Int) -> GVLStack? {
    guard var stack = vendorList?.stacks[id] else { return nil }
    stack.name = Self.trimmed(stack.name)
    stack.description = Self.trimmed(stack.description)
    return stack
  }

  static func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
