// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of MediaPlayer, not Apple's code: the declarations Sources/InterludeUI uses, as Apple's
// documentation gives them. Bodies trap (`fatalError("stub")`): no test runs them yet.
import Foundation

open class MPNowPlayingInfoCenter: NSObject {
  open class func `default`() -> MPNowPlayingInfoCenter { fatalError("stub") }
  open var nowPlayingInfo: [String: Any]? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

public let MPMediaItemPropertyTitle: String = "title"
public let MPMediaItemPropertyArtist: String = "artist"
public let MPMediaItemPropertyPlaybackDuration: String = "playbackDuration"
public let MPNowPlayingInfoPropertyElapsedPlaybackTime: String =
  "MPNowPlayingInfoPropertyElapsedPlaybackTime"
public let MPNowPlayingInfoPropertyPlaybackRate: String = "MPNowPlayingInfoPropertyPlaybackRate"
