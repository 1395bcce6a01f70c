/// A place the app can show a companion ad: IMA's `IMACompanionAdSlot`, without UIKit.
///
/// The core matches companions to slots by size and hands the chosen resource to the slot's
/// delegate as data; the Apple layer draws it in a view.
@MainActor
public final class CompanionAdSlot {
  /// The width in points, or nil for a fluid slot (any width).
  public let width: Int?
  /// The height in points, or nil for a fluid slot.
  public let height: Int?
  /// Receives the companion, or the news that none fits.
  public weak var delegate: (any CompanionAdSlotDelegate)?
  /// The companion shown now, if any.
  public private(set) var companion: Companion?

  /// Creates a slot of a fixed size, or a fluid one when both are nil.
  public init(width: Int?, height: Int?) {
    self.width = width
    self.height = height
  }

  /// Whether a companion of this size fits: the same size, or any size for a fluid slot.
  public func fits(_ companion: Companion) -> Bool {
    guard let width, let height else { return true }
    return companion.width == width && companion.height == height
  }

  func fill(with companion: Companion, resource: CreativeResource) {
    self.companion = companion
    delegate?.companionSlot(self, filledWith: companion, resource: resource)
  }

  func leaveEmpty() {
    companion = nil
    delegate?.companionSlotWasNotFilled(self)
  }
}
