/// Mapping of IAB VAST and VMAP codes onto IMA's codes.
extension AdError {
  /// A loading error for a VAST or VMAP failure, with the IMA code IMA would report.
  ///
  /// 100–102 → 100, 200–206 → 200, 301 → 301, 302 → 302, 303 → 303 after wrappers (1009 for a
  /// direct empty response), 1000–1008 → 1004, anything else → 1010; the VAST code is kept.
  package static func loading(_ error: VASTError, afterWrappers: Bool = false) -> AdError {
    AdError(
      type: .loadingFailed, code: imaCode(for: error.code, afterWrappers: afterWrappers),
      message: error.message, vastCode: error.code)
  }

  /// IMA's code for a VAST or VMAP code.
  package static func imaCode(for code: VASTErrorCode, afterWrappers: Bool = false) -> AdErrorCode {
    switch code.rawValue {
    case 100...102: .vastMalformedResponse
    case 200...206: .vastTraffickingError
    case 301: .vastLoadTimeout
    case 302: .vastTooManyRedirects
    case 303: afterWrappers ? .vastInvalidURL : .vastEmptyResponse
    case 300, 304: .failedLoadingAd
    case 400...411: AdErrorCode(rawValue: code.rawValue)
    case 1000...1008: .playlistMalformedResponse
    default: .failedLoadingAd
    }
  }
}
