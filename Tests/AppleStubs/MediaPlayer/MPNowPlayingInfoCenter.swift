// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of MediaPlayer, not Apple's code: MPNowPlayingInfoCenter as Apple documents it
// (https://developer.apple.com/documentation/mediaplayer/mpnowplayinginfocenter), the
// declarations Sources/InterludeUI uses. Nothing is shown on a lock screen: the info is kept for
// the tests to read.
import Foundation

open class MPNowPlayingInfoCenter: NSObject {
  // nonisolated(unsafe): the info is behind `lock`.
  nonisolated(unsafe) private static let shared = MPNowPlayingInfoCenter()
  private let lock = NSLock()
  private var info: [String: Any]?

  // https://developer.apple.com/documentation/mediaplayer/mpnowplayinginfocenter/default():
  // the one Now Playing info center of the app.
  open class func `default`() -> MPNowPlayingInfoCenter { shared }

  // https://developer.apple.com/documentation/mediaplayer/mpnowplayinginfocenter/nowplayinginfo:
  // the current Now Playing info, nil (nothing) until set; setting nil clears it. It may be set
  // from any thread.
  open var nowPlayingInfo: [String: Any]? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return info
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      info = newValue
    }
  }
}

// https://developer.apple.com/documentation/mediaplayer/mpmediaitempropertytitle and the other
// keys' pages: the dictionary keys of the Now Playing info.
public let MPMediaItemPropertyTitle: String = "title"
public let MPMediaItemPropertyArtist: String = "artist"
public let MPMediaItemPropertyPlaybackDuration: String = "playbackDuration"
public let MPNowPlayingInfoPropertyElapsedPlaybackTime: String =
  "MPNowPlayingInfoPropertyElapsedPlaybackTime"
public let MPNowPlayingInfoPropertyPlaybackRate: String = "MPNowPlayingInfoPropertyPlaybackRate"
