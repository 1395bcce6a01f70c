/// The order in which a player reaches VAST's tracking events (VAST 4.2 §3.14.1 lists them):
/// the text report lists a creative's events this way, as the ad plays, not alphabetically.
enum TrackingEventOrder {
  /// Event names in playback order: the ad shows, plays through its quartiles, then what a
  /// viewer may do, then the ends. VMAP break events (breakStart, breakEnd, error) too.
  static let names = [
    "breakStart", "creativeView", "loaded", "impression", "start", "firstQuartile", "midpoint",
    "thirdQuartile", "complete", "mute", "unmute", "pause", "resume", "rewind", "skip",
    "playerExpand", "playerCollapse", "fullscreen", "exitFullscreen", "expand", "collapse",
    "acceptInvitation", "acceptInvitationLinear", "adExpand", "adCollapse", "minimize",
    "overlayViewDuration", "otherAdInteraction", "interactiveStart", "timeSpentViewing",
    "closeLinear", "close", "notUsed", "breakEnd", "error",
  ]

  /// `keys` in playback order: the named events in ``names``' order, `progress-OFFSET` events
  /// by offset after `start` (percentages and times as written, times first), then any other
  /// name alphabetically.
  static func sorted(_ keys: some Sequence<String>) -> [String] {
    let rank = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    let startRank = Double(rank["start"] ?? 0)
    func position(_ key: String) -> (Double, String) {
      if let index = rank[key] { return (Double(index), key) }
      if key.hasPrefix("progress-") {
        let offset = String(key.dropFirst("progress-".count))
        // Within the slot after `start`: earlier offsets first, as far as the text shows it.
        let seconds = progressSeconds(offset)
        return (startRank + 0.5 + min(seconds, 1e9) / 1e10, key)
      }
      return (Double(names.count), key)
    }
    return keys.sorted { position($0) < position($1) }
  }

  /// Seconds of an `HH:MM:SS(.mmm)` offset, or a percentage as a fraction of a notional 100 s
  /// (so that `25%` sorts with the times around it); 0 when it does not read.
  private static func progressSeconds(_ offset: String) -> Double {
    if offset.hasSuffix("%") { return Double(offset.dropLast()) ?? 0 }
    let parts = offset.split(separator: ":").compactMap { Double($0) }
    guard parts.count == 3 else { return 0 }
    return parts[0] * 3600 + parts[1] * 60 + parts[2]
  }
}
