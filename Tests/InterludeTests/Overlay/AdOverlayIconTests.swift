import Foundation
import Interlude
import Testing

/// Which `<Icon>`s the overlay draws, when, where and how large.
@Suite("Ad overlay icons")
struct AdOverlayIconTests {
  private static func image(_ name: String, type: String? = "image/png") -> CreativeResource {
    .staticResource(url: "https://icons.test/\(name).png", creativeType: type)
  }

  private static func ad(_ icons: [Icon], duration: Double = 30) -> AdInfo {
    var ad = AdInfo(duration: duration)
    ad.icons = icons
    return ad
  }

  @Test("an icon shows from its offset for its duration; without them, for the whole ad")
  func timeWindow() {
    let ad = Self.ad([
      Icon(program: "AdChoices", duration: 5, offset: 2, resources: [Self.image("a")]),
      Icon(program: "Other", resources: [Self.image("b")]),
    ])
    func shown(_ time: Double) -> [Int] {
      AdOverlayModel.visibleIcons(of: ad, at: time).map(\.index)
    }
    #expect(shown(0) == [1])
    #expect(shown(1.9995) == [0, 1])
    #expect(shown(6.9) == [0, 1])
    #expect(shown(7) == [1])
    #expect(shown(29) == [1])
  }

  @Test("only images are drawn: an icon's first image resource, else the icon is left out")
  func imagesOnly() {
    let ad = Self.ad([
      Icon(program: "html", resources: [.html("<b>i</b>")]),
      Icon(program: "frame", resources: [.iframe(url: "https://icons.test/f.html")]),
      Icon(program: "script", resources: [Self.image("s", type: "application/javascript")]),
      Icon(
        program: "mixed",
        resources: [.html("<b>i</b>"), Self.image("untyped", type: nil), Self.image("later")]),
    ])
    let icons = AdOverlayModel.visibleIcons(of: ad, at: 1)
    #expect(icons.map(\.index) == [3])
    #expect(icons.first?.imageURL.absoluteString == "https://icons.test/untyped.png")
  }

  @Test("of several icons of one program, only the first is drawn")
  func oneIconPerProgram() {
    let ad = Self.ad([
      Icon(program: "AdChoices", resources: [Self.image("first")]),
      Icon(program: "adchoices", resources: [Self.image("second")]),
      Icon(resources: [Self.image("unnamed-1")]),
      Icon(resources: [Self.image("unnamed-2")]),
    ])
    #expect(AdOverlayModel.visibleIcons(of: ad, at: 1).map(\.index) == [0, 2, 3])
  }

  @Test("size and position: pixels over pxratio, named edges, offsets, unreadable as start")
  func placement() throws {
    let ad = Self.ad([
      Icon(
        program: "a", width: 40, height: 30, xPosition: "right", yPosition: "bottom",
        pixelRatio: 2, resources: [Self.image("a")]),
      Icon(
        program: "b", width: 20, xPosition: "12", yPosition: "Top", resources: [Self.image("b")]),
      Icon(program: "c", xPosition: "middle", yPosition: "-4", resources: [Self.image("c")]),
    ])
    let icons = AdOverlayModel.visibleIcons(of: ad, at: 1)
    try #require(icons.count == 3)
    #expect(icons[0].width == 20 && icons[0].height == 15)
    #expect(icons[0].horizontal == .end && icons[0].vertical == .end)
    #expect(icons[1].width == 20 && icons[1].height == nil)
    #expect(icons[1].horizontal == .offset(12) && icons[1].vertical == .start)
    #expect(icons[2].horizontal == .start && icons[2].vertical == .start)
  }

  @Test("the overlay state carries the icons whatever uiElements hides; disableUi hides all")
  func inTheOverlayState() {
    let ad = Self.ad([Icon(program: "AdChoices", resources: [Self.image("a")])])
    var settings = AdsRenderingSettings()
    settings.uiElements = []
    #expect(AdOverlayModel(settings: settings).state(for: ad, at: 1).icons.map(\.index) == [0])
    settings.disableUi = true
    #expect(AdOverlayModel(settings: settings).state(for: ad, at: 1).icons.isEmpty)
    #expect(AdOverlayModel.visibleIcons(of: ad, at: 1).count == 1, "an app's own UI draws them")
  }
}
