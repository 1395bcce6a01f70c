/// An ad of a response that could not be resolved, with why and where.
public struct AdLoadFailure: Hashable, Sendable {
  /// The failing ad's `id` at the top of the chain.
  public var adId: String?
  /// Its pod position, when it was a pod member.
  public var sequence: Int?
  /// The error, with IMA's code and the VAST code reported to the chain's `<Error>` URLs.
  public var error: AdError
  /// The wrappers that had been followed when it failed, outermost first.
  public var wrappers: [WrapperHop]

  /// Creates a failure.
  public init(adId: String?, sequence: Int?, error: AdError, wrappers: [WrapperHop] = []) {
    self.adId = adId
    self.sequence = sequence
    self.error = error
    self.wrappers = wrappers
  }
}
