/// A vendor list, where it came from, and what went wrong on the way.
public struct GVLLoadResult: Hashable, Sendable {
  /// The vendor list.
  public var vendorList: GlobalVendorList
  /// Where it came from.
  public var origin: GVLOrigin
  /// The problems met before it was found, in order: a failed fetch, a corrupt cache, a cache that
  /// could not be written. Empty when the preferred source answered cleanly.
  public var problems: [GVLError]

  /// Creates a result.
  package init(vendorList: GlobalVendorList, origin: GVLOrigin, problems: [GVLError] = []) {
    self.vendorList = vendorList
    self.origin = origin
    self.problems = problems
  }
}
