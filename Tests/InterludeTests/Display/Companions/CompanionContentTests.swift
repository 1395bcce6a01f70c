import Foundation
import Interlude
import Testing

/// What a companion slot view draws for each resource (`CompanionContent`), and so which
/// resources the Apple layer's `CompanionSlotView` accepts: the SDK never hands a slot a
/// resource it would leave blank.
@MainActor
@Suite("Companions: what a slot view draws")
struct CompanionContentTests {
  private static let image = CreativeResource.staticResource(
    url: "https://cdn.test/300x250.png", creativeType: "image/png")

  @Test("a static image is drawn as an image, with or without web content")
  func staticImage() throws {
    let url = try #require(URL(string: "https://cdn.test/300x250.png"))
    #expect(CompanionContent(Self.image, allowsWebContent: true) == .image(url))
    #expect(CompanionContent(Self.image, allowsWebContent: false) == .image(url))
    let untyped = CreativeResource.staticResource(url: "https://cdn.test/a.gif", creativeType: nil)
    #expect(CompanionContent(untyped, allowsWebContent: false) != nil, "no type reads as an image")
  }

  @Test("a static resource that is not an image (JavaScript) is not drawn")
  func staticScript() {
    let script = CreativeResource.staticResource(
      url: "https://cdn.test/a.js", creativeType: "application/javascript")
    #expect(CompanionContent(script, allowsWebContent: true) == nil)
  }

  @Test("a static image whose address does not parse is not drawn, so not accepted")
  func unparsableImage() {
    let empty = CreativeResource.staticResource(url: "", creativeType: "image/png")
    #expect(CompanionContent(empty, allowsWebContent: true) == nil)
  }

  @Test("HTML is drawn in a web view only while web content is allowed")
  func html() {
    let html = CreativeResource.html("<p>box</p>")
    #expect(CompanionContent(html, allowsWebContent: true) == .html("<p>box</p>"))
    #expect(CompanionContent(html, allowsWebContent: false) == nil)
  }

  @Test("an iframe is drawn only at an http or https address, and only with web content")
  func iframe() throws {
    let page = CreativeResource.iframe(url: "HTTPS://cdn.test/box.html")
    let url = try #require(URL(string: "HTTPS://cdn.test/box.html"))
    #expect(CompanionContent(page, allowsWebContent: true) == .webPage(url))
    #expect(CompanionContent(page, allowsWebContent: false) == nil)
    for address in ["javascript:alert(1)", "file:///etc/hosts", "https:box.html", ""] {
      #expect(CompanionContent(.iframe(url: address), allowsWebContent: true) == nil, "\(address)")
    }
  }

  @Test(
    "a slot accepting what its view draws gets a companion's next resource after an undrawable one")
  func slotSkipsTheUndrawable() {
    let slot = CompanionAdSlot(width: 300, height: 250)
    slot.accepts = { CompanionContent($0, allowsWebContent: false) != nil }
    let companion = Companion(
      width: 300, height: 250,
      resources: [
        .staticResource(url: "", creativeType: "image/png"), .html("<p>box</p>"), Self.image,
      ])
    #expect(slot.resource(for: companion) == Self.image)
  }
}
