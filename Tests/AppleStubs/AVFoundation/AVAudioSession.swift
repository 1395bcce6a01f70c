// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Type-check stub of AVFoundation, not Apple's code: the declarations Sources/InterludeUI (and the
// example app) use, with the signatures and isolation of Apple's documentation (AVPlayer and
// AVPlayerItem are main-actor classes with nonisolated members). Bodies trap; never linked.

open class AVAudioSession: NSObject {
  public struct Category: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
  }

  public struct Mode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
  }

  public struct CategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
    public static let duckOthers = CategoryOptions(rawValue: 0x2)
  }

  public struct SetActiveOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }

  public enum InterruptionType: UInt, Sendable {
    case began = 1
    case ended = 0
  }

  public struct InterruptionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let shouldResume = InterruptionOptions(rawValue: 1)
  }

  public static let interruptionNotification = NSNotification.Name(
    "AVAudioSessionInterruptionNotification")

  open class func sharedInstance() -> AVAudioSession { fatalError("stub") }
  open var category: AVAudioSession.Category { fatalError("stub") }
  open var mode: AVAudioSession.Mode { fatalError("stub") }
  // iOS 10, tvOS 10.
  open func setCategory(
    _ category: AVAudioSession.Category, mode: AVAudioSession.Mode,
    options: AVAudioSession.CategoryOptions = []
  ) throws { fatalError("stub") }
  open func setActive(_ active: Bool, options: AVAudioSession.SetActiveOptions = []) throws {
    fatalError("stub")
  }
}

public let AVAudioSessionInterruptionTypeKey: String = "AVAudioSessionInterruptionTypeKey"
public let AVAudioSessionInterruptionOptionKey: String = "AVAudioSessionInterruptionOptionKey"
