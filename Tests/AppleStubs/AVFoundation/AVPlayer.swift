// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of AVFoundation, not Apple's code: AVPlayer as Apple documents it
// (https://developer.apple.com/documentation/avfoundation/avplayer), a main-actor class whose
// members are nonisolated. Time passes only when a test says so (`advance(by:)`, package): the
// current item's time moves at the player's rate while it plays, the time observers fire as it
// crosses their times, and the item plays to its end.

@MainActor
open class AVPlayer: NSObject {
  public enum Status: Int, Sendable {
    case unknown
    case readyToPlay
    case failed
  }

  public enum TimeControlStatus: Int, Sendable {
    case paused
    case waitingToPlayAtSpecifiedRate
    case playing
  }

  public enum ActionAtItemEnd: Int, Sendable {
    case advance
    case pause
    case none
  }

  struct State {
    var item: AVPlayerItem?
    var rate: Float = 0
    var volume: Float = 1
    var isMuted = false
    var actionAtItemEnd = ActionAtItemEnd.pause
    var status = Status.unknown
    var error: (any Error)?
    var timeControlStatus = TimeControlStatus.paused
    var timeObservers: [TimeObserver] = []
  }

  nonisolated let state = LockedState(State())

  // https://developer.apple.com/documentation/avfoundation/avplayer/init(): no item.
  nonisolated public override init() {
    super.init()
    Self.register(self)
  }

  // https://developer.apple.com/documentation/avfoundation/avplayer/init(url:): a player of a
  // new item for the URL.
  nonisolated public init(url URL: URL) {
    super.init()
    Self.register(self)
    take(AVPlayerItem(url: URL))
  }

  // https://developer.apple.com/documentation/avfoundation/avplayer/init(playeritem:)
  nonisolated public init(playerItem item: AVPlayerItem?) {
    super.init()
    Self.register(self)
    if let item { take(item) }
  }

  // https://developer.apple.com/documentation/avfoundation/avplayer/currentitem (key-value
  // observable).
  nonisolated open var currentItem: AVPlayerItem? { state.withLock { $0.item } }

  // https://developer.apple.com/documentation/avfoundation/avplayer/replacecurrentitem(with:):
  // the item becomes the current one (nil: none); an item can belong to one player only
  // (Apple raises an exception). Playing goes on at the same rate, with the new item's time (a
  // time jump for the periodic time observers).
  nonisolated open func replaceCurrentItem(with item: AVPlayerItem?) {
    let old = currentItem
    guard old !== item else { return }
    notifyingObservers(of: [\.currentItem]) {
      old?.state.withLock { $0.player = nil }
      if let item { take(item) } else { state.withLock { $0.item = nil } }
    }
    playbackConditionsChanged()
    timeJumped()
  }

  // https://developer.apple.com/documentation/avfoundation/avplayer/status: unknown until the
  // player is ready (`becomeReadyToPlay()`, package) or has failed (`fail(with:)`). Key-value
  // observable.
  nonisolated open var status: AVPlayer.Status { state.withLock { $0.status } }
  // https://developer.apple.com/documentation/avfoundation/avplayer/error
  nonisolated open var error: (any Error)? { state.withLock { $0.error } }

  // https://developer.apple.com/documentation/avfoundation/avplayer/timecontrolstatus-swift.property
  // and https://developer.apple.com/documentation/avfoundation/avplayer/timecontrolstatus-swift.enum:
  // paused at rate 0; waiting to play when the rate is not 0 but there is no current item, or
  // its media is not ready (not loaded, failed, or stalled); playing otherwise. Key-value
  // observable.
  nonisolated open var timeControlStatus: AVPlayer.TimeControlStatus {
    state.withLock { $0.timeControlStatus }
  }

  // https://developer.apple.com/documentation/avfoundation/avplayer/rate: 0 paused, 1 the
  // natural rate; while waiting to play, the rate playback will start at. Key-value
  // observable, notified at every set.
  nonisolated open var rate: Float {
    get { state.withLock { $0.rate } }
    set {
      notifyingObservers(of: [\.rate]) { state.withLock { $0.rate = newValue } }
      playbackConditionsChanged()
    }
  }

  // https://developer.apple.com/documentation/avfoundation/avplayer/volume: 1 (full volume) by
  // default, 0 silence. Key-value observable.
  nonisolated open var volume: Float {
    get { state.withLock { $0.volume } }
    set { notifyingObservers(of: [\.volume]) { state.withLock { $0.volume = newValue } } }
  }

  // https://developer.apple.com/documentation/avfoundation/avplayer/ismuted: false by default.
  // Key-value observable.
  nonisolated open var isMuted: Bool {
    get { state.withLock { $0.isMuted } }
    set { notifyingObservers(of: [\.isMuted]) { state.withLock { $0.isMuted = newValue } } }
  }

  // https://developer.apple.com/documentation/avfoundation/avplayer/actionatitemend: pause (the
  // player pauses when an item plays to its end) by default for an AVPlayer; none (the player
  // does nothing); advance is for AVQueuePlayer only (Apple raises an exception).
  nonisolated open var actionAtItemEnd: AVPlayer.ActionAtItemEnd {
    get { state.withLock { $0.actionAtItemEnd } }
    set {
      precondition(
        newValue != .advance, "fake AVPlayer: ActionAtItemEnd.advance is for AVQueuePlayer only")
      notifyingObservers(of: [\.actionAtItemEnd]) {
        state.withLock { $0.actionAtItemEnd = newValue }
      }
    }
  }

  // https://developer.apple.com/documentation/avfoundation/avplayer/play(): the same as setting
  // the rate to 1 (the default rate).
  nonisolated open func play() { rate = 1 }

  // https://developer.apple.com/documentation/avfoundation/avplayer/pause(): the same as setting
  // the rate to 0.
  nonisolated open func pause() { rate = 0 }

  // https://developer.apple.com/documentation/avfoundation/avplayer/currenttime(): the current
  // item's time; zero without an item (Apple's page says nothing of that case).
  nonisolated open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

  // https://developer.apple.com/documentation/avfoundation/avplayer/seek(to:): the current
  // item's time becomes `time` (within the item: not before zero nor, once the duration is
  // known, after it), at once here; a time jump for the periodic time observers.
  nonisolated open func seek(to time: CMTime) {
    seek(to: time, toleranceBefore: .positiveInfinity, toleranceAfter: .positiveInfinity)
  }

  // https://developer.apple.com/documentation/avfoundation/avplayer/seek(to:tolerancebefore:toleranceafter:):
  // within the tolerances; exactly here.
  nonisolated open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {
    precondition(time.isNumeric, "fake AVPlayer: seek to a numeric time")
    guard let item = currentItem else { return }
    item.state.withLock { itemState in
      var target = time < .zero ? .zero : time
      if itemState.duration.isNumeric, target > itemState.duration { target = itemState.duration }
      itemState.time = target
    }
    timeJumped()
  }

  // https://developer.apple.com/documentation/avfoundation/avplayer/addperiodictimeobserver(forinterval:queue:using:):
  // the block is enqueued on `queue` (nil: the main queue) each time the current item's time
  // crosses a multiple of `interval` during playback, and whenever time jumps and playback
  // starts or stops, with the current time. The interval must be a valid, positive time.
  // Stricter than Apple's (the blocks are @Sendable here): code that compiles here compiles there.
  nonisolated open func addPeriodicTimeObserver(
    forInterval interval: CMTime, queue: DispatchQueue?,
    using block: @escaping @Sendable (CMTime) -> Void
  ) -> Any {
    precondition(
      interval.isNumeric && interval > .zero,
      "fake AVPlayer: the periodic interval must be a valid, positive time")
    let observer = TimeObserver(
      player: self, kind: .periodic(interval), queue: queue ?? .main, block: block)
    state.withLock { $0.timeObservers.append(observer) }
    return observer
  }

  // https://developer.apple.com/documentation/avfoundation/avplayer/addboundarytimeobserver(fortimes:queue:using:):
  // the block is enqueued on `queue` (nil: the main queue) when normal playback crosses one of
  // `times` (not when a seek jumps over it).
  nonisolated open func addBoundaryTimeObserver(
    forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping @Sendable () -> Void
  ) -> Any {
    precondition(!times.isEmpty, "fake AVPlayer: a boundary time observer needs times")
    let observer = TimeObserver(
      player: self, kind: .boundary(times.map(\.timeValue)), queue: queue ?? .main
    ) { _ in block() }
    state.withLock { $0.timeObservers.append(observer) }
    return observer
  }

  // https://developer.apple.com/documentation/avfoundation/avplayer/removetimeobserver(_:):
  // cancels an observer this player returned (another player's is an exception at Apple): no
  // block of it runs afterwards, even one already enqueued.
  nonisolated open func removeTimeObserver(_ observer: Any) {
    guard let observer = observer as? TimeObserver, observer.player === self else {
      preconditionFailure(
        "fake AVPlayer: removeTimeObserver(_:) takes an observer this player returned")
    }
    observer.cancel()
    state.withLock { $0.timeObservers.removeAll { $0 === observer } }
  }
}

// MARK: Test controls

extension AVPlayer {
  /// Lets `elapsed` of playback go by, as time passes on a device: while the player plays
  /// (`timeControlStatus` playing) the current item's time moves forward by `elapsed` times the
  /// rate, never past the item's duration. On the way it stops at each time a time observer
  /// waits for (in time order; periodic observers before boundary ones at the same time) and
  /// runs that observer's block on its queue, the item's time being that time, before going on.
  /// At the item's end it posts AVPlayerItemDidPlayToEndTimeNotification (on the main thread,
  /// its observers on the main queue running before it goes on) and does the `actionAtItemEnd`
  /// (pauses, by default). Time stops moving as soon as the player no longer plays (a block
  /// paused it) or its item or rate changes. Blocks enqueued before (playback starting, a seek)
  /// run first, with the time they were enqueued at.
  package func advance(by elapsed: CMTime) async {
    precondition(elapsed.isNumeric && elapsed >= .zero, "fake AVPlayer: advance by a positive time")
    await runEnqueuedBlocks()
    let (rate, playingItem, status) = state.withLock { ($0.rate, $0.item, $0.timeControlStatus) }
    guard status == .playing, let item = playingItem else { return }
    precondition(rate > 0, "fake AVPlayer: reverse playback is not faked")
    let step =
      rate == 1
      ? elapsed : CMTime(seconds: elapsed.seconds * Double(rate), preferredTimescale: 1_000_000)
    var target = item.currentTime() + step
    let duration = item.duration
    if duration.isNumeric, target > duration { target = duration }
    while true {
      let (currentRate, currentItem, currentStatus) = state.withLock {
        ($0.rate, $0.item, $0.timeControlStatus)
      }
      guard currentStatus == .playing, currentRate == rate, currentItem === item else { return }
      let start = item.currentTime()
      guard start < target else { return }
      let observers = state.withLock { $0.timeObservers }
      // The next time something happens: an observer's time, or the target.
      var next = target
      var due: [TimeObserver] = []
      for observer in observers.filter(\.isPeriodic) + observers.filter({ !$0.isPeriodic }) {
        guard let time = observer.nextTime(after: start), time <= next else { continue }
        if time < next { due = [] }
        next = time
        due.append(observer)
      }
      item.state.withLock { $0.time = next }
      for observer in due { await observer.run(at: next) }
      if duration.isNumeric, next == duration {
        await NotificationCenter.default.postOnMainThread(
          AVPlayerItem.didPlayToEndTimeNotification, object: item)
        switch actionAtItemEnd {
        case .pause: pause()
        case .none, .advance: break
        }
        return
      }
    }
  }

  /// `advance(by:)` with the time in seconds (to the microsecond).
  package func advance(bySeconds seconds: Double) async {
    await advance(by: CMTime(seconds: seconds, preferredTimescale: 1_000_000))
  }

  /// The player can play: `status` becomes `readyToPlay` (key-value notified).
  package func becomeReadyToPlay() {
    notifyingObservers(of: [\.status]) { state.withLock { $0.status = .readyToPlay } }
  }

  /// The player can no longer play: `error` becomes `error` and `status` `failed` (each
  /// key-value notified).
  package func fail(with error: any Error) {
    notifyingObservers(of: [\.error]) { state.withLock { $0.error = error } }
    notifyingObservers(of: [\.status]) { state.withLock { $0.status = .failed } }
  }

  /// How many time observers the player has (added and not removed).
  package var timeObserverCount: Int { state.withLock { $0.timeObservers.count } }
}

// MARK: Internals

extension AVPlayer {
  /// A periodic or boundary time observer: the opaque object the add methods return.
  final class TimeObserver: @unchecked Sendable {
    enum Kind {
      case periodic(CMTime)
      case boundary([CMTime])
    }

    weak var player: AVPlayer?
    let kind: Kind
    let queue: DispatchQueue
    let block: @Sendable (CMTime) -> Void
    private let isCancelled = LockedState(false)

    init(
      player: AVPlayer, kind: Kind, queue: DispatchQueue,
      block: @escaping @Sendable (CMTime) -> Void
    ) {
      self.player = player
      self.kind = kind
      self.queue = queue
      self.block = block
    }

    var isPeriodic: Bool {
      if case .periodic = kind { return true }
      return false
    }

    func cancel() { isCancelled.withLock { $0 = true } }

    /// The first time after `start` the observer waits for: the next multiple of the interval,
    /// or the next boundary.
    func nextTime(after start: CMTime) -> CMTime? {
      switch kind {
      case .periodic(let interval):
        // The smallest k with k * interval > start.
        let numerator = Int128(start.value) * Int128(interval.timescale)
        let denominator = Int128(start.timescale) * Int128(interval.value)
        guard let k = Int64(exactly: numerator / denominator + 1) else { return nil }
        return CMTime(
          value: interval.value * k, timescale: interval.timescale, flags: .valid, epoch: 0)
      case .boundary(let times):
        return times.filter { $0 > start }.min { $0 < $1 }
      }
    }

    /// Enqueues the block on the observer's queue (it does not run if the observer is removed
    /// first).
    func fire(at time: CMTime) {
      queue.async { [self] in
        guard !isCancelled.withLock({ $0 }) else { return }
        block(time)
      }
    }

    /// Runs the block on the observer's queue and returns once it has run.
    func run(at time: CMTime) async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        queue.async { [self] in
          if !isCancelled.withLock({ $0 }) { block(time) }
          continuation.resume()
        }
      }
    }
  }

  private struct WeakPlayer {
    weak var player: AVPlayer?
  }

  /// Every live player, for what the system does to all of them (an audio interruption).
  nonisolated private static let livePlayers = LockedState<[WeakPlayer]>([])

  nonisolated private static func register(_ player: AVPlayer) {
    livePlayers.withLock {
      $0.removeAll { $0.player == nil }
      $0.append(WeakPlayer(player: player))
    }
  }

  nonisolated static var allLivePlayers: [AVPlayer] {
    livePlayers.withLock { $0.compactMap(\.player) }
  }

  /// Makes `item` the current item, which must belong to no other player.
  nonisolated private func take(_ item: AVPlayerItem) {
    item.state.withLock { item in
      precondition(
        item.player == nil || item.player === self,
        "fake AVPlayer: an AVPlayerItem cannot be associated with more than one AVPlayer")
      item.player = self
    }
    state.withLock { $0.item = item }
  }

  /// Recomputes `timeControlStatus` from the rate and the current item (key-value notified when
  /// it changes); playback starting or stopping fires the periodic time observers.
  nonisolated func playbackConditionsChanged() {
    let (rate, item, current) = state.withLock { ($0.rate, $0.item, $0.timeControlStatus) }
    let canPlay = item?.state.withLock { $0.status == .readyToPlay && !$0.isStalled } ?? false
    let computed: TimeControlStatus =
      rate == 0 ? .paused : (canPlay ? .playing : .waitingToPlayAtSpecifiedRate)
    guard computed != current else { return }
    notifyingObservers(of: [\.timeControlStatus]) {
      state.withLock { $0.timeControlStatus = computed }
    }
    if (current == .playing) != (computed == .playing) { timeJumped() }
  }

  /// Fires every periodic time observer with the current time (a jump, a start or a stop).
  nonisolated func timeJumped() {
    let time = currentTime()
    for observer in state.withLock({ $0.timeObservers }) {
      if case .periodic = observer.kind { observer.fire(at: time) }
    }
  }

  /// Lets every time observer's queue run the blocks enqueued so far.
  private func runEnqueuedBlocks() async {
    var queues: [DispatchQueue] = [.main]
    for observer in state.withLock({ $0.timeObservers })
    where !queues.contains(where: { $0 === observer.queue }) {
      queues.append(observer.queue)
    }
    for queue in queues {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        queue.async { continuation.resume() }
      }
    }
  }
}
