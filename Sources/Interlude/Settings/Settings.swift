import Foundation
public import InterludeConsent

/// SDK-wide settings, IMA's `IMASettings`, passed to the ``AdsLoader``'s
/// initialiser (`settings:`).
public struct Settings: Hashable, Sendable {
  /// The most wrappers followed for one ad before failing with 302 (IMA's default: 4).
  public var maxRedirects: Int = 4
  /// The BCP-47 language of the user interface (IMA's `language`): sent to ad servers (`hl`),
  /// and the language of the ad UI (``adUILanguage``): the overlay's words and numbers, what
  /// VoiceOver reads, and a mirrored layout in Arabic and Hebrew.
  ///
  /// nil (the default): the ad UI follows the device's preferred languages
  /// (`InterludeLanguage.preferred`) and no `hl` is sent. A code the string catalogue does
  /// not have gives an English ad UI, as IMA's does. The Apple layer's overlay takes the
  /// language from the manager it draws (its settings' ``adUILanguage``) with no call from the
  /// app; an app that sets its own ``AdOverlayText`` on the overlay's model keeps its words.
  public var language: String?
  /// The publisher-provided identifier, sent only when consent allows it (`ppid`).
  public var ppid: String?
  /// A session identifier for frequency capping: a UUID, fresh for each app session (IMA's
  /// rule). Sent as `sid` on the hosts of ``LoadingSettings/adTagParameterHosts`` only when
  /// consent allows an identifier, like ``ppid``; anything but a UUID is not sent.
  public var sessionID: String?
  /// Whether VMAP breaks start on their own (IMA's default: true). When false each break sends
  /// AD_BREAK_READY and waits for ``AdsManager/start()``. Ad rules only, as in IMA: a single
  /// VAST response sends LOADED and waits for `start()` either way.
  ///
  /// To decline a break, do as IMA's manual ad break playback guide says: return from the
  /// AD_BREAK_READY handler without calling `start()`. The content plays on (it was never
  /// paused), and the break stays startable until the viewer moves past it, so that `start()`
  /// may come a little later, at a moment the app chooses (a scene fade). It is declined, never
  /// to play, when:
  /// - the content playhead reaches a later break's cue point, by playing or by a seek: that
  ///   break is announced with AD_BREAK_READY (after a seek, as
  ///   ``AdsRenderingSettings/seekPolicy`` picks);
  /// - the content completes (``AdsLoader/contentComplete()``): the post-roll is announced, and
  ///   ALL_ADS_COMPLETED comes once after it (at once without one).
  ///
  /// A declined break sends no event and fires no tracking. The post-roll has no later point
  /// to reach: to decline it, call ``AdsManager/discardAdBreak()`` (ALL_ADS_COMPLETED follows)
  /// or ``AdsManager/destroy()``. IMA's documentation does not say when a break that was not
  /// started stops waiting; this rule is Interlude's. When this setting is on, the one break
  /// that waits is the VMAP pre-roll after LOADED (IMA's getting-started flow): it waits for
  /// `start()`, and `discardAdBreak()` gives it up.
  public var autoPlayAdBreaks = true
  /// Debug mode, as IMA's: console lines and an on-screen watermark (default false).
  ///
  /// When true, the ``AdsLoader`` and its ``AdsManager``s write one line per notable step to the
  /// `debugLog` sink given to the loader (by default `os.Logger`, subsystem `dev.interlude`,
  /// category `ads`, on Apple platforms; standard error elsewhere): every HTTP request (ad tag,
  /// wrappers, VMAP break tags) with its URL, purpose, status or transport error and duration;
  /// the load's outcome (how many ads or breaks, or the ``AdError`` with its codes) and each
  /// lazily loaded break's; a consent-gate wait and whether it timed out; every ``AdEvent`` a
  /// manager emits (type, ad id, pod position, data) but the five-a-second `AD_PROGRESS`, and
  /// every ``AdError`` it hands its delegate; every break declined (not started before the
  /// content moved past it, see ``autoPlayAdBreaks``); every media preload hint; every beacon
  /// handed to the beacon sender (its kind and URL), and a failed delivery through the default
  /// sender. The advertising identifier, ``ppid``, ``sessionID`` and the secure signals (the
  /// value of every `ssj` parameter) are replaced by `<redacted>` in every line, raw or
  /// percent-encoded. The Apple layer's overlay shows an "Interlude debug" watermark.
  ///
  /// When false nothing is written and nothing is wrapped. Read when the loader is created.
  public var enableDebugMode = false
  /// The name of the app's player, for ad servers' reports: `mpt` on the hosts of
  /// ``LoadingSettings/adTagParameterHosts`` (as IMA sends it), unless the tag has one.
  public var playerType: String?
  /// The version of the app's player: `mpv`, as ``playerType``.
  public var playerVersion: String?
  /// Whether an ad goes on playing while the app is in the background (IMA's default: false);
  /// needed for audio ads and background audio. The loader hands it to the display with
  /// ``VideoDisplay/configure(with:)``: `AVPlayerVideoDisplay` then leaves the ad playing when
  /// the app goes to the background instead of pausing it until the app is active again. The
  /// app also needs the Audio background mode and a `.playback` audio session.
  public var enableBackgroundPlayback = false
  /// Treat every request as child-directed under COPPA (`tfcd=1`): non-personalised ads, no
  /// identifier, `coppa` in `[REGULATIONS]`.
  public var childDirectedTreatment = false
  /// Treat the user as under the age of consent in the EEA (`tfua=1`): non-personalised ads,
  /// no identifier.
  public var underAgeOfConsent = false
  /// Whether the Apple layer shows the playing ad in the system's Now Playing info (lock
  /// screen, Control Center) and puts the app's info back after the break: IMA's
  /// `disableNowPlayingInfo`, false by default, so Now Playing is on as in IMA.
  ///
  /// `NowPlayingAdInfo` (InterludeUI) follows it through its `configure(with:)`, which
  /// `AdPlayerViewController` calls with its loader's settings; an app that forwards events
  /// to its own `NowPlayingAdInfo` calls it too. The core has no Now Playing of its own.
  public var disableNowPlayingInfo = false
  /// IMA's experimental `featureFlags`, passed through as given.
  ///
  /// Interlude defines no feature flag: every flag is unknown and changes nothing. In debug
  /// mode (``enableDebugMode``) the loader writes one line per flag when it is created, so a
  /// flag carried over from an IMA integration is noticed rather than silently ignored.
  public var featureFlags: [String: String] = [:]
  /// Loading limits and behaviour beyond IMA's settings.
  public var loading = LoadingSettings()

  /// The language of the ad UI: ``language`` when set (English when the catalogue lacks it),
  /// else the first of the device's preferred languages the catalogue has.
  public var adUILanguage: InterludeLanguage {
    adUILanguage(preferring: Locale.preferredLanguages)
  }

  /// The language of the ad UI on a device whose preferred languages are `preferredLanguages`
  /// (BCP 47 tags, most preferred first); see ``adUILanguage``.
  package func adUILanguage(preferring preferredLanguages: [String]) -> InterludeLanguage {
    guard let language = language?.trimmingCharacters(in: .whitespaces), !language.isEmpty else {
      return InterludeLanguage(preferring: preferredLanguages)
    }
    return InterludeLanguage(tag: language) ?? .english
  }

  /// Creates settings with IMA's defaults.
  public init() {}
}
