import Foundation
import Interlude
import Testing

/// What an overlay that redraws with every progress report carries from one state to the
/// next (`AdOverlayModel.redraw`, `AdOverlayState.announcement(after:)`): the Apple layer's
/// overlay view and the simulator's overlay lines both redraw this way.
@Suite("Ad overlay redraws")
struct AdOverlayRedrawTests {
  private static func ad(id: String?, position: Int, skipAfter: Double = 5) -> AdInfo {
    var ad = OverlayAd.make(skipAfter: skipAfter, position: position, total: 2)
    ad.adId = id
    return ad
  }

  @Test("the same ad is the same <Ad id> at the same place in the same break")
  func sameAd() {
    let first = Self.ad(id: "a", position: 1)
    #expect(AdOverlayModel.isSameAd(first, as: Self.ad(id: "a", position: 1)))
    #expect(!AdOverlayModel.isSameAd(first, as: Self.ad(id: "a", position: 2)))
    #expect(!AdOverlayModel.isSameAd(first, as: Self.ad(id: "b", position: 1)))
    #expect(!AdOverlayModel.isSameAd(first, as: nil))
    #expect(
      AdOverlayModel.isSameAd(Self.ad(id: nil, position: 1), as: Self.ad(id: nil, position: 1)))
  }

  @Test("within one ad the state carries over: the skip announcement comes once")
  func sameAdCarriesOver() {
    let model = AdOverlayModel()
    let ad = Self.ad(id: "a", position: 1)
    var drawn = AdOverlayState.hidden
    var drawnAd: AdInfo?
    var announcements: [String] = []
    for tenth in 0...100 {
      drawn = model.redraw(for: ad, at: Double(tenth) / 10, after: drawn, of: drawnAd)
      drawnAd = ad
      if let announcement = drawn.announcement { announcements.append(announcement) }
    }
    #expect(announcements == ["You can skip the ad now"])
  }

  @Test("a new ad starts afresh: its skip button is announced although the last ad's was enabled")
  func newAdStartsAfresh() {
    let model = AdOverlayModel()
    let first = Self.ad(id: "a", position: 1, skipAfter: 0)
    let second = Self.ad(id: "b", position: 2, skipAfter: 0)
    let end = model.redraw(for: first, at: 29, after: .hidden, of: nil)
    #expect(end.skipButton?.isEnabled == true)
    let start = model.redraw(for: second, at: 0, after: end, of: first)
    #expect(start.announcement == "You can skip the ad now")
    let tv = AdOverlayModel(focusesSkipButton: true)
    let tvEnd = tv.redraw(for: first, at: 29, after: .hidden, of: nil)
    #expect(tv.redraw(for: second, at: 0, after: tvEnd, of: first).skipButton?.takesFocus == true)
  }

  @Test("no ad playing: nothing is drawn")
  func noAd() {
    let drawn = AdOverlayModel().redraw(
      for: Self.ad(id: "a", position: 1), at: 1, after: .hidden, of: nil)
    #expect(AdOverlayModel().redraw(for: nil, at: 2, after: drawn, of: nil) == .hidden)
  }

  @Test("VoiceOver hears the announcement once: a redraw of the same state says nothing again")
  func announcementAfter() {
    let state = AdOverlayModel().state(for: Self.ad(id: "a", position: 1, skipAfter: 0), at: 0)
    #expect(state.announcement(after: .hidden) == "You can skip the ad now")
    #expect(state.announcement(after: state) == nil)
    var hidden = state
    hidden.isVisible = false
    #expect(hidden.announcement(after: .hidden) == nil)
  }
}
