/// What ``AdsLoader`` hands over when ads have loaded: IMA's `IMAAdsLoadedData`.
public struct AdsLoadedData: Sendable {
  /// The manager that schedules and plays the ads.
  public let adsManager: AdsManager
  /// The request's user context.
  public let userContext: (any Sendable)?
}
