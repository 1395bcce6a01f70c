public import Foundation
public import Interlude

/// The app's content player in a simulation: its time runs on a ``ManualClock`` while it
/// plays, stops during ad breaks and jumps on seeks.
@MainActor
public final class SimulatedContentPlayer: ContentPlayhead {
  /// The content's duration in seconds.
  public let duration: TimeInterval
  /// Whether the content is playing (false during ad breaks and after the end).
  public private(set) var isPlaying = false

  private let clock: any PlaybackClock
  private var anchorTime: TimeInterval = 0
  private var anchorClock: Double

  /// Creates a player of `duration` seconds on `clock`, paused at 0.
  public init(duration: TimeInterval, clock: ManualClock) {
    self.duration = duration
    self.clock = clock
    anchorClock = clock.now
  }

  /// The content time in seconds: where it was anchored, plus the clock time played since.
  public var currentTime: TimeInterval {
    guard isPlaying else { return anchorTime }
    return min(duration, anchorTime + max(0, clock.now - anchorClock))
  }

  /// Whether the content has played to its end.
  public var hasEnded: Bool { currentTime >= duration }

  /// Starts or resumes the content.
  public func play() {
    guard !isPlaying, !hasEnded else { return }
    anchorClock = clock.now
    isPlaying = true
  }

  /// Pauses the content (an ad break begins).
  public func pause() {
    anchorTime = currentTime
    anchorClock = clock.now
    isPlaying = false
  }

  /// Jumps to `time`.
  public func seek(to time: TimeInterval) {
    anchorTime = min(max(0, time), duration)
    anchorClock = clock.now
  }

  /// Holds the playhead still for `seconds` while the content plays on (rebuffering): the time
  /// moves again afterwards from where it stood.
  public func stall(for seconds: TimeInterval) {
    anchorTime = currentTime
    anchorClock = clock.now + max(0, seconds)
  }
}
