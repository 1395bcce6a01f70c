extension AdOverlayState.Accessibility {
  /// The kinds of element, as a set: UIKit's accessibility traits of the same names, without
  /// UIKit.
  public struct Traits: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates traits from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Activating it acts (the skip button, an icon).
    public static let button = Traits(rawValue: 1 << 0)
    /// Text that does not change on its own.
    public static let staticText = Traits(rawValue: 1 << 1)
    /// Its value changes often (the countdown): VoiceOver reads it again now and then.
    public static let updatesFrequently = Traits(rawValue: 1 << 2)
    /// A picture (an icon, a companion image).
    public static let image = Traits(rawValue: 1 << 3)
    /// Activating it opens a page (Learn more, a companion).
    public static let link = Traits(rawValue: 1 << 4)
  }
}
