extension AdOverlayModel {
  /// Whether `ad` is the ad `drawnAd` was: the same `<Ad id>` at the same place in the same
  /// break (``AdInfo/podInfo``). An overlay carries what it drew over to the next state only
  /// within one ad.
  package static func isSameAd(_ ad: AdInfo, as drawnAd: AdInfo?) -> Bool {
    guard let drawnAd else { return false }
    return ad.adId == drawnAd.adId && ad.podInfo == drawnAd.podInfo
  }

  /// The overlay to draw next: for `ad` at `time` seconds into it (hidden when no ad plays),
  /// after `drawn` was drawn for `drawnAd`.
  ///
  /// `drawn` is the previous state (``state(for:at:previous:)``) only when `ad` is the same
  /// ad (``isSameAd(_:as:)``): a new ad starts afresh, so its skip button is announced, and
  /// takes focus, when it becomes enabled, however the ad before it ended.
  package func redraw(
    for ad: AdInfo?, at time: Double, after drawn: AdOverlayState, of drawnAd: AdInfo?
  ) -> AdOverlayState {
    guard let ad else { return .hidden }
    return state(for: ad, at: time, previous: Self.isSameAd(ad, as: drawnAd) ? drawn : nil)
  }
}
