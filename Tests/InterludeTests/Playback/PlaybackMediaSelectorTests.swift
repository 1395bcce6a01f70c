import Interlude
import Testing

@Suite("Playback: MediaSelector")
struct PlaybackMediaSelectorTests {
  static func file(
    _ name: String, type: String = "video/mp4", delivery: String? = "progressive",
    bitrate: Int? = nil, width: Int? = nil, height: Int? = nil, apiFramework: String? = nil
  ) -> MediaFile {
    var file = MediaFile(url: "https://cdn.test/\(name)")
    file.type = type
    file.delivery = delivery
    file.bitrate = bitrate
    file.width = width
    file.height = height
    file.apiFramework = apiFramework
    return file
  }

  static let display = ["video/mp4", "application/x-mpegURL", "video/quicktime"]

  @Test("The rendering settings' MIME types are an order of preference")
  func mimePreference() {
    var settings = AdsRenderingSettings()
    settings.mimeTypes = ["video/webm", "video/quicktime", "video/mp4"]
    let selector = MediaSelector(settings: settings, supportedMimeTypes: Self.display)
    let files = [
      Self.file("a.mp4", bitrate: 2000), Self.file("b.mov", type: "video/quicktime", bitrate: 500),
    ]
    #expect(selector.select(from: files)?.url == "https://cdn.test/b.mov")
    #expect(selector.select(from: [Self.file("c.flv", type: "video/x-flv")]) == nil)
  }

  @Test("Without settings the display's types apply, case-insensitively")
  func displayTypes() {
    let selector = MediaSelector(
      settings: AdsRenderingSettings(), supportedMimeTypes: ["video/mp4"])
    let files = [Self.file("a.webm", type: "video/webm"), Self.file("b.mp4", type: "VIDEO/MP4")]
    #expect(selector.select(from: files)?.url == "https://cdn.test/b.mp4")
  }

  @Test("VPAID files and unknown deliveries are never chosen")
  func vpaidExcluded() {
    let selector = MediaSelector(mimeTypes: ["video/mp4", "application/javascript"])
    let files = [
      Self.file("v.js", type: "application/javascript", apiFramework: "VPAID"),
      Self.file("v.mp4", bitrate: 9000, apiFramework: "vpaid"),
      Self.file("odd.mp4", delivery: "download", bitrate: 9000),
      Self.file("ok.mp4", bitrate: 100),
    ]
    #expect(selector.select(from: files)?.url == "https://cdn.test/ok.mp4")
    #expect(selector.select(from: Array(files.prefix(3))) == nil)
  }

  @Test("A bitrate ceiling picks the highest under it, else the lowest")
  func bitrateCeiling() {
    let files = [
      Self.file("500", bitrate: 500), Self.file("3000", bitrate: 3000),
      Self.file("1500", bitrate: 1500),
    ]
    var settings = AdsRenderingSettings()
    settings.bitrate = 2000
    #expect(
      MediaSelector(settings: settings, supportedMimeTypes: Self.display).select(from: files)?.url
        == "https://cdn.test/1500")
    settings.bitrate = 100
    #expect(
      MediaSelector(settings: settings, supportedMimeTypes: Self.display).select(from: files)?.url
        == "https://cdn.test/500")
  }

  @Test("Automatic: an HLS stream first, else the highest bitrate up to 5000 kbit/s")
  func automatic() {
    let selector = MediaSelector(settings: AdsRenderingSettings(), supportedMimeTypes: Self.display)
    let progressive = [
      Self.file("8000", bitrate: 8000), Self.file("4000", bitrate: 4000),
      Self.file("1000", bitrate: 1000),
    ]
    #expect(selector.select(from: progressive)?.url == "https://cdn.test/4000")
    let hls = Self.file("s.m3u8", type: "application/x-mpegURL", delivery: "streaming")
    #expect(selector.select(from: progressive + [hls])?.url == "https://cdn.test/s.m3u8")
  }

  @Test("Among equal bitrates the size closest to the player wins")
  func size() {
    let files = [
      Self.file("big", bitrate: 1000, width: 1920, height: 1080),
      Self.file("mid", bitrate: 1000, width: 1280, height: 720),
      Self.file("small", bitrate: 1000, width: 640, height: 360),
    ]
    let sized = MediaSelector(
      mimeTypes: ["video/mp4"], playerSize: DeviceInfo.PlayerSize(width: 1200, height: 700))
    #expect(sized.select(from: files)?.url == "https://cdn.test/mid")
    let unsized = MediaSelector(mimeTypes: ["video/mp4"])
    #expect(unsized.select(from: files)?.url == "https://cdn.test/big")
  }
}
