import Foundation

/// Chooses the media file of a linear creative that the player should play.
///
/// The policy, in order:
/// 1. **Playable**: a non-empty URL, a MIME type among ``mimeTypes`` (case-insensitive),
///    `progressive` or `streaming` delivery (or none given), and not a VPAID file.
/// 2. **MIME preference**: when the types are an explicit preference (the rendering settings'
///    `mimeTypes`), only files of the most preferred type present remain. The display's own list
///    is not a preference: all its types stay in.
/// 3. **Bitrate**: with a ceiling (the rendering settings' `bitrate`), the highest bitrate at or
///    under it, else the lowest. Automatic (no ceiling): an HLS stream when there is one (it
///    adapts to the network), and among the rest the highest bitrate at or under
///    ``automaticBitrateCeiling`` (5000 kbit/s, a full-HD progressive file), else the lowest.
///    A file without a bitrate counts as its `maxBitrate`, else `minBitrate`, else 0.
/// 4. **Size**: among equal bitrates, the area closest to the player's when it is known, else the
///    largest; then document order.
///
/// Returns nil when nothing is playable: the ad fails with VAST 403.
package struct MediaSelector: Hashable, Sendable {
  /// The MIME types the player accepts.
  package var mimeTypes: [String]
  /// Whether ``mimeTypes`` is an order of preference (step 2).
  package var prefersMimeOrder: Bool
  /// The highest bitrate to choose in kbit/s; nil picks automatically.
  package var bitrateCeiling: Int?
  /// The player's size, when known.
  package var playerSize: DeviceInfo.PlayerSize?

  /// The ceiling of the automatic policy, in kbit/s.
  package static let automaticBitrateCeiling = 5000

  /// Creates a selector.
  package init(
    mimeTypes: [String], prefersMimeOrder: Bool = true, bitrateCeiling: Int? = nil,
    playerSize: DeviceInfo.PlayerSize? = nil
  ) {
    self.mimeTypes = mimeTypes
    self.prefersMimeOrder = prefersMimeOrder
    self.bitrateCeiling = bitrateCeiling
    self.playerSize = playerSize
  }

  /// Creates the selector the rendering settings and the display imply.
  ///
  /// The settings' `mimeTypes` are a preference when given; otherwise the display's supported
  /// types apply, unordered.
  package init(
    settings: AdsRenderingSettings, supportedMimeTypes: [String],
    playerSize: DeviceInfo.PlayerSize? = nil
  ) {
    let explicit = !settings.mimeTypes.isEmpty
    self.init(
      mimeTypes: explicit ? settings.mimeTypes : supportedMimeTypes, prefersMimeOrder: explicit,
      bitrateCeiling: settings.bitrate.flatMap { $0 > 0 ? $0 : nil }, playerSize: playerSize)
  }

  /// The file to play, or nil when none is playable.
  package func select(from mediaFiles: [MediaFile]) -> MediaFile? {
    var candidates = mediaFiles.filter(isPlayable)
    guard !candidates.isEmpty else { return nil }
    if prefersMimeOrder, let best = candidates.compactMap(mimeRank).min() {
      candidates = candidates.filter { mimeRank($0) == best }
    }
    let ceiling: Int
    if let bitrateCeiling {
      ceiling = bitrateCeiling
    } else {
      let streams = candidates.filter(Self.isHLS)
      if !streams.isEmpty { candidates = streams }
      ceiling = Self.automaticBitrateCeiling
    }
    let rates = candidates.map(Self.bitrate)
    let target = rates.filter { $0 <= ceiling }.max() ?? rates.min() ?? 0
    candidates = candidates.filter { Self.bitrate($0) == target }
    return candidates.enumerated().min { lhs, rhs in
      let left = sizeScore(lhs.element)
      let right = sizeScore(rhs.element)
      return left != right ? left < right : lhs.offset < rhs.offset
    }?.element
  }

  /// Whether `file` passes step 1.
  package func isPlayable(_ file: MediaFile) -> Bool {
    guard !file.url.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
      mimeRank(file) != nil
    else { return false }
    if let framework = file.apiFramework, framework.caseInsensitiveCompare("VPAID") == .orderedSame
    {
      return false
    }
    switch file.delivery?.lowercased() {
    case nil, "progressive", "streaming": return true
    default: return false
    }
  }

  private func mimeRank(_ file: MediaFile) -> Int? {
    guard let type = file.type?.trimmingCharacters(in: .whitespaces) else { return nil }
    return mimeTypes.firstIndex { $0.caseInsensitiveCompare(type) == .orderedSame }
  }

  private static func isHLS(_ file: MediaFile) -> Bool {
    let type = file.type?.lowercased() ?? ""
    return type == "application/x-mpegurl" || type == "application/vnd.apple.mpegurl"
  }

  private static func bitrate(_ file: MediaFile) -> Int {
    file.bitrate ?? file.maxBitrate ?? file.minBitrate ?? 0
  }

  /// Lower is better: distance from the player's area, else the negated area.
  private func sizeScore(_ file: MediaFile) -> Double {
    let area = Double(file.width ?? 0) * Double(file.height ?? 0)
    guard let playerSize else { return -area }
    return abs(area - Double(playerSize.width) * Double(playerSize.height))
  }
}
