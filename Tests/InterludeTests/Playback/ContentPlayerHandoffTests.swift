import Testing

@testable import Interlude

@Suite("Ads in the content's own player: what is saved and put back")
struct ContentPlayerHandoffTests {
  @Test("IMA Picture in Picture: an ad takes the content's player and the content comes back")
  func savesAndRestoresTheContent() throws {
    var handoff = ContentPlayerHandoff<String>()
    #expect(!handoff.adHoldsPlayer)
    handoff.adWillTake(item: "content", time: 42.5, volume: 0.7)
    #expect(handoff.adHoldsPlayer)
    let left = handoff.adDidLeave()
    let saved = try #require(left)
    #expect(saved.item == "content" && saved.time == 42.5 && saved.volume == 0.7)
    #expect(!handoff.adHoldsPlayer)
  }

  @Test("The content playhead reads the content time while an ad plays in its player")
  func playheadHoldsTheContentTime() {
    var handoff = ContentPlayerHandoff<String>()
    #expect(handoff.contentTime(playerTime: 12) == 12)
    handoff.adWillTake(item: "content", time: 30, volume: 1)
    #expect(handoff.contentTime(playerTime: 3.2) == 30, "the ad's own time is not content time")
    _ = handoff.adDidLeave()
    #expect(handoff.contentTime(playerTime: 30.2) == 30.2)
  }

  @Test("A second ad loaded before the first left keeps the content's state, not the ad's")
  func secondAdKeepsTheContent() throws {
    var handoff = ContentPlayerHandoff<String>()
    handoff.adWillTake(item: "content", time: 60, volume: 0.5)
    handoff.adWillTake(item: "ad 1", time: 4, volume: 1)
    let left = handoff.adDidLeave()
    let saved = try #require(left)
    #expect(saved.item == "content" && saved.time == 60 && saved.volume == 0.5)
  }

  @Test("A stop with no ad in the player puts nothing back, so the content is never emptied")
  func stopWithoutAnAdRestoresNothing() {
    var handoff = ContentPlayerHandoff<String>()
    let first = handoff.adDidLeave()
    #expect(first == nil)
    handoff.adWillTake(item: "content", time: 1, volume: 1)
    _ = handoff.adDidLeave()
    let again = handoff.adDidLeave()
    #expect(again == nil, "put back once")
  }

  @Test("A content time that is not a number yet (item not loaded) is saved as 0")
  func unloadedTimeIsZero() throws {
    var handoff = ContentPlayerHandoff<String>()
    handoff.adWillTake(item: nil, time: .nan, volume: 1)
    let left = handoff.adDidLeave()
    let saved = try #require(left)
    #expect(saved.time == 0 && saved.item == nil)
  }
}
