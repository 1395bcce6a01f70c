/// How ads are loaded: timeouts, deadlines, concurrency and VMAP prefetching.
///
/// IMA's defaults where IMA has one (8 s for the first request, 4 s per wrapper); what IMA
/// lacks (a total deadline, parallel resolution, a response cap) has a named default here.
public struct LoadingSettings: Hashable, Sendable {
  /// Timeout of the first request (the ad tag), in seconds.
  public var firstRequestTimeout: Double = 8
  /// Timeout of each wrapper hop, in seconds.
  public var wrapperTimeout: Double = 4
  /// The longest a whole request may take, all hops and parallel branches included, in seconds.
  public var totalDeadline: Double = 15
  /// How many requests one load may have in flight at once.
  public var maxConcurrentRequests = 6
  /// The largest response accepted, in bytes.
  public var maxResponseBytes = 1 << 20
  /// Fetch every VMAP `AdTagURI` break while loading instead of lazily before its cue point.
  public var prefetchAllBreaks = false
  /// How long before its cue point a lazily fetched VMAP break is requested, in seconds.
  public var breakPrefetchLeadTime: Double = 8
  /// Hosts that take Google Ad Manager–style query parameters (`correlator`, `gdpr`, …).
  ///
  /// Other ad servers receive the same values only through macros in their tags.
  public var adTagParameterHosts: Set<String> = LoadingSettings.googleAdManagerHosts

  /// Google Ad Manager's ad-serving hosts.
  public static let googleAdManagerHosts: Set<String> = [
    "pubads.g.doubleclick.net", "securepubads.g.doubleclick.net",
  ]

  /// Creates the defaults.
  public init() {}
}
