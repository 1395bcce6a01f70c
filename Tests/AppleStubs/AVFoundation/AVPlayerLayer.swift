// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Type-check stub of AVFoundation, not Apple's code: the declarations Sources/InterludeUI (and the
// example app) use, with the signatures and isolation of Apple's documentation (AVPlayer and
// AVPlayerItem are main-actor classes with nonisolated members). Bodies trap; never linked.

public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
  public static let resizeAspectFill = AVLayerVideoGravity(
    rawValue: "AVLayerVideoGravityResizeAspectFill")
  public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

open class AVPlayerLayer: CALayer {
  public convenience init(player: AVPlayer?) { fatalError("stub") }
  open var player: AVPlayer? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var videoGravity: AVLayerVideoGravity {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var isReadyForDisplay: Bool { fatalError("stub") }
}
