import Foundation
import Interlude
import InterludeVAST
import Testing

@testable import InterludeCLI

/// `inspect --follow --mime … --bitrate …`: the media file the SDK would play, as Google's VAST
/// Inspector shows it, chosen by the player's own policy for those rendering settings (IMA's
/// `IMAAdsRenderingSettings.mimeTypes` and `bitrate`).
@Suite("The media file the SDK would play")
struct MediaChoiceTests {
  private static func ad() throws -> Ad {
    let xml = """
      <VAST version="4.2"><Ad id="a"><InLine><AdSystem>S</AdSystem><AdTitle>t</AdTitle>
        <Impression><![CDATA[https://a.test/i]]></Impression><Creatives><Creative><Linear>
        <Duration>00:00:10</Duration><MediaFiles>
          <MediaFile delivery="progressive" type="video/webm" width="640" height="360"
            bitrate="500"><![CDATA[https://a.test/low.webm]]></MediaFile>
          <MediaFile delivery="progressive" type="video/mp4" width="640" height="360"
            bitrate="600"><![CDATA[https://a.test/low.mp4]]></MediaFile>
          <MediaFile delivery="progressive" type="video/mp4" width="1920" height="1080"
            bitrate="4000"><![CDATA[https://a.test/high.mp4]]></MediaFile>
        </MediaFiles></Linear></Creative></Creatives></InLine></Ad></VAST>
      """
    return try #require(try VASTParser().parse(xml).ads.first)
  }

  @Test("--bitrate: the highest bitrate at or under it; --mime: the most preferred type present")
  func choice() throws {
    let ad = try Self.ad()
    var settings = AdsRenderingSettings()
    settings.bitrate = 1000
    #expect(
      MediaChoice.choices([(nil, ad)], settings: settings).first?.url
        == "https://a.test/low.mp4")
    settings.bitrate = nil
    #expect(
      MediaChoice.choices([(nil, ad)], settings: settings).first?.url
        == "https://a.test/high.mp4")
    settings.mimeTypes = ["video/webm"]
    let webm = MediaChoice.choices([("pre", ad)], settings: settings)
    #expect(webm.first?.url == "https://a.test/low.webm")
    #expect(
      webm.first?.line
        == "ad \"a\" (break \"pre\"): video/webm 640x360 500 kbps https://a.test/low.webm")
    settings.mimeTypes = ["video/ogg"]
    #expect(MediaChoice.choices([(nil, ad)], settings: settings).first?.url == nil)
  }

  @Test("The tag report (--html) lists the media file the SDK would play, under the settings")
  func html() async throws {
    let directory = try makeTemporaryDirectory(files: ["ad.xml": Inputs.inline])
    defer { try? FileManager.default.removeItem(at: directory) }
    let html = directory.appendingPathComponent("tag.html").path
    let result = await runCLI([
      "inspect", "--follow", directory.appendingPathComponent("ad.xml").path, "--html", html,
      "--mime", "video/ogg",
    ])
    #expect(result.status == .success, "\(result.errors)")
    let parsed = ParsedMarkup(try String(contentsOfFile: html, encoding: .utf8))
    #expect(parsed.elements("h2").contains { $0.text == "Media the SDK would play" })
    #expect(parsed.elements("p", class: "legend").contains { $0.text.contains("--mime video/ogg") })
    let items = parsed.elements("ul", class: "media").first.map { _ in parsed.elements("li") }
    let failed = (items ?? []).filter { $0.classes.contains("failed") }
    #expect(failed.count == 1)
    #expect(failed.first?.text.contains("no playable file") == true)
  }

  @Test("--mime and --bitrate need --follow; --bitrate takes a whole number")
  func usage() async {
    let alone = await runCLI(["inspect", "--mime", "video/mp4", "x.xml"])
    #expect(alone.status == .unusableInput)
    #expect(alone.errors.contains("--mime needs --follow"))
    let bad = await runCLI(["inspect", "--follow", "--bitrate", "fast", "https://a.test/t"])
    #expect(bad.errors.contains("--bitrate takes a whole number of kbit/s"))
  }
}
