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
  /// ``AdsRenderingSettings/uiElements`` hides; nil otherwise. The Apple layer's overlay draws
  /// it.
  package var debugWatermark: String?
  /// The industry icons (AdChoices) to draw now, whatever ``AdsRenderingSettings/uiElements``
  /// hides (see ``AdOverlayModel/visibleIcons(of:at:text:)``).
  public var icons: [Icon] = []
  /// Where the Apple layer's overlay puts the attribution, countdown, skip button, "Learn more"
  /// and watermark: mirrored in a right-to-left language (``AdOverlayText/language``).
  package var placements = Placements.leftToRight
  /// What VoiceOver reads for the attribution ("Advertisement 1 of 3"); nil when it is hidden.
  public var attributionAccessibility: Accessibility?
  /// What VoiceOver reads for the countdown ("29 seconds left in the ad"); nil when hidden.
  public var countdownAccessibility: Accessibility?
  /// What VoiceOver reads for "Learn more"; nil when it is hidden.
  public var learnMoreAccessibility: Accessibility?
  /// What VoiceOver announces now ("You can skip the ad now"): set on the one state in which
  /// the skip button becomes enabled, nil on every other. Post it once
  /// (`UIAccessibility.post(notification: .announcement, argument:)`).
  public var announcement: String?

  /// The skip button's state.
  public struct SkipButton: Hashable, Sendable {
    /// Whether a tap skips now (the skip offset has passed).
    public var isEnabled: Bool
    /// "Skip in 5" before the offset, "Skip ad" after.
    public var title: String
    /// tvOS: the button should take focus (it has just become enabled), as IMA's tvOS SDK does.
    public var takesFocus: Bool
    /// What VoiceOver reads: "You can skip this ad in 5 seconds" before the offset, the title
    /// after; the hint says what a tap does.
    public var accessibility: Accessibility

    /// Creates a skip button state; `accessibility` nil reads the title as a button.
    package init(
      isEnabled: Bool, title: String, takesFocus: Bool = false,
      accessibility: Accessibility? = nil
    ) {
      self.isEnabled = isEnabled
      self.title = title
      self.takesFocus = takesFocus
      self.accessibility = accessibility ?? Accessibility(label: title, traits: .button)
    }
  }

  /// Creates a state.
  package init(
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
