import Foundation
import Interlude
import InterludeTestSupport
import Testing

@MainActor
@Suite("Session: icons and taps")
struct SessionIconTests {
  private let document = """
    <VAST version="4.2"><Ad id="iconic"><InLine>
      <AdSystem>T</AdSystem><AdTitle>iconic</AdTitle>
      <Impression><![CDATA[https://t.test/iconic/impression]]></Impression>
      <Creatives><Creative><Linear>
        <Duration>00:00:10</Duration>
        <MediaFiles><MediaFile delivery="progressive" type="video/mp4" width="640" height="360"><![CDATA[https://cdn.test/iconic.mp4]]></MediaFile></MediaFiles>
        <Icons><Icon program="AdChoices" width="20" height="20" xPosition="right" yPosition="top">
          <StaticResource creativeType="image/png"><![CDATA[https://cdn.test/adchoices.png]]></StaticResource>
          <IconClicks>
            <IconClickThrough><![CDATA[https://adchoices.test/info]]></IconClickThrough>
            <IconClickTracking><![CDATA[https://t.test/icon/click]]></IconClickTracking>
          </IconClicks>
          <IconViewTracking><![CDATA[https://t.test/icon/view]]></IconViewTracking>
        </Icon></Icons>
      </Linear></Creative></Creatives>
    </InLine></Ad></VAST>
    """

  @Test("Icon view and click tracking, ICON_TAPPED, the icon's landing page, and TAPPED")
  func iconsAndTaps() async throws {
    let driver = SessionDriver(contentDuration: 60)
    let manager = try #require(await driver.load(document))
    await driver.run(until: 2)
    // The playing ad says which icon to draw where, for the overlay (or the app's own UI).
    let ad = try #require(manager.currentAd)
    let icons = AdOverlayModel.visibleIcons(of: ad, at: 2)
    #expect(
      icons == [
        AdOverlayState.Icon(
          index: 0, program: "AdChoices",
          imageURL: try #require(URL(string: "https://cdn.test/adchoices.png")), width: 20,
          height: 20, horizontal: .end, vertical: .start,
          accessibility: AdOverlayState.Accessibility(
            label: "AdChoices", hint: "Opens information about this ad", traits: [.button, .image]))
      ])
    manager.iconViewed(at: 0)
    manager.iconViewed(at: 0)
    manager.iconClicked(at: 0)
    manager.tapped()
    await driver.run(until: 3)
    #expect(driver.beacons.strings.filter { $0 == "https://t.test/icon/view" }.count == 1)
    #expect(driver.beacons.strings.filter { $0 == "https://t.test/icon/click" }.count == 1)
    #expect(driver.events.contains("ICON_TAPPED"))
    #expect(driver.events.contains("TAPPED"))
    #expect(driver.opener.opened.map(\.absoluteString) == ["https://adchoices.test/info"])
  }
}
