import Foundation
import Interlude
import InterludeConsent
import Testing

/// Which ads-manager event changes what the system's Now Playing info shows
/// (`NowPlayingAdUpdate`, `NowPlayingAdItem`), for the Apple layer's `NowPlayingAdInfo`.
@Suite("Now Playing updates")
struct NowPlayingAdUpdateTests {
  private static let text = AdOverlayText()

  private static func ad(title: String? = "Summer sale", advertiser: String? = "Acme") -> AdInfo {
    var ad = AdInfo(adId: "a", duration: 30)
    ad.title = title
    ad.advertiserName = advertiser
    return ad
  }

  private static func update(
    _ type: AdEventType, ad: AdInfo? = nil, data: [String: String] = [:]
  ) -> NowPlayingAdUpdate? {
    NowPlayingAdUpdate(AdEvent(type: type, ad: ad, data: data), text: text)
  }

  @Test("STARTED shows the ad: its title, its advertiser, its duration, at 0 s, playing")
  func startedShowsTheAd() {
    let item = NowPlayingAdItem(ad: Self.ad(), text: Self.text)
    #expect(Self.update(.started, ad: Self.ad()) == .show(item))
    #expect(item.title == "Summer sale")
    #expect(item.advertiser == "Acme")
    #expect(item.duration == 30)
    #expect(item.elapsed == 0 && item.rate == 1)
  }

  @Test("an ad without a title shows 'Ad' in the text's language; no advertiser, no artist")
  func untitledAd() throws {
    let item = NowPlayingAdItem(ad: Self.ad(title: nil, advertiser: nil), text: Self.text)
    #expect(item.title == "Ad")
    #expect(item.advertiser == nil)
    let german = AdOverlayText(language: try #require(InterludeLanguage(tag: "de")))
    #expect(NowPlayingAdItem(ad: Self.ad(title: nil), text: german).title == german.ad)
  }

  @Test("an unknown duration (-1, or 0) is not shown")
  func unknownDuration() {
    for duration in [-1.0, 0] {
      var ad = Self.ad()
      ad.duration = duration
      #expect(NowPlayingAdItem(ad: ad, text: Self.text).duration == nil)
    }
  }

  @Test("AD_PROGRESS moves the elapsed time to its currentTime; without one, nothing changes")
  func progressMovesElapsed() {
    #expect(Self.update(.adProgress, data: ["currentTime": "12.400"]) == .elapsed(12.4))
    #expect(Self.update(.adProgress) == nil)
    #expect(Self.update(.adProgress, data: ["currentTime": "soon"]) == nil)
  }

  @Test("PAUSE sets the rate to 0, RESUME to 1")
  func pauseAndResume() {
    #expect(Self.update(.pause) == .rate(0))
    #expect(Self.update(.resume) == .rate(1))
  }

  @Test("AD_BREAK_ENDED and ALL_ADS_COMPLETED put the app's own info back")
  func breakEndRestores() {
    #expect(Self.update(.adBreakEnded) == .restore)
    #expect(Self.update(.allAdsCompleted) == .restore)
  }

  @Test("every other event changes nothing, and STARTED without an ad neither")
  func otherEvents() {
    let mapped: Set<AdEventType> = [
      .started, .adProgress, .pause, .resume, .adBreakEnded, .allAdsCompleted,
    ]
    for type in AdEventType.allCases where !mapped.contains(type) {
      #expect(Self.update(type, ad: Self.ad(), data: ["currentTime": "1"]) == nil, "\(type)")
    }
    #expect(Self.update(.started) == nil)
  }
}
