import Foundation

/// What an ``AdsManager`` plays with, taken from the load that made it: where beacons go, the
/// privacy signals (read afresh for every beacon, so a consent change reaches the next one),
/// the request's macro values, the settings and the debug log.
///
/// The manager builds its beacons (a VMAP break's tracking, each ad's tracker) from this, not
/// from the loading machinery, which it keeps only to fetch the breaks it loads lazily.
struct PlaybackContext: Sendable {
  /// How every beacon of the session is sent.
  let beacons: any BeaconSender
  /// The privacy signals, read for every URL built.
  let privacy: @Sendable () -> PrivacySignals
  /// The loader's settings.
  let settings: Settings
  /// The device's values (user agent, app bundle, player size).
  let device: DeviceInfo
  /// Where the lines of ``Settings/enableDebugMode`` go; nil when it is off.
  let debugLog: DebugLog?
  /// The request's macro values, shared by every URL of the session (the privacy signals and
  /// the break position are set per URL; timestamp and cache buster are drawn anew by the
  /// expander).
  private let requestContext: MacroContext
  private let urlBuilder = BeaconURLBuilder()

  /// The context of the session that `pipeline` loaded.
  init(_ pipeline: AdLoadPipeline) {
    beacons = pipeline.beacons
    privacy = pipeline.privacy
    settings = pipeline.settings
    device = pipeline.device
    debugLog = pipeline.debugLog
    requestContext = pipeline.requestContext
  }

  /// The macro values of a URL fired for the break at `position` (nil outside ad rules), with
  /// the privacy signals as they are now.
  func macroContext(position: BreakOffset?) -> MacroContext {
    var context = requestContext
    context.privacy = privacy()
    context.breakPosition = AdLoadPipeline.breakPosition(of: position)
    return context
  }

  /// The tracking URLs of `templates` for the break at `position`, macros expanded.
  func trackingURLs(_ templates: [String], position: BreakOffset?) -> [URL] {
    let context = macroContext(position: position)
    return templates.compactMap { urlBuilder.url($0, context: context, kind: .tracking) }
  }
}
