/// Chooses which companion of an ad goes into which slot, honouring `CompanionAds@required`.
///
/// A companion fits a slot of its exact size (or a fluid slot) that accepts one of its
/// resources (``CompanionAdSlot/accepts``), and goes there with the first such resource; each
/// slot takes the first fitting companion in document order, and each companion fills one
/// slot. Then the rule:
/// `all` — every companion must be placed, or none is (602); `any` — at least one must be
/// placed (602 when none fits); `none` or absent — whatever fits is shown.
@MainActor
struct CompanionMatcher {
  /// One slot's assignment.
  struct Placement {
    let slotIndex: Int
    let companion: Companion
    let resource: CreativeResource
  }

  /// The outcome of matching: placements, or the VAST code to report when the rule fails.
  enum Outcome {
    case placed([Placement])
    case failed(VASTErrorCode)
  }

  /// The placements, or the VAST code to report when the rule cannot be met.
  static func place(_ groups: [CompanionAds], in slots: [CompanionAdSlot]) -> Outcome {
    var placements: [Placement] = []
    for group in groups {
      let candidates = group.companions.filter { !$0.resources.isEmpty }
      var placed: [Placement] = []
      var used: Set<Int> = []
      for (companionIndex, companion) in candidates.enumerated() {
        let taken = Set(placements.map(\.slotIndex)).union(placed.map(\.slotIndex))
        let fitting = slots.indices.lazy.compactMap { index in
          taken.contains(index) || !slots[index].fits(companion)
            ? nil : slots[index].resource(for: companion).map { (slot: index, resource: $0) }
        }
        guard let (slot, resource) = fitting.first else { continue }
        placed.append(Placement(slotIndex: slot, companion: companion, resource: resource))
        used.insert(companionIndex)
      }
      switch group.required {
      case .all where used.count < candidates.count:
        return .failed(.companionRequired)
      case .any where used.isEmpty && !candidates.isEmpty:
        return .failed(.companionRequired)
      default:
        placements += placed
      }
    }
    return .placed(placements)
  }
}
