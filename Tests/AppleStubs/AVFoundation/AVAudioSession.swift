// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of AVFoundation, not Apple's code: AVAudioSession as Apple documents it
// (https://developer.apple.com/documentation/avfaudio/avaudiosession): the app's one session,
// its category and mode, its activation, and the interruptions a test starts and ends
// (`package` controls, below).

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

  // https://developer.apple.com/documentation/avfaudio/avaudiosession/interruptionnotification:
  // posted with the session as object, the type under AVAudioSessionInterruptionTypeKey and,
  // when it ends, the options under AVAudioSessionInterruptionOptionKey (NSNumbers).
  public static let interruptionNotification = NSNotification.Name(
    "AVAudioSessionInterruptionNotification")

  struct State {
    var category = Category.soloAmbient
    var mode = Mode.default
    var options: CategoryOptions = []
    var isActive = false
    var activationError: (any Error)?
  }

  let state = LockedState(State())
  // Apple's session is not Sendable; its members may be called from any thread.
  nonisolated(unsafe) private static let shared = AVAudioSession()

  // https://developer.apple.com/documentation/avfaudio/avaudiosession/sharedinstance(): the
  // one session.
  open class func sharedInstance() -> AVAudioSession { shared }
  // https://developer.apple.com/documentation/avfaudio/avaudiosession/category-swift.property:
  // soloAmbient by default.
  open var category: AVAudioSession.Category { state.withLock { $0.category } }
  // https://developer.apple.com/documentation/avfaudio/avaudiosession/mode-swift.property:
  // default by default.
  open var mode: AVAudioSession.Mode { state.withLock { $0.mode } }
  // https://developer.apple.com/documentation/avfaudio/avaudiosession/setcategory(_:mode:options:)
  // (iOS 10, tvOS 10).
  open func setCategory(
    _ category: AVAudioSession.Category, mode: AVAudioSession.Mode,
    options: AVAudioSession.CategoryOptions = []
  ) throws {
    state.withLock {
      $0.category = category
      $0.mode = mode
      $0.options = options
    }
  }
  // https://developer.apple.com/documentation/avfaudio/avaudiosession/setactive(_:options:):
  // throws when the session cannot be activated (here, when a test says so).
  open func setActive(_ active: Bool, options: AVAudioSession.SetActiveOptions = []) throws {
    try state.withLock {
      if let error = $0.activationError { throw error }
      $0.isActive = active
    }
  }
}

public let AVAudioSessionInterruptionTypeKey: String = "AVAudioSessionInterruptionTypeKey"
public let AVAudioSessionInterruptionOptionKey: String = "AVAudioSessionInterruptionOptionKey"

// MARK: Test controls

extension AVAudioSession {
  /// Whether the app activated the session (`setActive(true)` last).
  package var isActive: Bool { state.withLock { $0.isActive } }

  /// The category options set last.
  package var categoryOptions: CategoryOptions { state.withLock { $0.options } }

  /// The error `setActive(_:options:)` throws from now on (nil: it succeeds).
  package var activationError: (any Error)? {
    get { state.withLock { $0.activationError } }
    set { state.withLock { $0.activationError = newValue } }
  }

  /// The system interrupts the app's audio (a call, an alarm): every playing player pauses, as
  /// AVFoundation pauses them
  /// (https://developer.apple.com/documentation/avfoundation/avplayer/timecontrolstatus-swift.enum/paused),
  /// and the interruption notification is posted (enqueued on the main queue) with type began.
  @MainActor
  package func beginInterruption() {
    for player in AVPlayer.allLivePlayers where player.rate != 0 { player.rate = 0 }
    postInterruption([
      AVAudioSessionInterruptionTypeKey: NSNumber(value: InterruptionType.began.rawValue)
    ])
  }

  /// The interruption ends: the notification is posted (enqueued on the main queue) with type
  /// ended and `options` (`.shouldResume` when the app may play again). Players stay paused.
  @MainActor
  package func endInterruption(options: InterruptionOptions = []) {
    postInterruption([
      AVAudioSessionInterruptionTypeKey: NSNumber(value: InterruptionType.ended.rawValue),
      AVAudioSessionInterruptionOptionKey: NSNumber(value: options.rawValue),
    ])
  }

  private func postInterruption(_ userInfo: [String: NSNumber]) {
    NotificationCenter.default.enqueuePostOnMainThread(
      Self.interruptionNotification, object: self, userInfo: userInfo)
  }
}
