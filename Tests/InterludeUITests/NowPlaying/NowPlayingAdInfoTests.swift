import Foundation
import Interlude
import InterludeConsent
import MediaPlayer
import Testing

@testable import InterludeUI

extension AppleLayerTests {
  /// NowPlayingAdInfo: what the system's Now Playing info (lock screen, Control Center) holds
  /// during an ad and after it, driven by ads-manager events, through the MediaPlayer fake
  /// (https://developer.apple.com/documentation/mediaplayer/mpnowplayinginfocenter/nowplayinginfo).
  @MainActor
  @Suite("Now Playing: NowPlayingAdInfo")
  struct NowPlayingAdInfoTests {
    let center = MPNowPlayingInfoCenter.default()

    init() async {
      await AppleLayerTests.reset()
      MPNowPlayingInfoCenter.default().nowPlayingInfo = nil
    }

    /// The app's own Now Playing info for its content.
    static let contentInfo: [String: Any] = [
      MPMediaItemPropertyTitle: "Episode 4", MPMediaItemPropertyArtist: "The Show",
      MPMediaItemPropertyPlaybackDuration: 1800.0,
      MPNowPlayingInfoPropertyElapsedPlaybackTime: 615.0,
      MPNowPlayingInfoPropertyPlaybackRate: 1.0,
    ]

    static func ad(title: String? = "Summer sale", advertiser: String? = "Acme") -> AdInfo {
      var ad = AdInfo(adId: "a1", duration: 30)
      ad.title = title
      ad.advertiserName = advertiser
      return ad
    }

    static func event(
      _ type: AdEventType, ad: AdInfo? = nil, data: [String: String] = [:]
    ) -> AdEvent {
      AdEvent(type: type, ad: ad, data: data)
    }

    /// The Now Playing info as text, its keys sorted: comparable whatever the value types.
    func shown() -> String? {
      center.nowPlayingInfo.map { info in
        info.keys.sorted().map { "\($0)=\(info[$0].map { "\($0)" } ?? "")" }
          .joined(separator: " ")
      }
    }

    static func text(_ info: [String: Any]) -> String {
      info.keys.sorted().map { "\($0)=\(info[$0].map { "\($0)" } ?? "")" }
        .joined(separator: " ")
    }

    @Test(
      "STARTED shows the ad (title, advertiser, duration, 0 s, playing); progress and pause move it; the break's end puts the app's info back"
    )
    func adThenContentInfo() {
      center.nowPlayingInfo = Self.contentInfo
      let info = NowPlayingAdInfo()
      info.handle(Self.event(.started, ad: Self.ad()))
      #expect(
        shown()
          == Self.text([
            MPMediaItemPropertyTitle: "Summer sale", MPMediaItemPropertyArtist: "Acme",
            MPMediaItemPropertyPlaybackDuration: 30.0,
            MPNowPlayingInfoPropertyElapsedPlaybackTime: 0.0,
            MPNowPlayingInfoPropertyPlaybackRate: 1.0,
          ]))
      info.handle(Self.event(.adProgress, data: ["currentTime": "12.5"]))
      #expect(
        center.nowPlayingInfo?[MPNowPlayingInfoPropertyElapsedPlaybackTime] as? Double == 12.5)
      info.handle(Self.event(.pause))
      #expect(center.nowPlayingInfo?[MPNowPlayingInfoPropertyPlaybackRate] as? Double == 0)
      info.handle(Self.event(.resume))
      #expect(center.nowPlayingInfo?[MPNowPlayingInfoPropertyPlaybackRate] as? Double == 1)
      info.handle(Self.event(.adBreakEnded))
      #expect(shown() == Self.text(Self.contentInfo))
    }

    @Test(
      "Two ads in a break: the second replaces the first, and the app's info (saved once) comes back after ALL_ADS_COMPLETED"
    )
    func podRestoresTheAppsInfoOnce() {
      center.nowPlayingInfo = Self.contentInfo
      let info = NowPlayingAdInfo()
      info.handle(Self.event(.started, ad: Self.ad()))
      info.handle(Self.event(.started, ad: Self.ad(title: "Winter sale", advertiser: nil)))
      #expect(center.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Winter sale")
      #expect(center.nowPlayingInfo?[MPMediaItemPropertyArtist] == nil)
      info.handle(Self.event(.allAdsCompleted))
      #expect(shown() == Self.text(Self.contentInfo))
    }

    @Test("Without info of the app's own, the break's end clears Now Playing")
    func clearsWhenTheAppHadNone() {
      let info = NowPlayingAdInfo()
      info.handle(Self.event(.started, ad: Self.ad()))
      #expect(center.nowPlayingInfo != nil)
      info.handle(Self.event(.adBreakEnded))
      #expect(center.nowPlayingInfo == nil)
    }

    @Test("An ad without a title shows 'Ad' in the ad UI's language; no advertiser, no artist")
    func untitledAd() {
      var settings = Settings()
      settings.language = "de"
      let info = NowPlayingAdInfo()
      info.configure(with: settings)
      info.handle(Self.event(.started, ad: Self.ad(title: nil, advertiser: nil)))
      let german = AdOverlayText(language: settings.adUILanguage)
      #expect(center.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == german.ad)
      #expect(center.nowPlayingInfo?[MPMediaItemPropertyArtist] == nil)
    }

    @Test("Words the app sets are kept when the settings change the ad UI's language")
    func appWordsAreKept() {
      var words = AdOverlayText()
      words.ad = "Werbung!"
      let info = NowPlayingAdInfo(text: words)
      var settings = Settings()
      settings.language = "fr"
      info.configure(with: settings)
      info.show(Self.ad(title: nil))
      #expect(center.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Werbung!")
    }

    @Test(
      "Settings.disableNowPlayingInfo: nothing is written (IMA's disableNowPlayingInfo), the app's info stays"
    )
    func disabledWritesNothing() {
      center.nowPlayingInfo = Self.contentInfo
      var settings = Settings()
      settings.disableNowPlayingInfo = true
      let info = NowPlayingAdInfo()
      info.configure(with: settings)
      #expect(!info.isEnabled)
      info.handle(Self.event(.started, ad: Self.ad()))
      info.show(Self.ad())
      info.handle(Self.event(.adProgress, data: ["currentTime": "3"]))
      info.handle(Self.event(.adBreakEnded))
      #expect(shown() == Self.text(Self.contentInfo))
    }

    @Test("Turning it off during a break puts the app's info back at once")
    func turningOffRestores() {
      center.nowPlayingInfo = Self.contentInfo
      let info = NowPlayingAdInfo()
      info.handle(Self.event(.started, ad: Self.ad()))
      info.isEnabled = false
      #expect(shown() == Self.text(Self.contentInfo))
      info.handle(Self.event(.adProgress, data: ["currentTime": "3"]))
      #expect(shown() == Self.text(Self.contentInfo))
    }

    @Test("Outside a break, progress, pause and the break's end change nothing")
    func outsideABreakNothingChanges() {
      center.nowPlayingInfo = Self.contentInfo
      let info = NowPlayingAdInfo()
      info.handle(Self.event(.adProgress, data: ["currentTime": "3"]))
      info.handle(Self.event(.pause))
      info.handle(Self.event(.adBreakEnded))
      info.handle(Self.event(.loaded, ad: Self.ad()))
      #expect(shown() == Self.text(Self.contentInfo))
    }
  }
}
