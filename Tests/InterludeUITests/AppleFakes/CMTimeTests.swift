import AVFoundation
import CoreMedia
import Testing

extension AppleLayerTests {
  /// The CoreMedia fake's CMTime and CMTimeRange, and NSValue's boxing of them, as Apple's pages
  /// (cited in the fake) describe them.
  @Suite("Apple fakes: CMTime")
  struct CMTimeTests {
    @Test("seconds is value / timescale; NaN when invalid or indefinite, ±infinity when infinite")
    func seconds() {
      #expect(CMTime(value: 150, timescale: 600, flags: .valid, epoch: 0).seconds == 0.25)
      #expect(CMTime.invalid.seconds.isNaN)
      #expect(CMTime.indefinite.seconds.isNaN)
      #expect(CMTime.positiveInfinity.seconds == .infinity)
      #expect(CMTime.negativeInfinity.seconds == -.infinity)
    }

    @Test(
      "init(seconds:preferredTimescale:) rounds half away from zero and marks it; NaN is invalid")
    func fromSeconds() {
      let half = CMTime(seconds: 0.0025, preferredTimescale: 600)
      #expect(half.value == 2 && half.timescale == 600)
      #expect(half.flags.contains(.hasBeenRounded))
      #expect(CMTime(seconds: -0.0025, preferredTimescale: 600).value == -2)
      #expect(!CMTime(seconds: 0.5, preferredTimescale: 600).flags.contains(.hasBeenRounded))
      #expect(!CMTime(seconds: .nan, preferredTimescale: 600).isValid)
    }

    @Test(
      "== is CMTimeCompare's equality: the same time in another timescale is equal, and hashes alike"
    )
    func equality() {
      let half = CMTime(value: 1, timescale: 2, flags: .valid, epoch: 0)
      let same = CMTime(value: 300, timescale: 600, flags: .valid, epoch: 0)
      #expect(half == same)
      #expect(half.hashValue == same.hashValue)
      #expect(half != CMTime(value: 301, timescale: 600, flags: .valid, epoch: 0))
      #expect(CMTime.invalid == CMTime.invalid)
    }

    @Test("CMTimeCompare's order: -infinity < numeric < indefinite < +infinity < invalid")
    func order() {
      let ordered: [CMTime] = [
        .negativeInfinity, CMTime(value: -5, timescale: 1, flags: .valid, epoch: 0), .zero,
        CMTime(value: 1, timescale: 600, flags: .valid, epoch: 0), .indefinite,
        .positiveInfinity, .invalid,
      ]
      for (index, time) in ordered.enumerated() {
        for later in ordered[(index + 1)...] { #expect(CMTime.compare(time, later) == -1) }
      }
    }

    @Test(
      "CMTimeAdd: the timescales' least common multiple; invalid, infinite and indefinite operands as documented"
    )
    func addition() {
      let sum =
        CMTime(value: 1, timescale: 600, flags: .valid, epoch: 0)
        + CMTime(value: 1, timescale: 1000, flags: .valid, epoch: 0)
      #expect(sum.value == 8 && sum.timescale == 3000)
      let one = CMTime(value: 1, timescale: 1, flags: .valid, epoch: 0)
      #expect(!(one + .invalid).isValid)
      #expect(one + .positiveInfinity == .positiveInfinity)
      #expect(!(CMTime.positiveInfinity + .negativeInfinity).isValid)
      #expect(one + .indefinite == .indefinite)
      #expect(
        CMTime(value: 3, timescale: 2, flags: .valid, epoch: 0) - one
          == CMTime(value: 1, timescale: 2, flags: .valid, epoch: 0))
      #expect(CMTime(value: 120, timescale: 600, flags: .valid, epoch: 0) * 5 == one)
    }

    @Test("CMTimeRange's end is its start plus its duration; NSValue boxes times and ranges")
    func rangesAndValues() {
      let range = CMTimeRange(
        start: CMTime(seconds: 2, preferredTimescale: 600),
        duration: CMTime(seconds: 3, preferredTimescale: 1000))
      #expect(range.end.seconds == 5)
      let time = CMTime(value: 7, timescale: 30, flags: .valid, epoch: 1)
      #expect(NSValue(time: time).timeValue == time)
      #expect(NSValue(time: time).timeValue.epoch == 1)
      let boxed = NSValue(timeRange: range).timeRangeValue
      #expect(boxed.start == range.start && boxed.duration == range.duration)
    }
  }
}
