/// How ads are loaded: timeouts, deadlines, concurrency and VMAP prefetching.
///
/// IMA's defaults where IMA has one (8 s for the first request, 4 s per wrapper); what IMA
/// lacks (a total deadline, parallel resolution, a response cap) has a default here too. These
/// are Interlude's own settings, so their times are `Duration`s; the settings that mirror IMA
/// keep IMA's units (``AdsRequest/vastLoadTimeout`` in milliseconds, which overrides the first
/// two timeouts).
public struct LoadingSettings: Hashable, Sendable {
  /// Timeout of the first request (the ad tag); 8 seconds by default.
  public var firstRequestTimeout: Duration = .seconds(8)
  /// Timeout of each wrapper hop; 4 seconds by default.
  public var wrapperTimeout: Duration = .seconds(4)
  /// The longest a whole request may take, all hops and parallel branches included; 15 seconds
  /// by default.
  public var totalDeadline: Duration = .seconds(15)
  /// How many requests one load may have in flight at once; 6 by default.
  public var maxConcurrentRequests = 6
  /// The largest response accepted, in bytes; 1 MiB by default.
  public var maxResponseBytes = 1 << 20
  /// Fetch every VMAP `AdTagURI` break while loading instead of lazily before its cue point.
  public var prefetchAllBreaks = false
  /// How long before its cue point a lazily fetched VMAP break is requested; 8 seconds by
  /// default.
  public var breakPrefetchLeadTime: Duration = .seconds(8)
  /// Hosts that take Google Ad Manager–style query parameters (`correlator`, `gdpr`, …); by
  /// default Google Ad Manager's ad-serving hosts, `pubads.g.doubleclick.net` and
  /// `securepubads.g.doubleclick.net`.
  ///
  /// Other ad servers receive the same values only through macros in their tags.
  public var adTagParameterHosts: Set<String> = LoadingSettings.googleAdManagerHosts

  /// Google Ad Manager's ad-serving hosts.
  package static let googleAdManagerHosts: Set<String> = [
    "pubads.g.doubleclick.net", "securepubads.g.doubleclick.net",
  ]

  /// Creates the defaults.
  public init() {}
}
