import Foundation
import InterludeConsent
import Testing

@testable import InterludeCLI

/// `simulate --language` and `--overlay`: the ad UI's visible text as timeline lines.
@Suite("simulate: overlay lines")
struct SimulateOverlayTests {
  private static func overlayLines(_ output: String) -> [String] {
    output.split(separator: "\n").map(String.init).filter { $0.contains("  overlay ") }
  }

  @Test("without --language or --overlay the timeline has no overlay lines")
  func offByDefault() async {
    let result = await runCLI(["simulate", "--no-beacons"])
    #expect(result.status == .success)
    #expect(Self.overlayLines(result.output).isEmpty)
  }

  @Test("--language en: one line per change of the visible text, IMA's layout, the announcement")
  func english() async {
    let result = await runCLI(["simulate", "--no-beacons", "--language", "en"])
    #expect(result.status == .success)
    let lines = Self.overlayLines(result.output)
    #expect(
      lines.first
        == "00:00:00.100  00:00:00.000  overlay  preroll   pod-ad-1  "
        + "top left: Ad 1 of 2, 0:10 | top right: [Learn more]"
    )
    #expect(lines.contains { $0.hasSuffix("pod-ad-1  hidden") })
    #expect(
      lines.contains {
        $0.hasSuffix(
          "midroll   top left: Ad, 0:20 | top right: [Learn more] | bottom right: [Skip in 5]")
      })
    let announcing = lines.filter { $0.contains("VoiceOver announces") }
    #expect(announcing.count == 1)
    #expect(
      announcing.first?.hasSuffix("[Skip ad] | VoiceOver announces: You can skip the ad now")
        == true)
    // A line only when the text changes: the countdown ticks once a second, not every 100 ms.
    let preroll = lines.filter { $0.contains("pod-ad-1  top left") }
    #expect(preroll.count == 10)
    #expect(result.output.contains("&hl=en&"))
  }

  @Test("--language ar-SA: the catalogue's words, Arabic-Indic digits, mirrored corners")
  func arabic() async throws {
    let saudi = try #require(InterludeLanguage(tag: "ar-SA"))
    let result = await runCLI(["simulate", "--no-beacons", "--language", "ar-SA"])
    #expect(result.status == .success)
    let lines = Self.overlayLines(result.output)
    let attribution = InterludeStrings.text(
      .adInPod, in: saudi, values: ["position": 1, "total": 2])
    let learnMore = InterludeStrings.text(.learnMore, in: saudi)
    #expect(
      lines.first?.hasSuffix("top left: [\(learnMore)] | top right: \(attribution), ٠:١٠") == true)
    let skipIn = InterludeStrings.text(.skipIn, in: saudi, values: ["seconds": 5])
    #expect(lines.contains { $0.hasSuffix("bottom left: [\(skipIn)]") })
    let announcement = InterludeStrings.text(.skipAvailableAnnouncement, in: saudi)
    #expect(lines.filter { $0.hasSuffix("VoiceOver announces: \(announcement)") }.count == 1)
    #expect(result.output.contains("&hl=ar-SA&"))
  }

  @Test("--overlay: the same lines in the device's language; JSON entries of kind overlay")
  func overlayFlag() async throws {
    let result = await runCLI(["simulate", "--overlay", "--json"])
    #expect(result.status == .success)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let entries = try #require(json["entries"] as? [[String: Any]])
    let overlay = entries.filter { $0["kind"] as? String == "overlay" }
    #expect(!overlay.isEmpty)
    #expect(overlay.contains { $0["detail"] as? String == "hidden" })
  }

  @Test("a --language the ad UI lacks is a usage error (exit 2) that lists the codes")
  func badLanguage() async {
    let result = await runCLI(["simulate", "--language", "xx"])
    #expect(result.status == .unusableInput)
    #expect(result.errors.contains("--language takes a language the ad UI has"))
    #expect(result.errors.contains("zh-Hant"))
    #expect(result.errors.contains("\"xx\""))
    #expect(await runCLI(["simulate", "--language"]).status == .unusableInput)
  }
}
