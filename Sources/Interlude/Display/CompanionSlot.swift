/// A place the app can show a companion ad, by size (IMA's `IMACompanionAdSlot`, without UIKit).
public struct CompanionSlot: Hashable, Sendable {
  /// The width in points, or nil for a fluid slot.
  public var width: Int?
  /// The height in points, or nil for a fluid slot.
  public var height: Int?

  /// Creates a slot.
  public init(width: Int?, height: Int?) {
    self.width = width
    self.height = height
  }
}
