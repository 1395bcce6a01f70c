// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Type-check stub of AVFoundation, not Apple's code: the declarations Sources/InterludeUI (and the
// example app) use, with the signatures and isolation of Apple's documentation (AVPlayer and
// AVPlayerItem are main-actor classes with nonisolated members). Bodies trap; never linked.

@MainActor
open class AVPlayerItem: NSObject {
  public enum Status: Int, Sendable {
    case unknown
    case readyToPlay
    case failed
  }

  nonisolated public convenience init(url URL: URL) { fatalError("stub") }
  nonisolated public convenience init(asset: AVAsset) { fatalError("stub") }

  nonisolated open var status: AVPlayerItem.Status { fatalError("stub") }
  nonisolated open var error: (any Error)? { fatalError("stub") }
  nonisolated open var duration: CMTime { fatalError("stub") }
  nonisolated open func currentTime() -> CMTime { fatalError("stub") }
  nonisolated open var loadedTimeRanges: [NSValue] { fatalError("stub") }

  nonisolated public static let didPlayToEndTimeNotification = NSNotification.Name(
    "AVPlayerItemDidPlayToEndTimeNotification")
  nonisolated public static let failedToPlayToEndTimeNotification = NSNotification.Name(
    "AVPlayerItemFailedToPlayToEndTimeNotification")
  nonisolated public static let playbackStalledNotification = NSNotification.Name(
    "AVPlayerItemPlaybackStalledNotification")
}

public let AVPlayerItemFailedToPlayToEndTimeErrorKey: String =
  "AVPlayerItemFailedToPlayToEndTimeErrorKey"
