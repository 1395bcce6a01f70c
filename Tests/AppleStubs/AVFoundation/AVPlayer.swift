// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Type-check stub of AVFoundation, not Apple's code: the declarations Sources/InterludeUI (and the
// example app) use, with the signatures and isolation of Apple's documentation (AVPlayer and
// AVPlayerItem are main-actor classes with nonisolated members). Bodies trap; never linked.

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

  nonisolated public override init() { fatalError("stub") }
  nonisolated public init(url URL: URL) { fatalError("stub") }
  nonisolated public init(playerItem item: AVPlayerItem?) { fatalError("stub") }

  nonisolated open var currentItem: AVPlayerItem? { fatalError("stub") }
  nonisolated open func replaceCurrentItem(with item: AVPlayerItem?) { fatalError("stub") }
  nonisolated open var status: AVPlayer.Status { fatalError("stub") }
  nonisolated open var error: (any Error)? { fatalError("stub") }
  nonisolated open var timeControlStatus: AVPlayer.TimeControlStatus { fatalError("stub") }
  nonisolated open var rate: Float {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  nonisolated open var volume: Float {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  nonisolated open var isMuted: Bool {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  nonisolated open var actionAtItemEnd: AVPlayer.ActionAtItemEnd {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  nonisolated open func play() { fatalError("stub") }
  nonisolated open func pause() { fatalError("stub") }
  nonisolated open func currentTime() -> CMTime { fatalError("stub") }
  nonisolated open func seek(to time: CMTime) { fatalError("stub") }
  nonisolated open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {
    fatalError("stub")
  }

  // Stricter than Apple's (the blocks are @Sendable here): code that compiles here compiles there.
  nonisolated open func addPeriodicTimeObserver(
    forInterval interval: CMTime, queue: DispatchQueue?,
    using block: @escaping @Sendable (CMTime) -> Void
  ) -> Any { fatalError("stub") }
  nonisolated open func addBoundaryTimeObserver(
    forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping @Sendable () -> Void
  ) -> Any { fatalError("stub") }
  nonisolated open func removeTimeObserver(_ observer: Any) { fatalError("stub") }
}
