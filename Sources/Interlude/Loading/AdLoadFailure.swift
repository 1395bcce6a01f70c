/// An ad of a response that could not be resolved, with why and where.
package struct AdLoadFailure: Hashable, Sendable {
  /// The failing ad's `id` at the top of the chain.
  package var adId: String?
  /// Its pod position, when it was a pod member.
  package var sequence: Int?
  /// The error, with IMA's code and the VAST code reported to the chain's `<Error>` URLs.
  package var error: AdError
  /// The wrappers that had been followed when it failed, outermost first.
  package var wrappers: [WrapperHop]

  /// Creates a failure.
  package init(adId: String?, sequence: Int?, error: AdError, wrappers: [WrapperHop] = []) {
    self.adId = adId
    self.sequence = sequence
    self.error = error
    self.wrappers = wrappers
  }
}
