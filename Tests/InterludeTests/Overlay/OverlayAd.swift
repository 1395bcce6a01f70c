import Foundation
import Interlude

/// The playing ad the overlay tests draw: a linear ad with a duration, a skip offset (-1: not
/// skippable), a pod position and a click-through.
enum OverlayAd {
  static func make(
    duration: Double = 30, skipAfter: Double = -1, position: Int = 1, total: Int = 1,
    clickThrough: String? = "https://landing.test/a", icons: [Icon] = []
  ) -> AdInfo {
    var ad = AdInfo(
      duration: duration, skipTimeOffset: skipAfter,
      podInfo: AdPodInfo(totalAds: total, adPosition: position))
    ad.clickThroughURL = clickThrough.flatMap(URL.init(string:))
    ad.icons = icons
    return ad
  }
}
