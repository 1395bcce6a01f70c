/// What ``AdsLoader`` hands over when loading failed: IMA's `IMAAdLoadingErrorData`.
public struct AdLoadingErrorData: Sendable {
  /// The error.
  public let adError: AdError
  /// The request's user context.
  public let userContext: (any Sendable)?
  /// Every HTTP request the failed load made, for diagnostics.
  package let hops: [LoadHop]

  /// Creates error data.
  package init(adError: AdError, userContext: (any Sendable)?) {
    self.init(adError: adError, userContext: userContext, hops: [])
  }

  /// Creates error data with the HTTP requests the failed load made.
  package init(adError: AdError, userContext: (any Sendable)?, hops: [LoadHop]) {
    self.adError = adError
    self.userContext = userContext
    self.hops = hops
  }
}
