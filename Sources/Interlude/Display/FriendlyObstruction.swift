/// A view over the player that measurement (Open Measurement) must not count as hiding the
/// ad: IMA's `IMAFriendlyObstruction` as data. The Apple layer pairs it with the view.
public struct FriendlyObstruction: Hashable, Sendable {
  /// Why the view is there, in Open Measurement's terms.
  public enum Purpose: String, Hashable, Sendable, CaseIterable {
    /// Play, pause, seek and similar controls.
    case mediaControls
    /// A control that closes the ad.
    case closeAd
    /// A transparent or invisible view.
    case notVisible
    /// Anything else.
    case other
  }

  /// A name for the view, for logs (the Apple layer uses the view's type).
  public var name: String
  /// The purpose.
  public var purpose: Purpose
  /// Open Measurement's detailed reason: at most 50 characters of letters, digits and spaces;
  /// nil when absent or when the given text broke that rule.
  public var detailedReason: String?

  /// Creates an obstruction; a reason that breaks Open Measurement's rule is dropped.
  public init(name: String, purpose: Purpose, detailedReason: String? = nil) {
    self.name = name
    self.purpose = purpose
    self.detailedReason = detailedReason.flatMap(Self.validReason)
  }

  /// `reason` when it has 1–50 characters, each an ASCII letter, digit or space.
  static func validReason(_ reason: String) -> String? {
    guard (1...50).contains(reason.count),
      reason.unicodeScalars.allSatisfy({
        $0.isASCII
          && ($0 == " " || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
            || ("0"..."9").contains($0))
      })
    else { return nil }
    return reason
  }
}
