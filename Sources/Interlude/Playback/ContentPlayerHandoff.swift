/// The content's state in a player that a display borrows for the ads: what it must put back
/// when an ad leaves the player, and the content time the SDK must see meanwhile.
///
/// `AVPlayerVideoDisplay(avPlayer:)` plays the ads in the content's own player (so they show in
/// its Picture in Picture window). When an ad takes the player, the display saves the
/// content's item, time and volume here; while the ad holds the player, the content playhead
/// reads the saved time, not the ad's; when the ad leaves (completes, fails, is stopped), the
/// display puts the content back, once. Generic over the player's item so that it is tested
/// without AVFoundation.
package struct ContentPlayerHandoff<Item> {
  /// The content as it was when an ad took the player.
  package struct Saved {
    /// The content's item (nil when the player held none).
    package var item: Item?
    /// The content time in seconds.
    package var time: Double
    /// The player's volume for the content.
    package var volume: Float
  }

  /// What is saved while an ad holds the player; nil while the content does.
  package private(set) var saved: Saved?

  /// Creates a handoff with the content in the player.
  package init() {}

  /// Whether an ad holds the player.
  package var adHoldsPlayer: Bool { saved != nil }

  /// An ad is about to take the player, which holds `item` at `time` (seconds; a time that is
  /// not a finite number, as before the item has loaded, counts as 0) with `volume`. Saved only
  /// when the content holds the player: a second ad loaded before the first left keeps the
  /// content's state, not the first ad's.
  package mutating func adWillTake(item: Item?, time: Double, volume: Float) {
    guard saved == nil else { return }
    saved = Saved(item: item, time: time.isFinite ? max(0, time) : 0, volume: volume)
  }

  /// The content time the SDK sees when the player is at `playerTime`: the saved content time
  /// while an ad holds the player, the player's time otherwise.
  package func contentTime(playerTime: Double) -> Double {
    saved?.time ?? playerTime
  }

  /// The ad has left the player: what to put back, or nil when the content already holds it
  /// (so that a stop without an ad never empties the content's player).
  package mutating func adDidLeave() -> Saved? {
    defer { saved = nil }
    return saved
  }
}
