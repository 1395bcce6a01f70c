/// One publisher restriction entry: a purpose, a restriction type and the vendors it covers.
public struct PublisherRestriction: Hashable, Sendable {
  /// The purpose restricted (6 bits, 1-based).
  public var purposeId: Int
  /// What the restriction requires.
  public var restrictionType: TCFRestrictionType
  /// The vendors covered, 1-based, ascending and unique.
  public var vendorIds: [Int]

  /// Creates a restriction; `vendorIds` are sorted and de-duplicated.
  public init(purposeId: Int, restrictionType: TCFRestrictionType, vendorIds: [Int]) {
    self.purposeId = purposeId
    self.restrictionType = restrictionType
    self.vendorIds = VendorSet(ids: vendorIds).ids
  }

  /// Creates a restriction from IDs already sorted and unique (the decoder's fast path).
  init(purposeId: Int, restrictionType: TCFRestrictionType, sortedVendorIds: [Int]) {
    self.purposeId = purposeId
    self.restrictionType = restrictionType
    self.vendorIds = sortedVendorIds
  }
}
