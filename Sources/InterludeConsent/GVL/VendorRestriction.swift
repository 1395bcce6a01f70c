/// One publisher restriction: a restriction type on a purpose for a set of vendors.
public struct VendorRestriction: Hashable, Sendable {
  /// The restricted purpose id.
  public var purposeId: Int
  /// What the restriction requires.
  public var type: VendorRestrictionType
  /// The vendor ids it applies to; ids absent from the vendor list are allowed.
  public var vendorIds: Set<Int>

  /// Creates a restriction.
  public init(purposeId: Int, type: VendorRestrictionType, vendorIds: Set<Int>) {
    self.purposeId = purposeId
    self.type = type
    self.vendorIds = vendorIds
  }
}
