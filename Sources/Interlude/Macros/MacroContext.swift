package import Foundation

/// Every value a VAST macro can take when a URL is expanded.
///
/// Everything is optional or has a default: a value that is nil expands to `-1` (unknown), and
/// values that depend on consent are read from ``privacy`` (which withholds everything by
/// default, so identifiers expand to `-2`). The loader fills the request-level values, the
/// tracker adds the ad-level ones (playheads, asset, ids) for each beacon.
package struct MacroContext: Sendable {
  // MARK: Generic

  /// The time for `[TIMESTAMP]`; nil means the moment of expansion.
  package var timestamp: Date?
  /// The zone `[TIMESTAMP]` is written in; nil writes UTC (`Z`).
  package var timeZone: TimeZone?
  /// The random source of `[CACHEBUSTING]`: any 64-bit value, reduced to eight digits.
  ///
  /// Inject a fixed value in tests; the default draws from the system generator.
  package var randomNumber: @Sendable () -> UInt64

  // MARK: Ad break

  /// The ad's playhead in seconds (`[ADPLAYHEAD]`).
  package var adPlayhead: Double?
  /// The content's playhead in seconds (`[CONTENTPLAYHEAD]`, deprecated in VAST 4.1).
  ///
  /// Falls back to ``mediaPlayhead`` when nil: both name the content position.
  package var contentPlayhead: Double?
  /// The content's playhead in seconds (`[MEDIAPLAYHEAD]`); falls back to ``contentPlayhead``.
  package var mediaPlayhead: Double?
  /// Where the break sits in the content (`[BREAKPOSITION]`).
  package var breakPosition: BreakPosition?
  /// The `sequence` of the playing ad in its pod (`[PODSEQUENCE]`).
  package var podSequence: Int?
  /// The ad's `<AdServingId>` (`[ADSERVINGID]`).
  package var adServingId: String?
  /// The creative's `<UniversalAdId>`s (`[UNIVERSALADID]`), written `registry value`.
  ///
  /// Several ids are comma-joined; a missing registry is written `unknown`. Empty is unknown.
  package var universalAdIds: [UniversalAdId] = []
  /// Ads expected (requests) or played so far in the chain (tracking) (`[ADCOUNT]`).
  package var adCount: Int?
  /// The ad's `adType` (`[ADTYPE]`).
  package var adType: AdType?
  /// Desired ad categories, `IABN-N` (`[ADCATEGORIES]`); nil is unknown.
  package var adCategories: [String]?
  /// Blocked ad categories from the wrappers (`[BLOCKEDADCATEGORIES]`); nil is unknown.
  package var blockedAdCategories: [String]?
  /// The AdCOM placement subtype (`[PLACEMENTTYPE]`).
  package var placementType: Int?
  /// The UUID that correlates a chain of requests (`[TRANSACTIONID]`).
  package var transactionId: String?
  /// The longest the break may last, in seconds (`[BREAKMAXDURATION]`).
  package var breakMaxDuration: Int?
  /// The most ads the break may hold (`[BREAKMAXADS]`).
  package var breakMaxAds: Int?
  /// The shortest ad the break accepts, in seconds (`[BREAKMINADLENGTH]`).
  package var breakMinAdLength: Int?
  /// The longest ad the break accepts, in seconds (`[BREAKMAXADLENGTH]`).
  package var breakMaxAdLength: Int?

  // MARK: Error, click, verification

  /// The error being reported (`[ERRORCODE]`, error URLs only); nil expands to 900.
  package var errorCode: VASTErrorCode?
  /// Why a verification was not executed (`[REASON]`, verification URLs only).
  package var reason: VerificationReason?
  /// Where the user clicked, relative to the player (`[CLICKPOS]`, click URLs only).
  package var clickPosition: ClickPosition?

  // MARK: Player and capabilities

  /// The player's state (`[PLAYERSTATE]`); nil is unknown, empty is neither muted nor
  /// fullscreen.
  package var playerState: PlayerState?
  /// Attributes of the inventory (`[INVENTORYSTATE]`); nil is unknown.
  package var inventoryState: InventoryState?
  /// What the player lets the user do (`[PLAYERCAPABILITIES]`); nil is unknown, because it
  /// depends on the app's UI.
  package var playerCapabilities: PlayerCapabilities?
  /// How the ad can be clicked (`[CLICKTYPE]`).
  package var clickType: ClickType?
  /// AdCOM playback methods (`[PLAYBACKMETHODS]`, `7` is continuous); nil is unknown.
  ///
  /// The loader fills it from ``AdsRequest/adWillAutoPlay``, ``AdsRequest/adWillPlayMuted``
  /// and ``AdsRequest/continuousPlayback``: `1` autoplay with sound, `2` muted autoplay, `3`
  /// click-to-play with sound, plus `7` for continuous play.
  package var playbackMethods: [Int]?
  /// The VAST versions supported, as AdCOM creative subtypes (`[VASTVERSIONS]`).
  package var vastVersions: [Int] = MacroContext.defaultVASTVersions
  /// The API frameworks supported, as AdCOM ids (`[APIFRAMEWORKS]`); empty is written empty.
  package var apiFrameworks: [Int] = []
  /// The `<Extension type>` values the player supports (`[EXTENSIONS]`).
  package var extensions: [String] = []
  /// The verification vendors the player supports (`[VERIFICATIONVENDORS]`).
  package var verificationVendors: [String] = []
  /// The OM SDK partner, `name/version` (`[OMIDPARTNER]`); nil while OM is not integrated.
  package var omidPartner: String?
  /// The media MIME types the player plays (`[MEDIAMIME]`).
  package var mediaMime: [String] = MacroContext.defaultMediaMime
  /// `{player}/{version} {client}/{version}` (`[CLIENTUA]`).
  package var clientUserAgent: String = MacroContext.defaultClientUserAgent
  /// Whether the URL is fetched by the client (0) or a server (1, 2) (`[SERVERSIDE]`).
  package var serverSide: Int = 0

  // MARK: Asset, content and publisher

  /// The ad media file playing (`[ASSETURI]`).
  package var assetURI: String?
  /// The content's identifier, `registry value` (`[CONTENTID]`).
  package var contentId: String?
  /// The content's media URL (`[CONTENTURI]`).
  package var contentURI: String?
  /// The content's categories (`[CONTENTCAT]`); nil is unknown.
  package var contentCategories: [String]?
  /// The page the ad shows on (`[PAGEURL]`); nil in apps.
  package var pageURL: String?
  /// The page's domain (`[DOMAIN]`); nil in apps.
  package var domain: String?
  /// The app's store id (`[STOREID]`).
  package var storeId: String?
  /// The app's store URL (`[STOREURL]`).
  package var storeURL: String?

  // MARK: Device and consent

  /// What consent allows (`[IFA]`, `[IFATYPE]`, `[LIMITADTRACKING]`, `[REGULATIONS]`,
  /// `[GDPRCONSENT]`, `[GPPSTRING]`, `[GPPSECTIONID]`).
  package var privacy: PrivacySignals
  /// The user agent, app bundle and player size (`[DEVICEUA]`, `[APPBUNDLE]`, `[PLAYERSIZE]`).
  package var device: DeviceInfo

  /// VAST 2.0–4.3, inline and wrapper, as AdCOM 1.0 creative subtypes.
  ///
  /// 2, 3 (VAST 2.0, 3.0), 5, 6 (their wrappers), 7, 8 (4.0 and wrapper), 11, 12 (4.1),
  /// 13, 14 (4.2), 15, 16 (4.3). VAST 1.0 (1, 4) and DAAST (9, 10) are not claimed.
  package static let defaultVASTVersions = [2, 3, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16]

  /// The formats AVPlayer plays progressively or streams: MP4, QuickTime and HLS.
  package static let defaultMediaMime = ["video/mp4", "video/quicktime", "application/x-mpegURL"]

  /// `unknown Interlude/<version>`: the app's player is unnamed, the VAST client is Interlude.
  package static let defaultClientUserAgent = "unknown Interlude/\(InterludeSDK.version)"

  /// A random source drawing from the system's cryptographically secure generator.
  package static let systemRandomNumber: @Sendable () -> UInt64 = {
    UInt64.random(in: .min ... .max)
  }

  /// Creates a context from what consent allows, the device and the random source of
  /// `[CACHEBUSTING]`; every other value starts unknown (nil) or at its default, and is set as a
  /// property.
  package init(
    privacy: PrivacySignals = .withheld, device: DeviceInfo = DeviceInfo(),
    randomNumber: @escaping @Sendable () -> UInt64 = MacroContext.systemRandomNumber
  ) {
    self.privacy = privacy
    self.device = device
    self.randomNumber = randomNumber
  }
}
