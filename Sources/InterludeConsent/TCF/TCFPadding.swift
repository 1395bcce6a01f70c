/// How ``TCStringEncoder`` pads each segment's bits before base64url encoding.
package enum TCFPadding: String, Hashable, Sendable {
  /// Zero bits up to a multiple of 24, so each segment is a multiple of 4 characters
  /// (iabtcf-es and iabgpp-es do this).
  case base64Blocks
  /// Zero bits up to a whole byte, then to a multiple of 6: base64url of the segment's bytes
  /// (Go encoders such as SirData's iabtcfv2 and prebid/go-gdpr do this).
  case bytes
  /// Zero bits up to a multiple of 6 only: the shortest string.
  case minimal
}
