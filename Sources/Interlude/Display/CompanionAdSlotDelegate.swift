/// Receives what happens to a ``CompanionAdSlot``: IMA's `IMACompanionDelegate`.
@MainActor
public protocol CompanionAdSlotDelegate: AnyObject {
  /// Show `resource` (a static image URL, an iframe URL, or HTML) for `companion`.
  func companionSlot(
    _ slot: CompanionAdSlot, filledWith companion: Companion, resource: CreativeResource)
  /// No companion of the playing ad fits this slot (or the ad's `required` rule failed).
  func companionSlotWasNotFilled(_ slot: CompanionAdSlot)
}
