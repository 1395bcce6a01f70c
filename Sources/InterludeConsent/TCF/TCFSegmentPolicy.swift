/// What ``TCStringDecoder`` does with a malformed optional segment (after the core).
///
/// Examples: an empty trailing segment (`core.`), a bare segment type 0, an unknown segment
/// type, a truncated PublisherTC, or the same segment type twice.
package enum TCFSegmentPolicy: String, Hashable, Sendable {
  /// The default: the whole string is rejected with ``TCFErrorKind/badSegment``.
  case strict
  /// The segment is dropped and a message is added to ``TCString/decodingWarnings``; the core
  /// and every well-formed segment are kept (prebid and iabtcf-java behave this way).
  case lenient
}
