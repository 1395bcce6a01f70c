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
  /// 603: a companion failed to load or render.
  public static let companionAdLoadingFailed = AdErrorCode(rawValue: 603)
  /// 900: an unexpected error.
  public static let unknownError = AdErrorCode(rawValue: 900)
  /// 1004: the VMAP (ad rules) response is malformed.
  public static let playlistMalformedResponse = AdErrorCode(rawValue: 1004)
  /// 1005: the ads could not be requested from the server.
  public static let failedToRequestAds = AdErrorCode(rawValue: 1005)
  /// 1007: the VAST response has no usable assets.
  public static let vastAssetNotFound = AdErrorCode(rawValue: 1007)
  /// 1009: the VAST response is empty (no ads).
  public static let vastEmptyResponse = AdErrorCode(rawValue: 1009)
  /// 1010: an ad failed to load.
  public static let failedLoadingAd = AdErrorCode(rawValue: 1010)
  /// 1101: invalid arguments were passed to the SDK.
  public static let invalidArguments = AdErrorCode(rawValue: 1101)
  /// 1102: the API was used in a way it does not support.
  public static let apiError = AdErrorCode(rawValue: 1102)
  /// 1205: a playlist was returned but no content playhead was given.
  public static let contentPlayheadMissing = AdErrorCode(rawValue: 1205)
}
