/// Receives what an ``AdsManager`` does: IMA's `IMAAdsManagerDelegate`.
///
/// The four required methods mirror IMA's; the optional ones have empty defaults.
@MainActor
public protocol AdsManagerDelegate: AnyObject {
  /// An event happened.
  func adsManager(_ manager: AdsManager, didReceive event: AdEvent)
  /// An ad or a break failed; playback goes on without it.
  func adsManager(_ manager: AdsManager, didReceive error: AdError)
  /// Pause the content: an ad break is starting.
  func adsManagerDidRequestContentPause(_ manager: AdsManager)
  /// Resume the content: the ad break is over.
  func adsManagerDidRequestContentResume(_ manager: AdsManager)
  /// The ad progressed (every 200 ms of media time); `totalTime` is the media's duration once
  /// the display reported it, else the VAST duration.
  func adsManager(_ manager: AdsManager, adDidProgressToTime time: Double, totalTime: Double)
  /// The playing ad's media is buffered up to `mediaTime` seconds, as the display reports it.
  func adsManager(_ manager: AdsManager, adDidBufferToMediaTime mediaTime: Double)
  /// The ad stalled waiting for data.
  func adsManagerAdDidStartBuffering(_ manager: AdsManager)
  /// The ad's media loaded and can play.
  func adsManagerAdPlaybackReady(_ manager: AdsManager)
}

extension AdsManagerDelegate {
  /// Does nothing.
  public func adsManager(_ manager: AdsManager, adDidProgressToTime time: Double, totalTime: Double)
  {}
  /// Does nothing.
  public func adsManager(_ manager: AdsManager, adDidBufferToMediaTime mediaTime: Double) {}
  /// Does nothing.
  public func adsManagerAdDidStartBuffering(_ manager: AdsManager) {}
  /// Does nothing.
  public func adsManagerAdPlaybackReady(_ manager: AdsManager) {}
}
