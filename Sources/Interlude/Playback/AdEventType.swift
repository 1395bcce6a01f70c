/// The kinds of ``AdEvent``: IMA's client-side set plus what IMA iOS lacks.
///
/// Names, not numbers, are the contract (IMA's raw values shifted between releases).
public enum AdEventType: String, Hashable, Sendable, CaseIterable {
  /// A break is ready; with `autoPlayAdBreaks` off the app calls ``AdsManager/start()``.
  case adBreakReady = "AD_BREAK_READY"
  /// A break could not be fetched and will play no ads.
  case adBreakFetchError = "AD_BREAK_FETCH_ERROR"
  /// A break started (its first ad is about to load).
  case adBreakStarted = "AD_BREAK_STARTED"
  /// A break ended (content is about to resume).
  case adBreakEnded = "AD_BREAK_ENDED"
  /// Every ad has played, or none could.
  case allAdsCompleted = "ALL_ADS_COMPLETED"
  /// The ad was clicked through.
  case clicked = "CLICKED"
  /// The ad played to its end.
  case complete = "COMPLETE"
  /// The schedule's cue points changed.
  case cuepointsChanged = "CUEPOINTS_CHANGED"
  /// An industry icon was tapped.
  case iconTapped = "ICON_TAPPED"
  /// The fallback image of a tapped icon was closed (``AdsManager/iconFallbackImageClosed(at:)``);
  /// `data["iconIndex"]` names the icon.
  case iconFallbackImageClosed = "ICON_FALLBACK_IMAGE_CLOSED"
  /// A quarter of the ad played.
  case firstQuartile = "FIRST_QUARTILE"
  /// The ad's media loaded.
  case loaded = "LOADED"
  /// A non-fatal problem (for example a beacon or companion failure); details in `data`.
  case log = "LOG"
  /// Half of the ad played.
  case midpoint = "MIDPOINT"
  /// The ad was paused.
  case pause = "PAUSE"
  /// The ad was resumed.
  case resume = "RESUME"
  /// The ad was skipped.
  case skipped = "SKIPPED"
  /// The ad's first frame showed.
  case started = "STARTED"
  /// The ad was tapped outside its click-through area.
  case tapped = "TAPPED"
  /// Three quarters of the ad played.
  case thirdQuartile = "THIRD_QUARTILE"
  /// The impression was counted (all impression URLs fired).
  case impression = "IMPRESSION"
  /// Playback progressed (every 200 ms of media time).
  case adProgress = "AD_PROGRESS"
  /// The ad stalled waiting for data.
  case adBuffering = "AD_BUFFERING"
  /// The ad became skippable.
  case skippableStateChanged = "SKIPPABLE_STATE_CHANGED"
  /// The volume changed.
  case volumeChanged = "VOLUME_CHANGED"
  /// The ad was muted.
  case volumeMuted = "VOLUME_MUTED"
  /// The ad's duration became known or changed.
  case durationChange = "DURATION_CHANGE"
}
