/// The cue points of an ads manager's schedule, by break index, in IMA's form (0 pre-roll,
/// seconds for a mid-roll, -1 post-roll, nil when unknown), and what playback asks of them.
///
/// A VAST response's single break has cue point 0. The content playhead crosses mid-rolls
/// only: the pre-roll is announced at ``AdsManager/initialize(with:)``, the post-roll is due
/// at content complete (with any break cued at or after the content's end), and a break
/// without a cue point never plays.
struct CueSchedule: Equatable {
  /// The longest move of the content playhead between two ticks (5 a second) that counts as
  /// playback; a longer one is a seek.
  static let maxPlaybackStep = 1.5

  /// The cue point of each break, in schedule order.
  let cuePoints: [Double?]
  /// The content's duration, when known: a cue at or after it is not a mid-roll the playhead
  /// crosses but a break of the content's end, played at content complete.
  var contentDuration: Double? = nil

  /// The breaks `playAdsAfterTime` rules out: the pre-roll and every mid-roll whose cue point
  /// is at or before `time`.
  func breaks(atOrBefore time: Double) -> Set<Int> {
    Set(
      cuePoints.indices.filter { index in
        guard let cue = cuePoints[index] else { return false }
        return cue >= 0 && cue <= time
      })
  }

  /// The pre-roll, when the schedule has one and it is not consumed yet.
  func preRoll(excluding consumed: Set<Int>) -> Int? {
    guard let index = cuePoints.firstIndex(of: 0), !consumed.contains(index) else { return nil }
    return index
  }

  /// The break that plays next at content complete, when one is not consumed yet: as IMA does,
  /// a break whose cue point is at or after the content's duration (the playhead never
  /// crosses it: the content ends first) plays as a post-roll, in cue order, before the
  /// post-roll proper (-1).
  func postRoll(excluding consumed: Set<Int>) -> Int? {
    let atEnd = cuePoints.indices.filter { index in
      guard !consumed.contains(index), let cue = cuePoints[index] else { return false }
      return cue == -1 || isAtEnd(cue)
    }
    // Stable: equal cue points keep their schedule order.
    return atEnd.min { lhs, rhs in
      let (left, right) = (Self.endOrder(cuePoints[lhs]), Self.endOrder(cuePoints[rhs]))
      return left == right ? lhs < rhs : left < right
    }
  }

  /// Whether a mid-roll cue lies at or after the content's end (never when the duration is
  /// unknown).
  private func isAtEnd(_ cue: Double) -> Bool {
    guard let contentDuration else { return false }
    return cue > 0 && cue >= contentDuration
  }

  /// Where a break stands among the breaks played at content complete: by cue point, the
  /// post-roll proper (-1) last.
  private static func endOrder(_ cue: Double?) -> Double {
    guard let cue, cue != -1 else { return .infinity }
    return cue
  }

  /// The mid-rolls not consumed yet whose cue point lies after `last` and at or before `now`
  /// (not one at or after the content's end), and whether the move from `last` to `now` was a
  /// seek.
  func crossing(from last: Double, to now: Double, excluding consumed: Set<Int>) -> CueCrossing {
    guard now > last else { return CueCrossing(breaks: [], isSeek: false) }
    // Every tick: the cue's window first, the set lookup only for a cue inside it.
    let crossed = cuePoints.indices.filter { index in
      guard let cue = cuePoints[index], cue > 0, cue > last, cue <= now, !isAtEnd(cue) else {
        return false
      }
      return !consumed.contains(index)
    }.sorted { (cuePoints[$0] ?? 0) < (cuePoints[$1] ?? 0) }
    return CueCrossing(
      breaks: crossed, isSeek: crossed.count > 1 || now - last > Self.maxPlaybackStep)
  }

  /// The break not consumed yet with the earliest cue point at or after `time` (the first in
  /// schedule order among equal ones); a break without a cue point never counts.
  func nextBreak(atOrAfter time: Double, excluding consumed: Set<Int>) -> Int? {
    cuePoints.indices.filter { index in
      !consumed.contains(index) && (cuePoints[index] ?? -2) >= time
    }.min { (cuePoints[$0] ?? 0) < (cuePoints[$1] ?? 0) }
  }

  /// IMA's `podIndex` of the break at `index`: 0 for the pre-roll (and a VAST response's
  /// break), -1 for the post-roll, else how many mid-roll cue points of the schedule lie at or
  /// before the break's (1 for the first mid-roll).
  func podIndex(ofBreak index: Int) -> Int {
    let cue = cuePoints[index]
    if cue == 0 { return 0 }
    if cue == -1 { return -1 }
    return cuePoints.compactMap(\.self).filter { $0 > 0 && $0 <= (cue ?? 0) }.count
  }
}
