public import Interlude

/// What a simulated session does: the content, the user's actions and the faults.
public struct SimulationOptions: Sendable {
  /// The content's duration in seconds.
  public var contentDuration: Double = 300
  /// Seeks: when the content reaches `at` seconds, it jumps to `to`.
  public var seeks: [Seek] = []
  /// Skip every skippable ad as soon as its skip offset passes.
  public var skipWhenPossible = false
  /// Click the first ad through this many seconds into it. The ad pauses while the user is on
  /// the landing page, and resumes when the user comes back, ``clickAwayFor`` seconds later.
  public var clickAt: Double?
  /// How long the user stays on a landing page after a click-through, in seconds.
  public var clickAwayFor: Double = 3
  /// Pause the first ad this many seconds into it, for ``pauseFor`` seconds.
  public var pauseAt: Double?
  /// How long the pause lasts, in seconds.
  public var pauseFor: Double = 2
  /// The media behaviour of every ad (load delay and faults), or per media URL.
  public var script = SimulatedVideoDisplay.Script()
  /// Faults for the first ad of the session only (its load fails, it stalls, it errs…).
  public var firstAdFaults: [SimulatedVideoDisplay.Fault] = []
  /// What goes wrong, and when: the app, the device, the network or the user (see
  /// ``SessionFault``).
  public var faults: [SessionFault] = []
  /// Whether breaks start on their own; when off, the simulated user presses start a second
  /// after AD_BREAK_READY.
  public var autoPlayAdBreaks = true
  /// The breaks the simulated app declines, by the order of their announcement (1 for the first
  /// break announced): it does not call `start()` for them, and plays its content if it was not
  /// playing (a declined pre-roll). A break is announced by AD_BREAK_READY, or by LOADED when it
  /// waits for `start()` (a VAST response's break, a pre-roll). The session goes on as the SDK
  /// decides (``Settings/autoPlayAdBreaks``); when the content has ended and a declined break
  /// still waits (a post-roll), the app stops there, without ALL_ADS_COMPLETED.
  public var declinedBreaks: Set<Int> = []
  /// What the display can play.
  public var supportedMimeTypes = ["video/mp4", "application/x-mpegURL", "video/quicktime"]
  /// The rendering settings given to the ads manager.
  public var renderingSettings = AdsRenderingSettings()
  /// The longest the session may run, in simulated time; six hours by default.
  public var sessionTimeLimit: Duration = .seconds(6 * 3600)
  /// Record beacons in the timeline (off for the benchmark's long sessions if wanted).
  public var recordBeacons = true
  /// Deliver the beacons instead of only listing them: each goes through a ``BeaconQueue``
  /// (journaled in a temporary directory, retried with backoff) over the simulated network, on
  /// the session's clock, to a tracking server that answers 204; after the session the queue
  /// is drained (for at most ``drainTimeLimit``). ``SessionSimulator/Result/deliveredBeacons``
  /// lists what arrived. Off by default: beacons are listed, not sent.
  public var deliversBeacons = false
  /// The transport that sends the delivered beacons to their tracking servers (the URLs the
  /// ad response names), for a check of a real tracking server; nil (the default): the
  /// simulated tracking server answers 204 and nothing leaves the process. Takes effect with
  /// ``deliversBeacons``; ``SessionSimulator/Result/beaconAttempts`` has each one's outcome.
  public var beaconTransport: (any HTTPTransport)?
  /// The longest the beacon queue is drained after the session, in simulated time; one hour by
  /// default.
  public var drainTimeLimit: Duration = .seconds(3600)
  /// The companion slots the simulated app offers, as (width, height); nil sizes are fluid.
  public var companionSlots: [CompanionSize] = []
  /// The words of the ad overlay whose visible text the timeline records: an
  /// ``SimulationEntry/Kind/overlay`` entry each time the attribution, countdown, skip button or
  /// "Learn more" changes, in the text's language and layout. nil (the default): no overlay
  /// entries.
  public var overlayText: AdOverlayText?
  /// What consent and ATT allow the session's requests and beacons to carry.
  public var privacy = PrivacySignals.withheld
  /// The random source of the session's correlators and `[CACHEBUSTING]` values; nil (the
  /// default): the system's generator, different every run. Give a ``SeededRandomNumbers``'
  /// ``SeededRandomNumbers/closure`` for a session that repeats exactly.
  public var randomNumber: (@Sendable () -> UInt64)?

  /// The size of a companion slot.
  public struct CompanionSize: Hashable, Sendable {
    /// The width, or nil for a fluid slot.
    public var width: Int?
    /// The height, or nil for a fluid slot.
    public var height: Int?

    /// Creates a size.
    public init(width: Int?, height: Int?) {
      self.width = width
      self.height = height
    }
  }

  /// A jump of the content playhead.
  public struct Seek: Hashable, Sendable {
    /// The content time at which the user seeks.
    public var at: Double
    /// Where the playhead lands.
    public var to: Double

    /// Creates a seek.
    public init(at: Double, to: Double) {
      self.at = at
      self.to = to
    }
  }

  /// The defaults: 5 minutes of content, no actions, no faults.
  public init() {}
}
