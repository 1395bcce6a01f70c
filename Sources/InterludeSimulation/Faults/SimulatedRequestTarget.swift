public import Interlude

/// Which request a simulated network fault hits.
public enum SimulatedRequestTarget: Hashable, Sendable {
  /// The ad request (the ad tag, or the VMAP document).
  case adTag
  /// The next wrapper fetch.
  case wrapper
  /// The `n`-th wrapper fetch of the session, counted from 1.
  case wrapperNumber(Int)
  /// The next VMAP break tag fetch.
  case breakTag
  /// The next media file the display loads.
  case media
  /// The next beacon.
  case beacon

  /// The name used on the command line: `ad-tag`, `wrapper`, `wrapper2`, `break-tag`, `media`,
  /// `beacon`.
  public var name: String {
    switch self {
    case .adTag: "ad-tag"
    case .wrapper: "wrapper"
    case .wrapperNumber(let number): "wrapper\(number)"
    case .breakTag: "break-tag"
    case .media: "media"
    case .beacon: "beacon"
    }
  }

  /// The target named `name` (see ``name``); nil for an unknown name.
  public init?(name: String) {
    switch name {
    case "ad-tag": self = .adTag
    case "wrapper": self = .wrapper
    case "break-tag": self = .breakTag
    case "media": self = .media
    case "beacon": self = .beacon
    default:
      guard name.hasPrefix("wrapper"), let number = Int(name.dropFirst("wrapper".count)),
        number >= 1
      else { return nil }
      self = .wrapperNumber(number)
    }
  }

  /// The purpose of the HTTP requests this target hits; nil for ``media``, which the display
  /// loads outside the transport.
  public var purpose: HTTPRequest.Purpose? {
    switch self {
    case .adTag: .adRequest
    case .wrapper, .wrapperNumber: .wrapper
    case .breakTag: .breakTag
    case .media: nil
    case .beacon: .beacon
    }
  }
}
