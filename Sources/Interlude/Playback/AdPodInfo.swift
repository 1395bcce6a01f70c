/// Where an ad sits in its break: IMA's `IMAAdPodInfo`.
public struct AdPodInfo: Hashable, Sendable {
  /// How many ads the break plays (1 for a single ad).
  public var totalAds: Int
  /// The ad's 1-based position in the break.
  public var adPosition: Int
  /// Whether the ad is a bumper: its VMAP break carries a `<vmap:Extension type="bumper">`.
  public var isBumper: Bool
  /// The break's index: 0 pre-roll, 1…n mid-rolls in order, -1 post-roll (0 outside a playlist).
  public var podIndex: Int
  /// The break's time offset in seconds: 0 pre-roll, -1 post-roll.
  public var timeOffset: Double
  /// The break's maximum duration in seconds, -1 when unknown: a VMAP break's ad tag gives it
  /// as Google Ad Manager's `pmxd` (milliseconds); VAST and VMAP have no element for it.
  public var maxDuration: Double

  /// Creates pod information.
  package init(
    totalAds: Int = 1, adPosition: Int = 1, isBumper: Bool = false, podIndex: Int = 0,
    timeOffset: Double = 0, maxDuration: Double = -1
  ) {
    self.totalAds = totalAds
    self.adPosition = adPosition
    self.isBumper = isBumper
    self.podIndex = podIndex
    self.timeOffset = timeOffset
    self.maxDuration = maxDuration
  }
}
