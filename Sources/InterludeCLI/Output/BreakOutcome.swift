import Interlude
import InterludeVAST

/// How one VMAP break of a `--follow` load ended: loaded, failed as a whole, or loaded with
/// some of its ads failed.
struct BreakOutcome: Hashable, Sendable {
  /// The break as the reports name it: its `breakId`, or its time offset (`start`, `end`,
  /// `00:10:00.000`).
  var label: String
  /// The URL of the break's ad tag, when it has one.
  var tagURL: String?
  /// Why the break failed as a whole, nil when it loaded.
  var error: AdError?
  /// The ads of the break that could not be resolved.
  var adFailures: [AdLoadFailure]
  /// How many ads the break resolved to.
  var adCount: Int

  /// Whether the break has nothing to play because of an error: it failed as a whole, or every
  /// ad it had failed.
  var failed: Bool {
    error != nil || (adCount == 0 && !adFailures.isEmpty)
  }

  /// The name of `adBreak` (or of a break known only by its offset).
  static func label(_ adBreak: AdBreak?, offset: BreakOffset) -> String {
    adBreak?.breakId ?? (adBreak?.timeOffset ?? offset).vmapValue
  }

  /// The URL of `adBreak`'s ad tag, if its source is one.
  static func tagURL(_ adBreak: AdBreak?) -> String? {
    guard case .adTagURI(let url, _)? = adBreak?.adSource?.content else { return nil }
    return url
  }
}
