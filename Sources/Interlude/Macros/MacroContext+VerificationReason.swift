extension MacroContext {
  /// Why a verification script was not executed (`[REASON]`, VAST 4.1 §3.17).
  package enum VerificationReason: Int, Hashable, Sendable, CaseIterable {
    /// The publisher does not recognise or allow the vendor's code.
    case resourceRejected = 1
    /// The API framework or language of the resource is not supported.
    case notSupported = 2
    /// The resource could not be fetched or failed while loading.
    case loadError = 3
  }
}
