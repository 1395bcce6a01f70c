import Interlude
import InterludeSimulation
import InterludeVAST

/// The media file the SDK would play for one resolved linear ad, under the rendering settings
/// `--mime` and `--bitrate` give (``AdsRenderingSettings/mimeTypes`` and
/// ``AdsRenderingSettings/bitrate``), chosen by the player's own policy.
struct MediaChoice: Hashable, Sendable, Encodable {
  /// The break of the ad, nil outside a VMAP.
  var adBreak: String?
  /// The ad's `id`.
  var ad: String?
  /// The file chosen, nil when none is playable (the ad would fail with VAST 403).
  var url: String?
  /// The chosen file's MIME type.
  var type: String?
  /// The chosen file's bitrate in kbit/s.
  var bitrate: Int?
  /// The chosen file's size, as `1280x720`.
  var size: String?

  private enum CodingKeys: String, CodingKey {
    case adBreak = "break"
    case ad, url, type, bitrate, size
  }

  /// Every key, null when it does not apply.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(adBreak, forKey: .adBreak)
    try container.encode(ad, forKey: .ad)
    try container.encode(url, forKey: .url)
    try container.encode(type, forKey: .type)
    try container.encode(bitrate, forKey: .bitrate)
    try container.encode(size, forKey: .size)
  }

  /// The MIME types a player on iOS plays when the settings name none: the simulator's display.
  static let defaultMimeTypes = SimulationOptions().supportedMimeTypes

  /// The choice for each linear ad of `ads` (each with its break), by the SDK's selector for
  /// `settings`.
  static func choices(
    _ ads: [(adBreak: String?, ad: Ad)], settings: AdsRenderingSettings
  ) -> [MediaChoice] {
    let selector = MediaSelector(settings: settings, supportedMimeTypes: defaultMimeTypes)
    return ads.compactMap { entry in
      guard let linear = entry.ad.common.creatives.lazy.compactMap(\.linear).first else {
        return nil
      }
      let file = selector.select(from: linear.mediaFiles)
      let size = file.flatMap { file in
        file.width.flatMap { width in file.height.map { "\(width)x\($0)" } }
      }
      return MediaChoice(
        adBreak: entry.adBreak, ad: entry.ad.id, url: file?.url, type: file?.type,
        bitrate: file?.bitrate, size: size)
    }
  }

  /// `ad "a1" (break "preroll"): video/mp4 1280x720 2000 kbps https://…`.
  var line: String {
    let text = "ad \"\(ad ?? "-")\"" + (adBreak.map { " (break \"\($0)\")" } ?? "") + ": "
    guard let url else { return text + "no playable file (the ad would fail with VAST 403)" }
    let parts = [type, size, bitrate.map { "\($0) kbps" }].compactMap { $0 }
    return text + (parts + [url]).joined(separator: " ")
  }
}
