/// What ``AdsLoader`` hands over when loading failed: IMA's `IMAAdLoadingErrorData`.
public struct AdLoadingErrorData: Sendable {
  /// The error.
  public let adError: AdError
  /// The request's user context.
  public let userContext: (any Sendable)?
}
