import Foundation

/// One value of the comma-separated `breakType` attribute. Unknown values are kept.
public struct BreakType: RawRepresentable, Hashable, Sendable {
  /// The value, lowercased.
  public let rawValue: String

  /// Creates a break type.
  public init(rawValue: String) {
    self.rawValue = rawValue.trimmingXMLWhitespace().lowercased()
  }

  /// Video or audio ads that interrupt the content.
  public static let linear = BreakType(rawValue: "linear")
  /// Overlays shown over the content.
  public static let nonlinear = BreakType(rawValue: "nonlinear")
  /// Display (companion) ads.
  public static let display = BreakType(rawValue: "display")

  /// True for the three types VMAP defines.
  package var isStandard: Bool { [.linear, .nonlinear, .display].contains(self) }
}
