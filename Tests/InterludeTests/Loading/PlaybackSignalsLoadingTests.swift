import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing

/// The request's `adWillAutoPlay`, `adWillPlayMuted` and `continuousPlayback` on the way out:
/// `vpa`, `vpmute`, `vconp` on Google Ad Manager tags and `[PLAYBACKMETHODS]` everywhere.
@MainActor
@Suite("Playback signals")
struct PlaybackSignalsLoadingTests {
  static let gam = "https://pubads.g.doubleclick.net/gampad/ads"

  /// Requests `tag` with the given signals through a fresh loader, consent withheld.
  private func load(
    _ tag: String, autoPlay: Bool?, muted: Bool?, continuous: Bool?,
    transport: RecordingTransport, settings: Settings = Settings(), playhead: Bool = false
  ) async throws -> AdsLoadedData {
    let loader = AdsLoader(settings: settings, transport: transport, privacy: { .withheld })
    var request = AdsRequest(
      adTagUrl: tag, contentPlayhead: playhead ? ManualContentPlayhead() : nil)
    request.adWillAutoPlay = autoPlay
    request.adWillPlayMuted = muted
    request.continuousPlayback = continuous
    request.contentDuration = 600
    return try await loader.requestAds(request)
  }

  private func inLineTransport() -> RecordingTransport {
    let transport = RecordingTransport()
    transport.stub(
      matching: { _ in true }, with: .vast(VASTBuilder.document(VASTBuilder.inLine())))
    return transport
  }

  /// The query items named `name` in `url`, still encoded.
  private func values(_ url: URL, _ name: String) -> [String] {
    (url.query ?? "").split(separator: "&").compactMap { item in
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return parts[0] == name ? String(parts.count > 1 ? parts[1] : "") : nil
    }
  }

  @Test("A Google Ad Manager tag carries vpa, vpmute and vconp; another host does not")
  func gamTag() async throws {
    let transport = inLineTransport()
    _ = try await load(
      Self.gam + "?iu=/1/a", autoPlay: true, muted: true, continuous: true, transport: transport)
    _ = try await load(
      Self.gam + "?iu=/1/b", autoPlay: false, muted: false, continuous: false,
      transport: transport)
    _ = try await load(
      Self.gam + "?iu=/1/c", autoPlay: nil, muted: nil, continuous: nil, transport: transport)
    _ = try await load(
      "https://other.test/vast?x=1", autoPlay: true, muted: true, continuous: true,
      transport: transport)
    let urls = transport.requestedURLs
    try #require(urls.count == 4)
    #expect(values(urls[0], "vpa") == ["auto"])
    #expect(values(urls[0], "vpmute") == ["1"])
    #expect(values(urls[0], "vconp") == ["2"])
    #expect(values(urls[1], "vpa") == ["click"])
    #expect(values(urls[1], "vpmute") == ["0"])
    #expect(values(urls[1], "vconp") == ["1"])
    for name in ["vpa", "vpmute", "vconp"] {
      #expect(values(urls[2], name).isEmpty, "nil writes no \(name)")
    }
    #expect(urls[3].absoluteString == "https://other.test/vast?x=1")
  }

  @Test("Settings.playerType and playerVersion go out as mpt and mpv")
  func playerNameAndVersion() async throws {
    let transport = inLineTransport()
    var settings = Settings()
    settings.playerType = "Example Player"
    settings.playerVersion = "3.0"
    _ = try await load(
      Self.gam + "?iu=/1", autoPlay: nil, muted: nil, continuous: nil, transport: transport,
      settings: settings)
    let url = try #require(transport.requestedURLs.first)
    #expect(values(url, "mpt") == ["Example%20Player"])
    #expect(values(url, "mpv") == ["3.0"])
  }

  @Test("The publisher's own vpa, vpmute and vconp are sent as written")
  func publisherWins() async throws {
    let transport = inLineTransport()
    _ = try await load(
      Self.gam + "?iu=/1&vpa=click&vpmute=0&vconp=1", autoPlay: true, muted: true,
      continuous: true, transport: transport)
    let url = try #require(transport.requestedURLs.first)
    #expect(values(url, "vpa") == ["click"])
    #expect(values(url, "vpmute") == ["0"])
    #expect(values(url, "vconp") == ["1"])
  }

  @Test(
    "[PLAYBACKMETHODS] is filled from the signals on any host",
    arguments: [
      (Bool?(true), Bool?(false), Bool?(nil), "1"),
      (true, true, true, "2,7"),
      (false, false, false, "3"),
      (false, true, nil, "-1"),
      (true, nil, nil, "-1"),
      (nil, nil, true, "7"),
      (nil, nil, nil, "-1"),
    ])
  func playbackMethods(
    autoPlay: Bool?, muted: Bool?, continuous: Bool?, expected: String
  ) async throws {
    let transport = inLineTransport()
    _ = try await load(
      "https://other.test/vast?pm=[PLAYBACKMETHODS]", autoPlay: autoPlay, muted: muted,
      continuous: continuous, transport: transport)
    let url = try #require(transport.requestedURLs.first)
    #expect(values(url, "pm") == [expected])
    #expect(values(url, "vpa").isEmpty)
  }

  @Test("Error pixels get [PLAYBACKMETHODS] too")
  func errorPixel() async throws {
    let transport = RecordingTransport()
    transport.stub(
      "https://other.test/empty",
      with: .vast(VASTBuilder.document(rootError: "https://t.test/err?pm=[PLAYBACKMETHODS]")))
    transport.stub(matching: { $0.url.host == "t.test" }, with: .status(204))
    _ = try? await load(
      "https://other.test/empty", autoPlay: true, muted: true, continuous: nil,
      transport: transport)
    let pixel = try #require(transport.requestedURLs.first { $0.host == "t.test" })
    #expect(values(pixel, "pm") == ["2"])
  }

  @Test("VMAP AdTagURI breaks get the parameters like the ad tag; wrapper targets only macros")
  func vmapBreaksAndWrappers() async throws {
    let vmap = """
      <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
        <vmap:AdBreak timeOffset="start" breakType="linear" breakId="pre">
          <vmap:AdSource id="pre"><vmap:AdTagURI templateType="vast3"><![CDATA[\(Self.gam)?iu=/1/pre]]></vmap:AdTagURI></vmap:AdSource>
        </vmap:AdBreak>
      </vmap:VMAP>
      """
    let wrapped = Self.gam + "?iu=/1/wrapped&pm=[PLAYBACKMETHODS]"
    let transport = RecordingTransport()
    transport.stub(matching: { $0.url.path == "/vmap" }, with: .vast(vmap))
    transport.stub(
      matching: { ($0.url.query ?? "").contains("iu=/1/pre") },
      with: .vast(VASTBuilder.document(VASTBuilder.wrapper(tag: wrapped))))
    transport.stub(
      matching: { ($0.url.query ?? "").contains("iu=/1/wrapped") },
      with: .vast(VASTBuilder.document(VASTBuilder.inLine())))
    transport.stub(matching: { $0.url.host == "t.test" }, with: .status(204))
    var settings = Settings()
    settings.loading.prefetchAllBreaks = true
    _ = try await load(
      "https://pubads.g.doubleclick.net/vmap?iu=/1/rules", autoPlay: true, muted: false,
      continuous: true, transport: transport, settings: settings, playhead: true)
    let urls = transport.requestedURLs.filter { $0.host == "pubads.g.doubleclick.net" }
    let breakTag = try #require(urls.first { values($0, "iu") == ["/1/pre"] })
    #expect(values(breakTag, "vpa") == ["auto"])
    #expect(values(breakTag, "vpmute") == ["0"])
    #expect(values(breakTag, "vconp") == ["2"])
    let wrapperTarget = try #require(urls.first { values($0, "iu") == ["/1/wrapped"] })
    #expect(wrapperTarget.absoluteString == Self.gam + "?iu=/1/wrapped&pm=1,7")
  }
}
