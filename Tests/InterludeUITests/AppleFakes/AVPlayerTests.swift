import AVFoundation
import Foundation
import Testing

extension AppleLayerTests {
  /// The AVFoundation fake's AVPlayer and AVPlayerItem: status, timeline, time observers and
  /// the end of an item, as the Apple pages cited in the fake describe them.
  @MainActor
  @Suite("Apple fakes: AVPlayer")
  struct AVPlayerTests {
    let url = URL(fileURLWithPath: "/media.mp4")

    func seconds(_ value: Double) -> CMTime { CMTime(seconds: value, preferredTimescale: 600) }

    @Test(
      "timeControlStatus: paused at rate 0; waiting without an item or while its media is not ready or stalled; playing otherwise (KVO)"
    )
    func timeControlStatus() {
      let player = AVPlayer()
      let log = LockedState<[AVPlayer.TimeControlStatus]>([])
      let observation = player.observe(\.timeControlStatus, options: [.new]) { _, change in
        if let status = change.newValue { log.withLock { $0.append(status) } }
      }
      #expect(player.timeControlStatus == .paused)
      player.play()
      #expect(player.rate == 1)
      #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
      let item = AVPlayerItem(url: url)
      player.replaceCurrentItem(with: item)
      #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
      item.becomeReadyToPlay(duration: seconds(10))
      #expect(player.timeControlStatus == .playing)
      item.stall()
      #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
      item.endStall()
      player.pause()
      #expect(
        log.withLock { $0 } == [
          .waitingToPlayAtSpecifiedRate, .playing, .waitingToPlayAtSpecifiedRate, .playing, .paused,
        ])
      _ = observation
    }

    @Test(
      "Periodic time observer: at each multiple of the interval as time passes, and when playback starts, stops or jumps"
    )
    func periodicObserver() async {
      let player = AVPlayer(url: url)
      player.currentItem?.becomeReadyToPlay(duration: seconds(10))
      let times = LockedState<[Double]>([])
      let observer = player.addPeriodicTimeObserver(forInterval: seconds(0.5), queue: .main) {
        time in times.withLock { $0.append(time.seconds) }
      }
      player.play()
      await player.advance(bySeconds: 1.2)
      player.seek(to: seconds(4))
      player.pause()
      await MainQueue.settle()
      #expect(times.withLock { $0 } == [0, 0.5, 1, 4, 4])
      #expect(player.currentTime() == seconds(4))
      player.removeTimeObserver(observer)
      player.play()
      await player.advance(bySeconds: 1)
      #expect(times.withLock { $0 }.count == 5)
    }

    @Test(
      "Boundary time observer: when normal playback crosses one of its times, not when a seek jumps over it"
    )
    func boundaryObserver() async {
      let player = AVPlayer(url: url)
      player.currentItem?.becomeReadyToPlay(duration: seconds(10))
      let fired = LockedState<[Double]>([])
      let observer = player.addBoundaryTimeObserver(
        forTimes: [NSValue(time: seconds(2)), NSValue(time: seconds(6))], queue: nil
      ) { [player] in
        let now = MainActor.assumeIsolated { player.currentTime().seconds }
        fired.withLock { $0.append(now) }
      }
      player.play()
      await player.advance(bySeconds: 3)
      player.seek(to: seconds(7))
      await player.advance(bySeconds: 1)
      #expect(fired.withLock { $0 } == [2])
      player.removeTimeObserver(observer)
    }

    @Test(
      "The end of the item: AVPlayerItemDidPlayToEndTimeNotification with the item as object, then the player pauses (actionAtItemEnd pause)"
    )
    func playsToTheEnd() async {
      let player = AVPlayer(url: url)
      let item = player.currentItem
      item?.becomeReadyToPlay(duration: seconds(2))
      let ended = LockedState(0)
      let token = NotificationCenter.default.addObserver(
        forName: AVPlayerItem.didPlayToEndTimeNotification, object: item, queue: .main
      ) { _ in ended.withLock { $0 += 1 } }
      defer { NotificationCenter.default.removeObserver(token) }
      player.play()
      await player.advance(bySeconds: 5)
      #expect(ended.withLock { $0 } == 1)
      #expect(player.currentTime() == seconds(2))
      #expect(player.rate == 0)
      #expect(player.timeControlStatus == .paused)
      player.play()
      await player.advance(bySeconds: 1)
      #expect(ended.withLock { $0 } == 1)
    }

    @Test("An item belongs to one player: replacing it releases it; seeks stay within its duration")
    func itemsAndSeeks() {
      let first = AVPlayerItem(url: url)
      let player = AVPlayer(playerItem: first)
      #expect(first.player === player)
      let second = AVPlayerItem(url: url)
      player.replaceCurrentItem(with: second)
      #expect(first.player == nil)
      #expect(second.player === player)
      second.becomeReadyToPlay(duration: seconds(3))
      player.seek(to: seconds(9))
      #expect(player.currentTime() == seconds(3))
      player.seek(to: seconds(-1))
      #expect(player.currentTime() == .zero)
      player.replaceCurrentItem(with: nil)
      #expect(player.currentTime() == .zero)
      #expect(player.currentItem == nil)
    }
  }
}
