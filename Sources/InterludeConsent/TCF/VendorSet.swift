/// One vendor section of a TC string: vendor consents, vendor legitimate interests,
/// disclosed vendors or the legacy allowed vendors.
///
/// Keeps the section's `MaxVendorId` and how it was encoded, so a decoded string can be
/// described and re-encoded faithfully. IDs are 1-based, sorted and unique.
public struct VendorSet: Hashable, Sendable {
  /// The section's `MaxVendorId` (0 for an empty section).
  public var maxVendorId: Int
  /// Whether the section used range encoding (`true`) or a bitfield (`false`).
  public var isRangeEncoding: Bool
  /// The vendor IDs in the set, 1-based, ascending and unique.
  public var ids: [Int]

  /// Creates a section; `ids` are sorted and de-duplicated, and `maxVendorId` defaults to the
  /// highest ID.
  public init(ids: [Int], maxVendorId: Int? = nil, isRangeEncoding: Bool = false) {
    var sorted = ids.sorted()
    if sorted.count > 1 {
      var unique: [Int] = []
      unique.reserveCapacity(sorted.count)
      for id in sorted where unique.last != id { unique.append(id) }
      sorted = unique
    }
    self.ids = sorted
    self.maxVendorId = maxVendorId ?? (sorted.last ?? 0)
    self.isRangeEncoding = isRangeEncoding
  }

  /// Creates a section from IDs already sorted and unique (the decoder's fast path).
  init(sortedIds: [Int], maxVendorId: Int, isRangeEncoding: Bool) {
    self.ids = sortedIds
    self.maxVendorId = maxVendorId
    self.isRangeEncoding = isRangeEncoding
  }

  /// An empty section (`MaxVendorId` 0, bitfield).
  public static let empty = VendorSet(sortedIds: [], maxVendorId: 0, isRangeEncoding: false)

  /// Whether the vendor with this ID is in the set.
  public func contains(_ vendorId: Int) -> Bool {
    var low = 0
    var high = ids.count
    while low < high {
      let middle = (low + high) / 2
      if ids[middle] < vendorId { low = middle + 1 } else { high = middle }
    }
    return low < ids.count && ids[low] == vendorId
  }
}
