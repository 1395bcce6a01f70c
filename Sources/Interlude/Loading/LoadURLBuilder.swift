import Foundation

/// Builds the URLs one load requests and reports to: the ad tag (with ad-tag parameters and
/// macros), wrapper targets, `<Error>` beacons and VMAP break `error` tracking (with macros).
struct LoadURLBuilder: Sendable {
  let settings: Settings
  let device: DeviceInfo
  let privacy: PrivacySignals
  /// The macro values shared by every URL of the load (timestamp and cache buster are drawn
  /// anew for each URL by the expander).
  let context: MacroContext
  let correlator: String
  /// The request's autoplay, mute and continuous-play signals (`vpa`, `vpmute`, `vconp`).
  let playback: PlaybackSignals
  /// The request's content title, keywords and duration (`vid_t`, `vid_kw`, `vid_d`).
  let content: ContentSignals
  /// The request's secure signals (`ssj`, when the identifier may be sent).
  let secureSignals: [SecureSignal]

  private let builder = BeaconURLBuilder()

  init(
    settings: Settings, device: DeviceInfo, privacy: PrivacySignals,
    context: MacroContext, correlator: String, playback: PlaybackSignals,
    content: ContentSignals = ContentSignals(), secureSignals: [SecureSignal] = []
  ) {
    self.settings = settings
    self.device = device
    self.privacy = privacy
    self.context = context
    self.correlator = correlator
    self.playback = playback
    self.content = content
    self.secureSignals = secureSignals
  }

  /// The ad tag to request: macros expanded, then ad-tag parameters added for the hosts that
  /// take them.
  func adTagURL(_ template: String, contentURL: String?) -> URL? {
    builder.url(template, context: context, kind: .adTag).map {
      withParameters($0, contentURL: contentURL)
    }
  }

  /// A VMAP break's `AdTagURI`: resolved like a wrapper's target, then given the ad-tag
  /// parameters like the ad tag, since it is a request to the ad server for this session (the
  /// user's refusal must reach the mid-roll request as it reached the first).
  func breakTagURL(_ template: String, relativeTo base: URL?, contentURL: String?) -> URL? {
    wrapperURL(template, relativeTo: base).map { withParameters($0, contentURL: contentURL) }
  }

  private func withParameters(_ url: URL, contentURL: String?) -> URL {
    AdTagParameters.apply(
      to: url, settings: settings, privacy: privacy, device: device, correlator: correlator,
      contentURL: contentURL, adWillAutoPlay: playback.willAutoPlay,
      adWillPlayMuted: playback.willPlayMuted, continuousPlayback: playback.continuousPlayback,
      contentTitle: content.title, contentKeywords: content.keywords,
      contentDuration: content.duration, secureSignals: secureSignals)
  }

  /// A wrapper's target: macros expanded, repaired, resolved against the wrapper's document.
  func wrapperURL(_ template: String, relativeTo base: URL?) -> URL? {
    builder.url(template, context: context, kind: .adTag, relativeTo: base)
  }

  /// A tracking URL with its macros expanded.
  func trackingURL(_ template: String) -> URL? {
    builder.url(template, context: context, kind: .tracking)
  }

  /// An `<Error>` URL with `[ERRORCODE]` and the other macros expanded.
  func errorURL(_ template: String, code: VASTErrorCode) -> URL? {
    var context = self.context
    context.errorCode = code
    return builder.url(template, context: context, kind: .error)
  }

  /// A VMAP break's `error` tracking URL: `[ERROR_CODE]` (or `[ERRORCODE]`), `[ERROR_MESSAGE]`
  /// and the other macros expanded (VMAP 1.0.1 §2.5).
  func breakErrorURL(_ template: String, code: VASTErrorCode) -> URL? {
    errorURL(code.fillingErrorMessage(in: template), code: code)
  }
}
