/// IMA's numeric error codes (`IMAErrorCode`), so an app moving from IMA keeps its handling.
///
/// An open set like ``VASTErrorCode``; the named constants are IMA's client-side codes.
public struct AdErrorCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The numeric value.
  public let rawValue: Int

  /// Creates a code from its number.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The number as text.
  public var description: String { String(rawValue) }

  /// 100: the response is not valid VAST.
  public static let vastMalformedResponse = AdErrorCode(rawValue: 100)
  /// 200: the ad type was not expected or cannot be displayed.
  public static let vastTraffickingError = AdErrorCode(rawValue: 200)
  /// 301: a VAST URI timed out or was unavailable.
  public static let vastLoadTimeout = AdErrorCode(rawValue: 301)
  /// 302: more wrappers than `Settings.maxRedirects` allows.
  public static let vastTooManyRedirects = AdErrorCode(rawValue: 302)
  /// 303: a wrapper's target was not found, or the chain ended with no ad.
  public static let vastInvalidURL = AdErrorCode(rawValue: 303)
  /// 400: the video could not be played.
  public static let videoPlayError = AdErrorCode(rawValue: 400)
  /// 402: the media file did not load in time.
  public static let vastMediaLoadTimeout = AdErrorCode(rawValue: 402)
  /// 403: no media file matches the player's capabilities.
  public static let vastLinearAssetMismatch = AdErrorCode(rawValue: 403)
  /// 603: a companion failed to load or render. Reported as IMA does, in a LOG event
  /// (`data["errorCode"]`), when a slot says its companion did not load
  /// (``CompanionAdSlot/companionDidFailToLoad()``); the ad plays on.
  public static let companionAdLoadingFailed = AdErrorCode(rawValue: 603)
  /// 900: an unexpected error. Produced when the ``VideoDisplay`` breaks its contract by
  /// reporting the end of media it never reported loaded (the ad fails at once, with VAST
  /// error 900 sent to its error URLs); every other failure the SDK reports has a known cause
  /// and its own code (a VAST or VMAP failure with another code is 1010).
  public static let unknownError = AdErrorCode(rawValue: 900)
  /// 1004: the VMAP (ad rules) response is malformed.
  public static let playlistMalformedResponse = AdErrorCode(rawValue: 1004)
  /// 1005: the ads could not be requested from the server.
  public static let failedToRequestAds = AdErrorCode(rawValue: 1005)
  /// 1007: the VAST response has no usable assets: the ad's linear creative has no media file
  /// at all (media files that the display cannot play are 403).
  public static let vastAssetNotFound = AdErrorCode(rawValue: 1007)
  /// 1009: the VAST response is empty (no ads).
  public static let vastEmptyResponse = AdErrorCode(rawValue: 1009)
  /// 1010: an ad failed to load.
  public static let failedLoadingAd = AdErrorCode(rawValue: 1010)
  /// 1006: a required listener was not added. Not produced: no listener is required here (an
  /// ``AdsManager`` without a delegate still plays, and its ``AdsManager/events`` stream can be
  /// read instead).
  public static let requiredListenersNotAdded = AdErrorCode(rawValue: 1006)
  /// 1008: the ad slot is not visible. Not produced: the SDK makes no viewability check before
  /// playing.
  public static let adslotNotVisible = AdErrorCode(rawValue: 1008)
  /// 1101: invalid arguments were passed to the SDK: a request whose ad tag URL is not a usable
  /// http or https URL.
  public static let invalidArguments = AdErrorCode(rawValue: 1101)
  /// 1102: the API was used in a way it does not support: a request with neither an ad tag URL
  /// nor an ads response.
  public static let apiError = AdErrorCode(rawValue: 1102)
  /// 1103: the operating system is too old for the SDK. Not produced: the package's deployment
  /// targets keep the SDK off older systems.
  public static let osRuntimeTooOld = AdErrorCode(rawValue: 1103)
  /// 1201: another ads manager is still using the video display. Not produced: each manager
  /// plays on the display it was given, and the SDK does not track which manager uses one.
  public static let videoElementUsed = AdErrorCode(rawValue: 1201)
  /// 1202: no video element was given: an ad starts on a manager whose
  /// ``AdDisplayContainer`` has no ``VideoDisplay``; the ad fails and the break moves on.
  public static let videoElementRequired = AdErrorCode(rawValue: 1202)
  /// 1205: a playlist was returned but no content playhead was given.
  public static let contentPlayheadMissing = AdErrorCode(rawValue: 1205)
}
