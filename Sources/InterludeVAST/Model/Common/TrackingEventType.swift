import Foundation

/// The name of a VAST tracking event (`<Tracking event="…">`).
///
/// An open set: the named constants cover VAST 2.0–4.3, and a name the standard does not know is
/// kept as it was written instead of being dropped. Names are matched without regard to case,
/// so `firstquartile` and `firstQuartile` are the same event, and each known event is stored in
/// its canonical spelling.
public struct TrackingEventType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The canonical event name for known events, or the name as written for others.
  public let rawValue: String

  /// Creates an event type, folding known names to their canonical spelling.
  public init(rawValue: String) {
    if Self.canonicalSpellings.contains(rawValue) {
      self.rawValue = rawValue
      return
    }
    let trimmed = rawValue.trimmingXMLWhitespace()
    self.rawValue = Self.canonicalNames[trimmed.lowercased()] ?? trimmed
  }

  private init(canonical: String) {
    self.rawValue = canonical
  }

  /// The event name.
  public var description: String { rawValue }

  /// True when the name is one of the events VAST 2.0–4.3 define.
  package var isStandard: Bool { Self.canonicalNames[rawValue.lowercased()] != nil }

  // MARK: Player operations

  /// The user muted the ad.
  public static let mute = Self(canonical: "mute")
  /// The user unmuted the ad.
  public static let unmute = Self(canonical: "unmute")
  /// The user paused the ad.
  public static let pause = Self(canonical: "pause")
  /// The user resumed the ad.
  public static let resume = Self(canonical: "resume")
  /// The user rewound the ad.
  public static let rewind = Self(canonical: "rewind")
  /// The user skipped the ad.
  public static let skip = Self(canonical: "skip")
  /// The player was expanded (VAST 4.0+).
  public static let playerExpand = Self(canonical: "playerExpand")
  /// The player was collapsed (VAST 4.0+).
  public static let playerCollapse = Self(canonical: "playerCollapse")
  /// The ad was not played (VAST 4.1+).
  public static let notUsed = Self(canonical: "notUsed")
  /// Legacy (before 4.0): the player entered fullscreen.
  public static let fullscreen = Self(canonical: "fullscreen")
  /// Legacy (before 4.0): the player left fullscreen.
  public static let exitFullscreen = Self(canonical: "exitFullscreen")
  /// Legacy (before 4.0): the player expanded.
  public static let expand = Self(canonical: "expand")
  /// Legacy (before 4.0): the player collapsed.
  public static let collapse = Self(canonical: "collapse")

  // MARK: Linear

  /// The ad's media was loaded (VAST 4.1+).
  public static let loaded = Self(canonical: "loaded")
  /// The ad started playing.
  public static let start = Self(canonical: "start")
  /// A quarter of the ad was played.
  public static let firstQuartile = Self(canonical: "firstQuartile")
  /// Half of the ad was played.
  public static let midpoint = Self(canonical: "midpoint")
  /// Three quarters of the ad were played.
  public static let thirdQuartile = Self(canonical: "thirdQuartile")
  /// The ad was played to the end.
  public static let complete = Self(canonical: "complete")
  /// The user interacted with the ad other than by clicking through.
  public static let otherAdInteraction = Self(canonical: "otherAdInteraction")
  /// Playback reached the `offset` of the tracking element.
  public static let progress = Self(canonical: "progress")
  /// The user closed the linear ad.
  public static let closeLinear = Self(canonical: "closeLinear")
  /// The creative was shown (companions, non-linear, and legacy linear).
  public static let creativeView = Self(canonical: "creativeView")
  /// Legacy (VAST 3): the user accepted a linear invitation.
  public static let acceptInvitationLinear = Self(canonical: "acceptInvitationLinear")
  /// Legacy (VAST 3): time spent viewing.
  public static let timeSpentViewing = Self(canonical: "timeSpentViewing")

  // MARK: Non-linear

  /// The user accepted a non-linear invitation.
  public static let acceptInvitation = Self(canonical: "acceptInvitation")
  /// The non-linear ad was expanded.
  public static let adExpand = Self(canonical: "adExpand")
  /// The non-linear ad was collapsed.
  public static let adCollapse = Self(canonical: "adCollapse")
  /// The non-linear ad was minimised.
  public static let minimize = Self(canonical: "minimize")
  /// The non-linear ad was closed.
  public static let close = Self(canonical: "close")
  /// The non-linear ad was shown for its minimum duration.
  public static let overlayViewDuration = Self(canonical: "overlayViewDuration")

  // MARK: Interactive and verification

  /// An interactive (SIMID) creative started (VAST 4.2+).
  public static let interactiveStart = Self(canonical: "interactiveStart")
  /// A verification script was not executed (VAST 4.1+); takes `[REASON]`.
  public static let verificationNotExecuted = Self(canonical: "verificationNotExecuted")

  /// Every standard event, in the order above.
  package static let allStandard: [TrackingEventType] = [
    .mute, .unmute, .pause, .resume, .rewind, .skip, .playerExpand, .playerCollapse, .notUsed,
    .fullscreen, .exitFullscreen, .expand, .collapse, .loaded, .start, .firstQuartile, .midpoint,
    .thirdQuartile, .complete, .otherAdInteraction, .progress, .closeLinear, .creativeView,
    .acceptInvitationLinear, .timeSpentViewing, .acceptInvitation, .adExpand, .adCollapse,
    .minimize, .close, .overlayViewDuration, .interactiveStart, .verificationNotExecuted,
  ]

  private static let canonicalSpellings = Set(allStandard.map(\.rawValue))

  private static let canonicalNames: [String: String] = Dictionary(
    uniqueKeysWithValues: allStandard.map { ($0.rawValue.lowercased(), $0.rawValue) })
}
