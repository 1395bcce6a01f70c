#if canImport(UIKit) && !os(watchOS)
public import AVFoundation
import CoreMedia
public import Foundation
public import Interlude

/// The content player's position for the SDK: IMA's `IMAAVPlayerContentPlayhead(avPlayer:)`.
///
/// A periodic time observer (every 200 ms, the rate the SDK reads at) keeps ``currentTime``;
/// it is attached at once and removed when the playhead is released. Give the content's
/// `AVPlayer`, never the ad display's.
@MainActor
public final class AVPlayerContentPlayhead: ContentPlayhead {
  /// The content player.
  public let player: AVPlayer
  /// The content time in seconds at the last observation (0 before playback starts).
  public private(set) var currentTime: TimeInterval = 0
  // nonisolated(unsafe): set once on the main actor, read by deinit.
  nonisolated(unsafe) private var observer: Any?
  /// Maps the player's time to the content's (an ad may hold the content's player).
  private let contentTime: @MainActor (Double) -> Double

  /// Observes `avPlayer`'s time from now on.
  public convenience init(avPlayer: AVPlayer) {
    self.init(avPlayer: avPlayer) { $0 }
  }

  /// Observes `avPlayer`'s time, mapped by `contentTime`: `AVPlayerVideoDisplay(avPlayer:)`
  /// gives the content time it saved while an ad holds the player.
  init(avPlayer: AVPlayer, contentTime: @escaping @MainActor (Double) -> Double) {
    player = avPlayer
    self.contentTime = contentTime
    let interval = CMTime(seconds: 0.2, preferredTimescale: 600)
    observer = avPlayer.addPeriodicTimeObserver(forInterval: interval, queue: .main) {
      [weak self] time in
      let seconds = time.seconds
      MainActor.assumeIsolated { self?.observe(seconds) }
    }
  }

  deinit {
    if let observer { player.removeTimeObserver(observer) }
  }

  private func observe(_ seconds: Double) {
    guard seconds.isFinite, seconds >= 0 else { return }
    currentTime = contentTime(seconds)
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
