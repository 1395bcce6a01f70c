// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of AVFoundation, not Apple's code: AVPlayerItem as Apple documents it
// (https://developer.apple.com/documentation/avfoundation/avplayeritem). Its media never loads
// by itself: a test makes it ready (with a duration) or failed, stalls it, or makes it fail
// while playing (`package` controls, below). Its time moves when its player's does
// (AVPlayer's `advance(by:)`).

@MainActor
open class AVPlayerItem: NSObject {
  public enum Status: Int, Sendable {
    case unknown
    case readyToPlay
    case failed
  }

  struct State {
    var status = Status.unknown
    var error: (any Error)?
    var duration = CMTime.indefinite
    var time = CMTime.zero
    var loadedTimeRanges: [CMTimeRange] = []
    /// The playback buffer is empty: a playing player waits.
    var isStalled = false
    weak var player: AVPlayer?
  }

  /// The asset the item was made with (Apple's `asset`).
  nonisolated(unsafe) package let asset: AVAsset
  nonisolated let state = LockedState(State())

  nonisolated init(fakeAsset asset: AVAsset) {
    self.asset = asset
    super.init()
  }

  // https://developer.apple.com/documentation/avfoundation/avplayeritem/init(url:)
  nonisolated public convenience init(url URL: URL) {
    self.init(fakeAsset: AVURLAsset(url: URL))
  }

  // https://developer.apple.com/documentation/avfoundation/avplayeritem/init(asset:)
  nonisolated public convenience init(asset: AVAsset) {
    self.init(fakeAsset: asset)
  }

  // https://developer.apple.com/documentation/avfoundation/avplayeritem/status: unknown when
  // made; ready to play once the media has loaded, which starts when a player takes the item;
  // failed when it cannot play (see `error`). Key-value observable.
  nonisolated open var status: AVPlayerItem.Status { state.withLock { $0.status } }
  // https://developer.apple.com/documentation/avfoundation/avplayeritem/error: why the item
  // failed, nil otherwise. Key-value observable.
  nonisolated open var error: (any Error)? { state.withLock { $0.error } }
  // https://developer.apple.com/documentation/avfoundation/avplayeritem/duration: indefinite
  // until the duration has loaded. Key-value observable.
  nonisolated open var duration: CMTime { state.withLock { $0.duration } }
  // https://developer.apple.com/documentation/avfoundation/avplayeritem/currenttime(): the
  // item's time (zero until it plays).
  nonisolated open func currentTime() -> CMTime { state.withLock { $0.time } }
  // https://developer.apple.com/documentation/avfoundation/avplayeritem/loadedtimeranges: the
  // time ranges whose media is readily available, as NSValues of CMTimeRange. Key-value
  // observable.
  nonisolated open var loadedTimeRanges: [NSValue] {
    state.withLock { $0.loadedTimeRanges }.map { NSValue(timeRange: $0) }
  }

  // https://developer.apple.com/documentation/avfoundation/avplayeritem/didplaytoendtimenotification:
  // posted with the item as object when it has played to its end.
  nonisolated public static let didPlayToEndTimeNotification = NSNotification.Name(
    "AVPlayerItemDidPlayToEndTimeNotification")
  // https://developer.apple.com/documentation/avfoundation/avplayeritem/failedtoplaytoendtimenotification:
  // posted with the item as object, and the error under AVPlayerItemFailedToPlayToEndTimeErrorKey.
  nonisolated public static let failedToPlayToEndTimeNotification = NSNotification.Name(
    "AVPlayerItemFailedToPlayToEndTimeNotification")
  // https://developer.apple.com/documentation/avfoundation/avplayeritem/playbackstallednotification:
  // posted with the item as object when media did not arrive in time to go on playing.
  nonisolated public static let playbackStalledNotification = NSNotification.Name(
    "AVPlayerItemPlaybackStalledNotification")
}

public let AVPlayerItemFailedToPlayToEndTimeErrorKey: String =
  "AVPlayerItemFailedToPlayToEndTimeErrorKey"

// MARK: Test controls

extension AVPlayerItem {
  /// The player that has the item, if any (an item belongs to one player at a time).
  package var player: AVPlayer? { state.withLock { $0.player } }

  /// The media has loaded: `duration` becomes `duration` and `status` `readyToPlay`, each
  /// key-value notified, with `loadedTimeRanges` the ranges given; a player waiting to play the
  /// item plays. Apple's item starts loading only once a player has it, so the item must have
  /// one, and must not have loaded or failed already.
  package func becomeReadyToPlay(duration: CMTime, loadedTimeRanges: [CMTimeRange] = []) {
    let (status, player) = state.withLock { ($0.status, $0.player) }
    precondition(
      player != nil,
      "fake AVPlayerItem: an item loads only once a player has it (replaceCurrentItem(with:))")
    precondition(status == .unknown, "fake AVPlayerItem: the item is already \(status)")
    notifyingObservers(of: [\.duration, \.loadedTimeRanges]) {
      state.withLock {
        $0.duration = duration
        $0.loadedTimeRanges = loadedTimeRanges
      }
    }
    notifyingObservers(of: [\.status]) { state.withLock { $0.status = .readyToPlay } }
    player?.playbackConditionsChanged()
  }

  /// The media cannot be played: `error` becomes `error` and `status` `failed`, each
  /// key-value notified.
  package func failToLoad(with error: any Error) {
    notifyingObservers(of: [\.error]) { state.withLock { $0.error = error } }
    notifyingObservers(of: [\.status]) { state.withLock { $0.status = .failed } }
    player?.playbackConditionsChanged()
  }

  /// The item fails while playing: AVPlayerItemFailedToPlayToEndTimeNotification is posted
  /// (enqueued on the main queue) with `error` under AVPlayerItemFailedToPlayToEndTimeErrorKey.
  package func failToPlayToEnd(with error: any Error) {
    postOnMainQueue(
      Self.failedToPlayToEndTimeNotification,
      userInfo: [AVPlayerItemFailedToPlayToEndTimeErrorKey: error])
  }

  /// The playback buffer runs empty: a playing player waits
  /// (`waitingToPlayAtSpecifiedRate`) and AVPlayerItemPlaybackStalledNotification is posted
  /// (enqueued on the main queue).
  package func stall() {
    state.withLock { $0.isStalled = true }
    player?.playbackConditionsChanged()
    postOnMainQueue(Self.playbackStalledNotification, userInfo: nil)
  }

  /// Enough media has arrived after a stall: a player waiting for it plays again.
  package func endStall() {
    state.withLock { $0.isStalled = false }
    player?.playbackConditionsChanged()
  }

  /// The ranges of media readily available, key-value notified.
  package func setLoadedTimeRanges(_ ranges: [CMTimeRange]) {
    notifyingObservers(of: [\.loadedTimeRanges]) {
      state.withLock { $0.loadedTimeRanges = ranges }
    }
  }

  /// Posts `name` with the item as object, later, on the main thread (AVFoundation posts from
  /// a thread of its own; the layer's observers run on the main queue).
  func postOnMainQueue(_ name: Notification.Name, userInfo: [AnyHashable: Any]?) {
    NotificationCenter.default.enqueuePostOnMainThread(name, object: self, userInfo: userInfo)
  }
}
