/// What the ad overlay shows at one moment: the output of ``AdOverlayModel``, drawn by the
/// Apple layer's overlay view or by the app's own UI.
public struct AdOverlayState: Hashable, Sendable {
  /// False when the app draws its own UI (``AdsRenderingSettings/disableUi``): draw nothing.
  public var isVisible: Bool
  /// "Ad 1 of 3" (or "Ad" outside a pod); nil when hidden.
  public var attribution: String?
  /// The time left in the ad, `m:ss`; nil when hidden or unknown.
  public var countdown: String?
  /// The skip button; nil when the ad is not skippable or the button is hidden.
  public var skipButton: SkipButton?
  /// The "learn more" title; nil when the ad has no click-through or the element is hidden.
  public var learnMore: String?
  /// "Interlude debug" while ``Settings/enableDebugMode`` is on, whatever
  /// ``AdsRenderingSettings/uiElements`` hides; nil otherwise.
  public var debugWatermark: String?
  /// The industry icons (AdChoices) to draw now, whatever ``AdsRenderingSettings/uiElements``
  /// hides (see ``AdOverlayModel/visibleIcons(of:at:)``).
  public var icons: [Icon] = []

  /// The skip button's state.
  public struct SkipButton: Hashable, Sendable {
    /// Whether a tap skips now (the skip offset has passed).
    public var isEnabled: Bool
    /// "Skip in 5" before the offset, "Skip ad" after.
    public var title: String
    /// tvOS: the button should take focus (it has just become enabled), as IMA's tvOS SDK does.
    public var takesFocus: Bool

    /// Creates a skip button state.
    public init(isEnabled: Bool, title: String, takesFocus: Bool = false) {
      self.isEnabled = isEnabled
      self.title = title
      self.takesFocus = takesFocus
    }
  }

  /// Creates a state.
  public init(
    isVisible: Bool, attribution: String? = nil, countdown: String? = nil,
    skipButton: SkipButton? = nil, learnMore: String? = nil, debugWatermark: String? = nil
  ) {
    self.isVisible = isVisible
    self.attribution = attribution
    self.countdown = countdown
    self.skipButton = skipButton
    self.learnMore = learnMore
    self.debugWatermark = debugWatermark
  }

  /// Nothing drawn.
  public static let hidden = AdOverlayState(isVisible: false)
}
