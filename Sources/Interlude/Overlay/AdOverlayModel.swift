import Foundation

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
  public var showsDebugWatermark: Bool

  /// Creates a model.
  public init(
    settings: AdsRenderingSettings = AdsRenderingSettings(), text: AdOverlayText = AdOverlayText(),
    focusesSkipButton: Bool = false, showsDebugWatermark: Bool = false
  ) {
    self.settings = settings
    self.text = text
    self.focusesSkipButton = focusesSkipButton
    self.showsDebugWatermark = showsDebugWatermark
  }

  /// The overlay for `ad` at `time` seconds into it; `previous` is the state last drawn (for
  /// the moment the skip button becomes enabled), nil at the ad's start.
  public func state(
    for ad: AdInfo, at time: Double, previous: AdOverlayState? = nil
  ) -> AdOverlayState {
    guard !settings.disableUi, ad.isLinear else { return .hidden }
    let elements = settings.uiElements
    let time = time.isFinite ? max(0, time) : 0
    var state = AdOverlayState(isVisible: true)
    if showsDebugWatermark { state.debugWatermark = text.debugWatermark }
    state.icons = Self.visibleIcons(of: ad, at: time)
    if elements.contains(.adAttribution) {
      let pod = ad.podInfo
      state.attribution =
        pod.totalAds > 1
        ? fill(text.adInPod, ["position": pod.adPosition, "total": pod.totalAds]) : text.ad
    }
    if elements.contains(.countdown), ad.duration > 0 {
      state.countdown = Self.clock(secondsLeft: ad.duration - time)
    }
    if elements.contains(.skipButton), ad.isSkippable {
      let wait = ad.skipTimeOffset - time
      let enabled = wait <= 0
      let wasEnabled = previous?.skipButton?.isEnabled ?? false
      state.skipButton = AdOverlayState.SkipButton(
        isEnabled: enabled,
        title: enabled ? text.skip : fill(text.skipIn, ["seconds": Self.wholeSeconds(wait)]),
        takesFocus: focusesSkipButton && enabled && !wasEnabled)
    }
    if elements.contains(.learnMore), ad.clickThroughURL != nil {
      state.learnMore = text.learnMore
    }
    return state
  }

  /// `m:ss` for the seconds left, rounded up so the countdown reaches 0:00 only at the end.
  static func clock(secondsLeft: Double) -> String {
    let seconds = wholeSeconds(secondsLeft)
    let remainder = seconds % 60
    return "\(seconds / 60):\(remainder < 10 ? "0" : "")\(remainder)"
  }

  /// Seconds rounded up, never negative.
  private static func wholeSeconds(_ value: Double) -> Int {
    guard value.isFinite, value > 0 else { return 0 }
    return Int(value.rounded(.up))
  }

  private func fill(_ template: String, _ values: [String: Int]) -> String {
    values.reduce(template) { text, entry in
      text.replacingOccurrences(of: "{\(entry.key)}", with: String(entry.value))
    }
  }
}
