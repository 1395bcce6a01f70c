/// The stable code of a ``GVLError``, for programs and logs that branch on the failure.
///
/// The raw values are a contract: they appear in CLI output and logs and do not change.
package enum GVLErrorCode: String, Hashable, Sendable, CaseIterable {
  /// ``GVLError/unsupportedURL(_:)``.
  case unsupportedURL
  /// ``GVLError/noTransport(_:)``.
  case noTransport
  /// ``GVLError/readFailed(url:reason:)``.
  case readFailed
  /// ``GVLError/fetchFailed(url:reason:)``.
  case fetchFailed
  /// ``GVLError/httpStatus(url:status:)``.
  case httpStatus
  /// ``GVLError/tooLarge(url:limit:)``.
  case tooLarge
  /// ``GVLError/decodingFailed(reason:)``.
  case decodingFailed
  /// ``GVLError/unsupportedSpecificationVersion(_:)``.
  case unsupportedSpecificationVersion
  /// ``GVLError/invalidLanguage(_:)``.
  case invalidLanguage
  /// ``GVLError/corruptCache(file:reason:)``.
  case corruptCache
  /// ``GVLError/cacheWriteFailed(file:reason:)``.
  case cacheWriteFailed
  /// ``GVLError/unavailable(_:)``.
  case unavailable
}
