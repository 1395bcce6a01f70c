/// Receives what happens to a ``CompanionAdSlot``: IMA's `IMACompanionDelegate`.
@MainActor
public protocol CompanionAdSlotDelegate: AnyObject {
  /// Show `resource` (a static image URL, an iframe URL, or HTML) for `companion`.
  func companionSlot(
    _ slot: CompanionAdSlot, filledWith companion: Companion, resource: CreativeResource)
  /// No companion of the playing ad fits this slot (or the ad's `required` rule failed).
  func companionSlotWasNotFilled(_ slot: CompanionAdSlot)
  /// The companion shown in `slot` was clicked and the manager handled it: its click tracking
  /// fired and its click-through opened (IMA's `companionSlotWasClicked:`). Called by
  /// ``AdsManager/companionClicked(in:)``; optional, as in IMA.
  func companionSlotWasClicked(_ slot: CompanionAdSlot)
}

extension CompanionAdSlotDelegate {
  /// Does nothing: a delegate that does not care about clicks need not implement it.
  public func companionSlotWasClicked(_ slot: CompanionAdSlot) {}
}
