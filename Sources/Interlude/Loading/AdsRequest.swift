import Foundation

/// One request for ads: IMA's `IMAAdsRequest`.
public struct AdsRequest: Sendable {
  /// The ad tag (VAST or VMAP URL), when ads are fetched.
  public var adTagUrl: String?
  /// A canned VAST or VMAP document, when ads are given rather than fetched.
  public var adsResponse: String?
  /// Where the ads will show.
  public var adDisplayContainer: AdDisplayContainer?
  /// The content player's position, needed for VMAP schedules.
  public var contentPlayhead: (any ContentPlayhead)?
  /// A value handed back with the result.
  public var userContext: (any Sendable)?
  /// Overrides the first-request and wrapper timeouts, in milliseconds (IMA's unit).
  public var vastLoadTimeout: Double?
  /// The most seconds to wait, after ``AdsLoader/requestAds(_:)``, before the ad tag is
  /// requested (IMA's `liveStreamPrefetchSeconds`; default 0, no wait).
  ///
  /// For live streams, where every viewer asks for the same break at once: the loader waits a
  /// random time between 0 and this many seconds on its playback clock before the first
  /// request, so the requests are spread over the window. A canned ``adsResponse`` is not
  /// delayed; neither are the VMAP breaks' own requests.
  public var liveStreamPrefetchSeconds: Double = 0
  /// The content's duration in seconds, for `n%` VMAP offsets and post-roll timing.
  ///
  /// Also sent as `vid_d` (whole seconds, rounded) on the hosts of
  /// ``LoadingSettings/adTagParameterHosts`` when the tag has none, as IMA sends it to Ad
  /// Exchange; nothing is sent for a value that is not positive.
  public var contentDuration: Double?
  /// The content's title: `vid_t` on the hosts of ``LoadingSettings/adTagParameterHosts`` when
  /// the tag has none (IMA: "Used in AdX requests"); nothing is sent when nil or empty.
  public var contentTitle: String?
  /// Keywords describing the content: `vid_kw`, comma-separated, on the hosts of
  /// ``LoadingSettings/adTagParameterHosts`` when the tag has none; empty keywords are left out.
  public var contentKeywords: [String]
  /// The content's break opportunities in seconds (chapter marks), for VMAP `#n` offsets.
  public var contentCuePoints: [Double] = []
  /// The content's page or universal link: `url` on the hosts of
  /// ``LoadingSettings/adTagParameterHosts`` when the tag has none, and `[CONTENTURI]`.
  public var contentURL: String?
  /// The publisher's own secure signal (IMA's `secureSignals`): sent with the signals of the
  /// loader's ``AdsLoader/secureSignalsProviders`` as `ssj` on the hosts of
  /// ``LoadingSettings/adTagParameterHosts``, only when consent allows an identifier.
  public var secureSignals: SecureSignals?
  /// Whether the ad will start without a user gesture; nil is unknown.
  ///
  /// A signal to the ad server only: `vpa=auto` or `vpa=click` on the hosts of
  /// ``LoadingSettings/adTagParameterHosts``, and with ``adWillPlayMuted`` the start method of
  /// `[PLAYBACKMETHODS]`. Playback does not change with it.
  public var adWillAutoPlay: Bool?
  /// Whether the ad will start muted; nil is unknown.
  ///
  /// A signal only: `vpmute=1` or `vpmute=0` (see ``adWillAutoPlay``).
  public var adWillPlayMuted: Bool?
  /// Whether the content videos play one after another, like a TV broadcast; nil is unknown.
  ///
  /// A signal only: `vconp=2` (on) or `vconp=1` (off), and `7` in `[PLAYBACKMETHODS]` when on.
  public var continuousPlayback: Bool?

  /// A request for the ads at an ad tag.
  public init(
    adTagUrl: String, adDisplayContainer: AdDisplayContainer? = nil,
    contentPlayhead: (any ContentPlayhead)? = nil, userContext: (any Sendable)? = nil
  ) {
    self.init(
      adTagUrl: adTagUrl, adsResponse: nil, adDisplayContainer: adDisplayContainer,
      contentPlayhead: contentPlayhead, userContext: userContext)
  }

  /// A request for the ads of a canned VAST or VMAP document.
  public init(
    adsResponse: String, adDisplayContainer: AdDisplayContainer? = nil,
    contentPlayhead: (any ContentPlayhead)? = nil, userContext: (any Sendable)? = nil
  ) {
    self.init(
      adTagUrl: nil, adsResponse: adsResponse, adDisplayContainer: adDisplayContainer,
      contentPlayhead: contentPlayhead, userContext: userContext)
  }

  private init(
    adTagUrl: String?, adsResponse: String?, adDisplayContainer: AdDisplayContainer?,
    contentPlayhead: (any ContentPlayhead)?, userContext: (any Sendable)?
  ) {
    self.adTagUrl = adTagUrl
    self.adsResponse = adsResponse
    self.adDisplayContainer = adDisplayContainer
    self.contentPlayhead = contentPlayhead
    self.userContext = userContext
    self.contentKeywords = []
  }
}
