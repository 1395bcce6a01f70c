import Foundation
import Interlude
import InterludeConsent
import Testing

/// Where the overlay view puts its elements and icons (`AdOverlayLayout`), in a 640 by 360
/// point view, with fixed content sizes: the attribution 40 by 16, the countdown 30 by 16,
/// the "Learn more" title 70 by 18, the skip title 60 by 18, the watermark 90 by 14.
@Suite("Ad overlay layout")
struct AdOverlayLayoutTests {
  typealias Layout = AdOverlayLayout
  typealias Rect = AdOverlayLayout.Rect
  typealias Size = AdOverlayLayout.Size

  private static let bounds = Size(width: 640, height: 360)

  private static func content(_ element: Layout.Element) -> Size {
    switch element {
    case .attribution: Size(width: 40, height: 16)
    case .countdown: Size(width: 30, height: 16)
    case .learnMore: Size(width: 70, height: 18)
    case .skipButton: Size(width: 60, height: 18)
    case .debugWatermark: Size(width: 90, height: 14)
    }
  }

  /// Every element shown, for a skippable ad in a pod, in `language`.
  private static func state(
    _ language: String = "en", icons: [Icon] = []
  ) throws -> AdOverlayState {
    let text = AdOverlayText(language: try #require(InterludeLanguage(tag: language)))
    let ad = OverlayAd.make(skipAfter: 0, position: 1, total: 2, icons: icons)
    let state = AdOverlayModel(text: text, showsDebugWatermark: true).state(for: ad, at: 1)
    for element in Layout.Element.allCases { #expect(element.isShown(in: state)) }
    return state
  }

  private static func layout(
    _ state: AdOverlayState, images: [Int: Size] = [:]
  ) -> Layout {
    Layout(state: state, in: bounds, iconImageSizes: images, contentSize: content)
  }

  /// An `<Icon>` with an image, at `x` and `y`, `width` by `height` pixels when given.
  private static func icon(
    x: String, y: String, width: Int? = nil, height: Int? = nil, program: String? = nil
  ) -> Icon {
    Icon(
      program: program, width: width, height: height, xPosition: x, yPosition: y,
      resources: [.staticResource(url: "https://icons.test/\(x)-\(y).png", creativeType: nil)])
  }

  @Test("left to right: attribution then countdown top left, 12 pt from the edges and 8 pt apart")
  func topLeftCorner() throws {
    let frames = Self.layout(try Self.state()).frames
    #expect(frames[.attribution] == Rect(x: 12, y: 12, width: 40, height: 16))
    #expect(frames[.countdown] == Rect(x: 60, y: 12, width: 30, height: 16))
  }

  @Test("Learn more sits top right, 12 pt in; the debug watermark bottom left, 12 pt in")
  func otherCorners() throws {
    let frames = Self.layout(try Self.state()).frames
    #expect(frames[.learnMore] == Rect(x: 534, y: 12, width: 94, height: 44))
    #expect(frames[.debugWatermark] == Rect(x: 12, y: 334, width: 90, height: 14))
  }

  @Test("skip sits bottom-trailing: flush with the right edge, 24 pt above the bottom")
  func skipBottomRight() throws {
    let frames = Self.layout(try Self.state()).frames
    #expect(frames[.skipButton] == Rect(x: 556, y: 292, width: 84, height: 44))
  }

  @Test(
    "in RTL every element is mirrored: skip bottom-left, attribution and countdown top right",
    arguments: ["ar", "he"])
  func rightToLeft(language: String) throws {
    let frames = Self.layout(try Self.state(language)).frames
    #expect(frames[.skipButton] == Rect(x: 0, y: 292, width: 84, height: 44))
    #expect(frames[.attribution] == Rect(x: 588, y: 12, width: 40, height: 16))
    #expect(frames[.countdown] == Rect(x: 550, y: 12, width: 30, height: 16))
    #expect(frames[.learnMore] == Rect(x: 12, y: 12, width: 94, height: 44))
    #expect(frames[.debugWatermark] == Rect(x: 538, y: 334, width: 90, height: 14))
  }

  @Test("touch targets are at least 44 pt: a button is its title padded 24 by 12, never smaller")
  func buttonsAreTouchTargets() throws {
    let state = try Self.state()
    let tiny = Layout(state: state, in: Self.bounds, iconImageSizes: [:]) { element in
      element == .skipButton ? Size(width: 10, height: 10) : Self.content(element)
    }
    #expect(tiny.frames[.skipButton]?.width == 44)
    #expect(tiny.frames[.skipButton]?.height == 44)
    let large = Layout(state: state, in: Self.bounds, iconImageSizes: [:]) { element in
      element == .learnMore ? Size(width: 120, height: 40) : Self.content(element)
    }
    #expect(large.frames[.learnMore]?.width == 144)
    #expect(large.frames[.learnMore]?.height == 52)
  }

  @Test("an icon takes touches over at least 44 by 44 pt around it; a larger control over itself")
  func iconTouchArea() {
    let icon = Rect(x: 608, y: 12, width: 20, height: 20)
    let area = Layout.touchArea(of: icon)
    #expect(area == Rect(x: 596, y: 0, width: 44, height: 44))
    #expect(area.contains(x: 597, y: 1))
    #expect(!area.contains(x: 595, y: 1))
    #expect(!area.contains(x: 640, y: 20), "the right edge is outside, as CGRect.contains says")
    let large = Rect(x: 0, y: 0, width: 60, height: 50)
    #expect(Layout.touchArea(of: large) == large)
  }

  @Test(
    "VAST <Icon> positions: left and top 12 pt in, right and bottom 12 pt in, numbers as points")
  func iconPositions() throws {
    let state = try Self.state(
      icons: [
        Self.icon(x: "left", y: "top", width: 20, height: 20),
        Self.icon(x: "right", y: "bottom"),
        Self.icon(x: "100", y: "40", width: 24, height: 10),
      ])
    let images = [
      0: Size(width: 50, height: 50), 1: Size(width: 30, height: 24), 2: Size(width: 5, height: 5),
    ]
    let icons = Self.layout(state, images: images).iconFrames
    #expect(icons[0] == Rect(x: 12, y: 12, width: 20, height: 20), "the <Icon> size wins")
    #expect(icons[1] == Rect(x: 598, y: 324, width: 30, height: 24), "else the image's")
    #expect(icons[2] == Rect(x: 100, y: 40, width: 24, height: 10))
  }

  @Test("an icon never overlaps a control: Learn more moves left, 8 pt past an icon top right")
  func iconPushesLearnMore() throws {
    let state = try Self.state(
      icons: [Self.icon(x: "right", y: "top", width: 20, height: 20, program: "AdChoices")])
    let layout = Self.layout(state, images: [0: Size(width: 20, height: 20)])
    #expect(layout.iconFrames[0] == Rect(x: 608, y: 12, width: 20, height: 20))
    #expect(layout.frames[.learnMore] == Rect(x: 506, y: 12, width: 94, height: 44))
    for frame in layout.frames.values {
      #expect(!frame.intersects(try #require(layout.iconFrames[0])))
    }
  }

  @Test("an icon never overlaps a control: an element passes every icon in its way in turn")
  func elementPassesSeveralIcons() throws {
    let state = try Self.state(
      icons: [
        Self.icon(x: "right", y: "top", width: 20, height: 20, program: "AdChoices"),
        Self.icon(x: "500", y: "12", width: 20, height: 20, program: "Other"),
      ])
    let image = Size(width: 20, height: 20)
    let layout = Self.layout(state, images: [0: image, 1: image])
    #expect(layout.frames[.learnMore] == Rect(x: 398, y: 12, width: 94, height: 44))
  }

  @Test("in RTL the attribution and countdown move left past an icon at the top right")
  func iconPushesAttributionInRightToLeft() throws {
    let state = try Self.state(
      "ar", icons: [Self.icon(x: "right", y: "top", width: 20, height: 20, program: "AdChoices")])
    let layout = Self.layout(state, images: [0: Size(width: 20, height: 20)])
    #expect(layout.frames[.attribution] == Rect(x: 560, y: 12, width: 40, height: 16))
    #expect(layout.frames[.countdown] == Rect(x: 522, y: 12, width: 30, height: 16))
  }

  @Test("an icon whose image has not arrived is not drawn and takes no room")
  func iconWithoutImage() throws {
    let state = try Self.state(
      icons: [Self.icon(x: "right", y: "top", width: 20, height: 20, program: "AdChoices")])
    let layout = Self.layout(state)
    #expect(layout.iconFrames.isEmpty)
    #expect(layout.frames[.learnMore] == Rect(x: 534, y: 12, width: 94, height: 44))
  }

  @Test(
    "an element not shown takes no room: without the attribution the countdown is in the corner")
  func hiddenElementTakesNoRoom() throws {
    var state = try Self.state()
    state.attribution = nil
    let layout = Self.layout(state)
    #expect(layout.frames[.attribution] == nil)
    #expect(layout.frames[.countdown] == Rect(x: 12, y: 12, width: 30, height: 16))
  }

  @Test("a hidden overlay lays out nothing, icons included")
  func hiddenOverlay() throws {
    var state = try Self.state(icons: [Self.icon(x: "left", y: "top")])
    state.isVisible = false
    let layout = Self.layout(state, images: [0: Size(width: 20, height: 20)])
    #expect(layout.frames.isEmpty && layout.iconFrames.isEmpty)
  }

  @Test("tvOS focus order: the enabled skip button first, then the icons drawn, in document order")
  func focusOrder() throws {
    let state = try Self.state(
      icons: [
        Self.icon(x: "left", y: "top", program: "A"), Self.icon(x: "right", y: "top", program: "B"),
        Self.icon(x: "left", y: "bottom", program: "C"),
      ])
    #expect(
      Layout.focusOrder(of: state, drawnIcons: [2, 0]) == [.skipButton, .icon(0), .icon(2)])
    var waiting = state
    waiting.skipButton?.isEnabled = false
    #expect(Layout.focusOrder(of: waiting, drawnIcons: [1]) == [.icon(1)])
    #expect(Layout.focusOrder(of: .hidden, drawnIcons: []).isEmpty)
  }

  @Test("rectangles that only touch do not intersect, as CGRect.intersects says")
  func touchingRectangles() {
    let left = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(!left.intersects(Rect(x: 10, y: 0, width: 10, height: 10)))
    #expect(!left.intersects(Rect(x: 0, y: 10, width: 10, height: 10)))
    #expect(left.intersects(Rect(x: 9.5, y: 9.5, width: 10, height: 10)))
  }
}
