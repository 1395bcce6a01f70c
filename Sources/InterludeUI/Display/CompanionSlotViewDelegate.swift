#if canImport(UIKit) && !os(watchOS)
#if !(os(tvOS) || INTERLUDE_CHECK_TVOS)
/// Hears what happens to a ``CompanionSlotView``: IMA's `IMACompanionDelegate`, whose two
/// methods it mirrors by name. Both are optional (they do nothing by default).
@MainActor
public protocol CompanionSlotViewDelegate: AnyObject {
  /// The slot was filled and its companion is on screen (`filled` true), or the slot stays
  /// empty (`filled` false): no companion of the ad fits it, or the one that fits could not be
  /// drawn (an image that failed to load, a URL that does not parse). IMA's
  /// `companionSlot(_:filled:)`.
  func companionSlot(_ view: CompanionSlotView, filled: Bool)
  /// The user tapped the companion; its click tracking has fired and its click-through is
  /// opening. IMA's `companionSlotWasClicked(_:)`.
  func companionSlotWasClicked(_ view: CompanionSlotView)
}

extension CompanionSlotViewDelegate {
  /// Does nothing.
  public func companionSlot(_ view: CompanionSlotView, filled: Bool) {}
  /// Does nothing.
  public func companionSlotWasClicked(_ view: CompanionSlotView) {}
}
#endif  // !(os(tvOS) || INTERLUDE_CHECK_TVOS)
#endif  // canImport(UIKit) && !os(watchOS)
