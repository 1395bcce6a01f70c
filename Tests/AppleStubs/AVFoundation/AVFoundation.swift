// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of AVFoundation, not Apple's code: the declarations Sources/InterludeUI (and the example
// app) use, with the signatures and isolation of Apple's documentation (AVPlayer and
// AVPlayerItem are main-actor classes with nonisolated members), and the behaviour Apple
// documents, each with the page it follows. What AVFoundation does on its own (media loads, time
// passes, the system interrupts the audio) happens when a test says so, through `package`
// controls. What AVFoundation delivers asynchronously (time observer blocks, notifications) is
// enqueued on the main queue (a time observer's own queue), in timeline order: a test lets the
// main queue run before it checks. Key-value observers hear a change on the thread that makes
// it, as on Apple's platforms.
@_exported import CoreMedia
@_exported import DarwinFoundation
@_exported import Foundation
@_exported import QuartzCore

// https://developer.apple.com/documentation/foundation/nsvalue/init(time:),
// https://developer.apple.com/documentation/foundation/nsvalue/timevalue and
// https://developer.apple.com/documentation/foundation/nsvalue/timerangevalue: a CMTime or a
// CMTimeRange boxed in an NSValue (stored as its fields, in swift-corelibs-foundation's NSValue).
extension NSValue {
  public convenience init(time: CMTime) {
    var fields = [time.value, Int64(time.timescale), Int64(time.flags.rawValue), time.epoch]
    self.init(bytes: &fields, objCType: "[4q]")
  }

  package convenience init(timeRange: CMTimeRange) {
    var fields = [timeRange.start, timeRange.duration].flatMap {
      [$0.value, Int64($0.timescale), Int64($0.flags.rawValue), $0.epoch]
    }
    self.init(bytes: &fields, objCType: "[8q]")
  }

  public var timeValue: CMTime {
    guard String(cString: objCType) == "[4q]" else { return .invalid }
    return storedTimes(1)[0]
  }

  public var timeRangeValue: CMTimeRange {
    guard String(cString: objCType) == "[8q]" else {
      return CMTimeRange(start: .invalid, duration: .invalid)
    }
    let times = storedTimes(2)
    return CMTimeRange(start: times[0], duration: times[1])
  }

  private func storedTimes(_ count: Int) -> [CMTime] {
    var fields = [Int64](repeating: 0, count: 4 * count)
    fields.withUnsafeMutableBytes { bytes in
      if let base = bytes.baseAddress { getValue(base) }
    }
    return (0..<count).map { index in
      let field = fields[(4 * index)...]
      let start = field.startIndex
      return CMTime(
        value: field[start], timescale: CMTimeScale(truncatingIfNeeded: field[start + 1]),
        flags: CMTimeFlags(rawValue: UInt32(truncatingIfNeeded: field[start + 2])),
        epoch: field[start + 3])
    }
  }
}
