/// What ``AdsLoader`` hands over when loading failed: IMA's `IMAAdLoadingErrorData`.
public struct AdLoadingErrorData: Sendable {
  /// The error.
  public let adError: AdError
  /// The request's user context.
  public let userContext: (any Sendable)?
  /// Every HTTP request the failed load made, for diagnostics.
  public let hops: [LoadHop]

  /// Creates error data.
  public init(adError: AdError, userContext: (any Sendable)?, hops: [LoadHop] = []) {
    self.adError = adError
    self.userContext = userContext
    self.hops = hops
  }
}
