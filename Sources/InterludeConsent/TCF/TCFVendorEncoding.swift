/// How ``TCStringEncoder`` writes vendor sections (consents, legitimate interests, disclosed
/// and allowed vendors).
package enum TCFVendorEncoding: String, Hashable, Sendable {
  /// The smaller of a bitfield and range entries (a bitfield on a tie), as the spec advises.
  case shortest
  /// The form recorded in ``VendorSet/isRangeEncoding`` (for faithful re-encoding).
  case asRecorded
}
