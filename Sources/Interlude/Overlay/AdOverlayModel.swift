import Foundation
import InterludeConsent

/// Decides what the ad overlay shows: the attribution, the countdown, the skip button and
/// "learn more", from the playing ad, the time and the rendering settings.
///
/// Everything the overlay decides lives here, so it is tested on any platform; the Apple
/// layer's overlay only draws ``AdOverlayState`` and forwards taps to ``AdsManager/skip()``
/// and ``AdsManager/clicked()``.
public struct AdOverlayModel: Hashable, Sendable {
  /// The rendering settings: ``AdsRenderingSettings/uiElements`` and
  /// ``AdsRenderingSettings/disableUi``.
  public var settings: AdsRenderingSettings
  /// The words.
  public var text: AdOverlayText
  /// Whether the skip button should take focus when it becomes enabled (tvOS).
  public var focusesSkipButton: Bool
  /// Whether a visible overlay carries the debug watermark (``AdOverlayState/debugWatermark``),
  /// as IMA's debug mode shows one; the Apple layer's overlay sets it from
  /// ``AdsManager/isDebugModeEnabled``.
  package var showsDebugWatermark: Bool

  /// Creates a model.
  public init(
    settings: AdsRenderingSettings = AdsRenderingSettings(), text: AdOverlayText = AdOverlayText(),
    focusesSkipButton: Bool = false
  ) {
    self.init(
      settings: settings, text: text, focusesSkipButton: focusesSkipButton,
      showsDebugWatermark: false)
  }

  /// Creates a model whose visible overlay carries the debug watermark when
  /// `showsDebugWatermark` is true.
  package init(
    settings: AdsRenderingSettings = AdsRenderingSettings(), text: AdOverlayText = AdOverlayText(),
    focusesSkipButton: Bool = false, showsDebugWatermark: Bool
  ) {
    self.settings = settings
    self.text = text
    self.focusesSkipButton = focusesSkipButton
    self.showsDebugWatermark = showsDebugWatermark
  }

  /// The overlay for `ad` at `time` seconds into it; `previous` is the state last drawn (for
  /// the moment the skip button becomes enabled), nil at the ad's start.
  ///
  /// Every string comes from ``text``, numbers written in its language (whether it is written
  /// right to left: `text.language.isRightToLeft`).
  public func state(
    for ad: AdInfo, at time: Double, previous: AdOverlayState? = nil
  ) -> AdOverlayState {
    guard !settings.disableUi, ad.isLinear else { return .hidden }
    let elements = settings.uiElements
    let time = time.isFinite ? max(0, time) : 0
    var state = AdOverlayState(isVisible: true)
    state.placements = text.language.isRightToLeft ? .rightToLeft : .leftToRight
    if showsDebugWatermark {
      state.debugWatermark = text.fill(text.debugWatermark, .debugWatermark)
    }
    state.icons = Self.visibleIcons(of: ad, at: time, text: text)
    if elements.contains(.adAttribution) {
      let pod = ad.podInfo
      let inPod = pod.totalAds > 1
      let values = ["position": pod.adPosition, "total": pod.totalAds]
      state.attribution =
        inPod ? text.fill(text.adInPod, .adInPod, values) : text.fill(text.ad, .adAttribution)
      state.attributionAccessibility = AdOverlayState.Accessibility(
        label: inPod
          ? text.fill(text.adInPodAccessibility, .adInPodAccessibility, values)
          : text.fill(text.adAccessibility, .adAttributionAccessibility),
        traits: .staticText)
    }
    if elements.contains(.countdown), ad.duration > 0 {
      let seconds = Self.wholeSeconds(ad.duration - time)
      state.countdown = clock(seconds: seconds)
      state.countdownAccessibility = AdOverlayState.Accessibility(
        label: text.fill(
          text.countdownAccessibility, .countdownAccessibility, ["seconds": seconds]),
        traits: [.staticText, .updatesFrequently])
    }
    if elements.contains(.skipButton), ad.isSkippable {
      state.skipButton = skipButton(for: ad, at: time, previous: previous)
      if state.skipButton?.isEnabled == true, previous?.skipButton?.isEnabled != true {
        state.announcement = text.fill(text.skipAvailableAnnouncement, .skipAvailableAnnouncement)
      }
    }
    if elements.contains(.learnMore), ad.clickThroughURL != nil {
      let title = text.fill(text.learnMore, .learnMore)
      state.learnMore = title
      state.learnMoreAccessibility = AdOverlayState.Accessibility(
        label: title, hint: text.fill(text.advertiserPageHint, .advertiserPageHint),
        traits: .link)
    }
    return state
  }

  /// The skip button of a skippable `ad` at `time`: "Skip in 5" until the offset, then "Skip
  /// ad", taking focus (tvOS) the moment it becomes enabled.
  private func skipButton(
    for ad: AdInfo, at time: Double, previous: AdOverlayState?
  ) -> AdOverlayState.SkipButton {
    let wait = Self.wholeSeconds(ad.skipTimeOffset - time)
    let enabled = ad.skipTimeOffset - time <= 0
    let wasEnabled = previous?.skipButton?.isEnabled ?? false
    let title =
      enabled ? text.fill(text.skip, .skip) : text.fill(text.skipIn, .skipIn, ["seconds": wait])
    let label =
      enabled
      ? title : text.fill(text.skipInAccessibility, .skipInAccessibility, ["seconds": wait])
    return AdOverlayState.SkipButton(
      isEnabled: enabled, title: title, takesFocus: focusesSkipButton && enabled && !wasEnabled,
      accessibility: AdOverlayState.Accessibility(
        label: label, hint: text.fill(text.skipAccessibilityHint, .skipAccessibilityHint),
        traits: .button))
  }

  /// `m:ss` for `seconds` left, in the digits of the text's language.
  func clock(seconds: Int) -> String {
    let remainder = seconds % 60
    return text.number(seconds / 60) + ":" + text.number(remainder / 10)
      + text.number(remainder % 10)
  }

  /// Seconds rounded up (so the countdown reaches 0:00 only at the end), never negative.
  private static func wholeSeconds(_ value: Double) -> Int {
    guard value.isFinite, value > 0 else { return 0 }
    return Int(value.rounded(.up))
  }
}
