/// SDK-wide settings, IMA's `IMASettings`, passed to ``AdsLoader/init(settings:)``.
public struct Settings: Hashable, Sendable {
  /// The most wrappers followed for one ad before failing with 302 (IMA's default: 4).
  public var maxRedirects: Int = 4
  /// The BCP-47 language of the user interface, sent to ad servers (`hl`).
  public var language: String?
  /// The publisher-provided identifier, sent only when consent allows it (`ppid`).
  public var ppid: String?
  /// A session identifier for frequency capping (`sid`).
  public var sessionID: String?
  /// Whether VMAP breaks start on their own (IMA's default: true).
  public var autoPlayAdBreaks = true
  /// Verbose logging.
  public var enableDebugMode = false
  /// The name of the app's player, for ad servers' reports.
  public var playerType: String?
  /// The version of the app's player.
  public var playerVersion: String?
  /// Whether ads may play in the background (needed for picture in picture and audio ads).
  public var enableBackgroundPlayback = false
  /// Treat every request as child-directed under COPPA (`tfcd=1`): non-personalised ads, no
  /// identifier, `coppa` in `[REGULATIONS]`.
  public var childDirectedTreatment = false
  /// Treat the user as under the age of consent in the EEA (`tfua=1`): non-personalised ads,
  /// no identifier.
  public var underAgeOfConsent = false
  /// Loading limits and behaviour beyond IMA's settings.
  public var loading = LoadingSettings()

  /// Creates settings with IMA's defaults.
  public init() {}
}
