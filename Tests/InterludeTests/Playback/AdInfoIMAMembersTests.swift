import Foundation
import Interlude
import InterludeTestSupport
import Testing

/// `IMAAd`'s `uiElements`, `isUiDisabled`, `width`, `height` and `surveyURL`, and the
/// `ICON_FALLBACK_IMAGE_CLOSED` event.
@MainActor
@Suite("AdInfo: IMA's members; the icon fallback image")
struct AdInfoIMAMembersTests {
  private let document = """
    <VAST version="3.0"><Ad id="surveyed"><InLine>
      <AdSystem>T</AdSystem><AdTitle>surveyed</AdTitle>
      <Survey type="text/javascript"><![CDATA[ https://survey.test/s.js ]]></Survey>
      <Impression><![CDATA[https://t.test/impression]]></Impression>
      <Creatives><Creative><Linear>
        <Duration>00:00:10</Duration>
        <MediaFiles><MediaFile delivery="progressive" type="video/mp4" width="640" height="360"><![CDATA[https://cdn.test/a.mp4]]></MediaFile></MediaFiles>
        <Icons><Icon program="AdChoices" width="20" height="20" xPosition="right" yPosition="top">
          <StaticResource creativeType="image/png"><![CDATA[https://cdn.test/adchoices.png]]></StaticResource>
        </Icon></Icons>
      </Linear></Creative></Creatives>
    </InLine></Ad></VAST>
    """

  @Test("IMA: uiElements and isUiDisabled are the manager's rendering settings")
  func uiElements() async throws {
    let driver = SessionDriver(contentDuration: 60)
    driver.renderingSettings.uiElements = [.adAttribution, .countdown]
    driver.renderingSettings.disableUi = true
    let manager = try #require(await driver.load(document))
    await driver.run(until: 2)
    let ad = try #require(manager.currentAd)
    #expect(ad.uiElements == [.adAttribution, .countdown])
    #expect(ad.isUiDisabled)
  }

  @Test("IMA: width and height are the non-linear creative's, 0 for a linear ad")
  func sizeOfLinear() async throws {
    let driver = SessionDriver(contentDuration: 60)
    let manager = try #require(await driver.load(document))
    await driver.run(until: 2)
    let ad = try #require(manager.currentAd)
    #expect(ad.width == 0 && ad.height == 0)
    #expect(ad.mediaWidth == 640 && ad.mediaHeight == 360)
    #expect(ad.uiElements == Set(AdsRenderingSettings.UIElement.allCases))
    #expect(ad.isUiDisabled == false)
  }

  @Test("IMA: surveyURL is the ad's VAST <Survey> URL")
  func surveyURL() async throws {
    let driver = SessionDriver(contentDuration: 60)
    let manager = try #require(await driver.load(document))
    await driver.run(until: 2)
    #expect(manager.currentAd?.surveyURL == "https://survey.test/s.js")
  }

  @Test("IMA: ICON_FALLBACK_IMAGE_CLOSED fires when the app reports the fallback image closed")
  func iconFallbackImageClosed() async throws {
    let driver = SessionDriver(contentDuration: 60)
    let manager = try #require(await driver.load(document))
    await driver.run(until: 2)
    manager.iconFallbackImageClosed(at: 3)
    #expect(!driver.events.contains("ICON_FALLBACK_IMAGE_CLOSED"), "no icon 3: nothing")
    manager.iconFallbackImageClosed(at: 0)
    #expect(driver.events.filter { $0 == "ICON_FALLBACK_IMAGE_CLOSED" }.count == 1)
    #expect(AdEventType(rawValue: "ICON_FALLBACK_IMAGE_CLOSED") == .iconFallbackImageClosed)
  }
}
