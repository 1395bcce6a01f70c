extension AdOverlayState {
  /// What VoiceOver says for one element of the overlay: its label, its hint and its traits.
  /// The Apple layer sets them as the view's `accessibilityLabel`, `accessibilityHint` and
  /// `accessibilityTraits`; an app that draws its own UI can do the same.
  public struct Accessibility: Hashable, Sendable {
    /// What the element is ("Advertisement 1 of 3", "You can skip this ad in 5 seconds").
    public var label: String
    /// What activating it does; nil for an element that does nothing.
    public var hint: String?
    /// What kind of element it is.
    public var traits: Traits

    /// Creates an element's accessibility.
    package init(label: String, hint: String? = nil, traits: Traits) {
      self.label = label
      self.hint = hint
      self.traits = traits
    }
  }
}
