import Foundation
import InterludeConsent

/// Media preloading: IMA's `enablePreloading`.
///
/// With ``AdsRenderingSettings/enablePreloading`` on (IMA's default), the manager hints the
/// display (``VideoDisplay/preload(_:mimeType:)``) at the media file an ad will load, before
/// it loads it:
/// - the next ad of a pod, when an ad starts;
/// - the first ad of a break when the break is announced (a VAST response, a pre-roll), and of
///   a mid-roll or post-roll once its ads are loaded and its cue point is within
///   ``LoadingSettings/breakPrefetchLeadTime`` (8 s, IMA's lead) of the content playhead.
///
/// The hinted file is the one the ad's playback will choose (the same ``MediaSelector`` call).
/// A hint fires no beacon and sends no event: the impression still counts only when the ad
/// plays. The preloaded media is dropped when the session is destroyed or the break discarded.
extension AdsManager {
  /// Hints the display at the media file `ad` will load, once per URL until it is loaded.
  func preloadMedia(of ad: ResolvedAd) {
    guard session.settings.enablePreloading, let display = session.environment.display,
      let (file, url) = AdPlayback.media(
        of: ad, settings: session.settings, display: display,
        playerSize: playbackContext.device.playerSize),
      url != session.preloadedMediaURL
    else { return }
    session.preloadedMediaURL = url
    playbackContext.debugLog?.write("preload \(url.absoluteString)")
    display.preload(url, mimeType: file.type)
  }

  /// Hints the display at the next ad of the playing pod, if there is one.
  func preloadNextAdOfBreak() {
    guard case .inBreak = session.phase, session.position < session.queue.count else { return }
    preloadMedia(of: session.queue[session.position])
  }

  /// Hints the display at the first ad of the next break whose ads are loaded and whose cue
  /// point is within the lead time of `contentTime`, once per break.
  ///
  /// It runs on every content tick (5 a second), so the cheap tests come first: the cue's time
  /// window, then whether the break already played or was hinted.
  func preloadUpcomingBreak(near contentTime: Double) {
    guard session.settings.enablePreloading else { return }
    let lead = playbackContext.settings.loading.breakPrefetchLeadTime.timeInterval
    let schedule = self.schedule
    var upcoming: (index: Int, at: Double)?
    for index in schedule.indices {
      guard let cue = schedule[index].cuePoint, cue != 0,
        let at = cue == -1 ? contentDuration : cue, at >= contentTime, at - contentTime <= lead,
        at < upcoming?.at ?? .infinity, !session.consumed.contains(index)
      else { continue }
      upcoming = (index, at)
    }
    guard let index = upcoming?.index, index != session.preloadedBreak,
      case .loaded(let resolution) = schedule[index].state,
      let first = resolution.playableAds.first
    else { return }
    session.preloadedBreak = index
    preloadMedia(of: first)
  }

  /// The display loaded `url`: when it was the hinted one, the hint is used up (a later hint
  /// at the same URL is a new one).
  func preloadConsumed(by url: URL?) {
    if url == session.preloadedMediaURL { session.preloadedMediaURL = nil }
  }

  /// Drops the preloaded media, if any.
  func cancelPreload() {
    guard session.preloadedMediaURL != nil else { return }
    session.preloadedMediaURL = nil
    session.environment.display?.cancelPreload()
  }
}
