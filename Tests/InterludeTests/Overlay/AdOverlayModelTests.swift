import Foundation
import Interlude
import Testing

@Suite("Ad overlay model")
struct AdOverlayModelTests {
  private static func ad(
    duration: Double = 30, skipAfter: Double = -1, position: Int = 1, total: Int = 1,
    clickThrough: String? = "https://landing.test/a"
  ) -> AdInfo {
    OverlayAd.make(
      duration: duration, skipAfter: skipAfter, position: position, total: total,
      clickThrough: clickThrough)
  }

  @Test("a skippable ad in a pod: attribution, countdown, skip countdown, learn more")
  func fullOverlay() {
    let model = AdOverlayModel()
    let state = model.state(for: Self.ad(skipAfter: 5, position: 2, total: 3), at: 1.2)
    #expect(state.isVisible)
    #expect(state.attribution == "Ad 2 of 3")
    #expect(state.countdown == "0:29")
    #expect(state.skipButton?.isEnabled == false)
    #expect(state.skipButton?.title == "Skip in 4")
    #expect(state.learnMore == "Learn more")
  }

  @Test("the skip button enables at the offset; the countdown ends at 0:00")
  func skipEnablesAtOffset() {
    let model = AdOverlayModel()
    let ad = Self.ad(duration: 75, skipAfter: 5)
    #expect(model.state(for: ad, at: 4.99).skipButton?.isEnabled == false)
    #expect(model.state(for: ad, at: 4.99).skipButton?.title == "Skip in 1")
    #expect(model.state(for: ad, at: 5).skipButton?.isEnabled == true)
    #expect(model.state(for: ad, at: 5).skipButton?.title == "Skip ad")
    #expect(model.state(for: ad, at: 0).countdown == "1:15")
    #expect(model.state(for: ad, at: 74.5).countdown == "0:01")
    #expect(model.state(for: ad, at: 80).countdown == "0:00")
  }

  @Test("a single ad says 'Ad'; a non-skippable ad has no skip button; no click-through, no link")
  func absentElements() {
    let state = AdOverlayModel().state(for: Self.ad(clickThrough: nil), at: 3)
    #expect(state.attribution == "Ad")
    #expect(state.skipButton == nil)
    #expect(state.learnMore == nil)
  }

  @Test(
    "each element can be hidden through uiElements",
    arguments: AdsRenderingSettings.UIElement.allCases)
  func hideElement(element: AdsRenderingSettings.UIElement) {
    var settings = AdsRenderingSettings()
    settings.uiElements.remove(element)
    let state = AdOverlayModel(settings: settings)
      .state(for: Self.ad(skipAfter: 0, position: 1, total: 2), at: 1)
    #expect((state.attribution == nil) == (element == .adAttribution))
    #expect((state.countdown == nil) == (element == .countdown))
    #expect((state.skipButton == nil) == (element == .skipButton))
    #expect((state.learnMore == nil) == (element == .learnMore))
  }

  @Test("disableUi: the app draws its own UI, the overlay draws nothing")
  func disabledUI() {
    var settings = AdsRenderingSettings()
    settings.disableUi = true
    let state = AdOverlayModel(settings: settings).state(for: Self.ad(skipAfter: 0), at: 1)
    #expect(state == .hidden)
  }

  @Test("tvOS: the skip button takes focus once, when it becomes enabled")
  func focusOnTV() {
    let model = AdOverlayModel(focusesSkipButton: true)
    let ad = Self.ad(skipAfter: 5)
    let before = model.state(for: ad, at: 4)
    let becomes = model.state(for: ad, at: 5.1, previous: before)
    let after = model.state(for: ad, at: 5.3, previous: becomes)
    #expect(before.skipButton?.takesFocus == false)
    #expect(becomes.skipButton?.takesFocus == true)
    #expect(after.skipButton?.takesFocus == false)
    #expect(
      AdOverlayModel().state(for: ad, at: 5.1, previous: before).skipButton?.takesFocus == false)
  }

  @Test("debug mode: a watermark on every visible overlay, even with every element hidden")
  func debugWatermark() {
    var bare = AdsRenderingSettings()
    bare.uiElements = []
    let on = AdOverlayModel(settings: bare, showsDebugWatermark: true).state(for: Self.ad(), at: 1)
    #expect(on.isVisible)
    #expect(on.debugWatermark == "Interlude debug")
    #expect(AdOverlayModel().state(for: Self.ad(), at: 1).debugWatermark == nil)
    var text = AdOverlayText()
    text.debugWatermark = "Debug"
    #expect(
      AdOverlayModel(text: text, showsDebugWatermark: true).state(for: Self.ad(), at: 1)
        .debugWatermark == "Debug")
    var disabled = AdsRenderingSettings()
    disabled.disableUi = true
    #expect(
      AdOverlayModel(settings: disabled, showsDebugWatermark: true).state(for: Self.ad(), at: 1)
        == .hidden)
  }

  @Test("localised words")
  func localised() {
    var text = AdOverlayText()
    text.adInPod = "Anzeige {position} von {total}"
    text.skipIn = "Überspringen in {seconds}"
    let state = AdOverlayModel(text: text).state(for: Self.ad(skipAfter: 5, total: 2), at: 0)
    #expect(state.attribution == "Anzeige 1 von 2")
    #expect(state.skipButton?.title == "Überspringen in 5")
  }
}
