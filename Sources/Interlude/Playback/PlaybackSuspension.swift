/// The reasons a display's media is held still (placeholder until the display's version lands).
public struct PlaybackSuspension: Hashable, Sendable {
  /// The active reasons.
  public private(set) var reasons: Set<PlaybackSuspensionReason> = []
  /// Creates a suspension with no reason.
  public init() {}
  /// Whether any reason holds the media.
  public var isSuspended: Bool { !reasons.isEmpty }
  /// Adds `reason`; true when the media must pause now.
  public mutating func begin(_ reason: PlaybackSuspensionReason) -> Bool {
    let was = isSuspended
    reasons.insert(reason)
    return !was
  }
  /// Removes `reason`; true when the media must play again now.
  public mutating func end(_ reason: PlaybackSuspensionReason, shouldResume: Bool = true) -> Bool {
    guard reasons.remove(reason) != nil else { return false }
    return reasons.isEmpty && shouldResume
  }
  /// Clears every reason.
  public mutating func reset() { reasons = [] }
}
