// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of CoreMedia, not Apple's code: CMTime and CMTimeRange as Apple documents them, with the
// public declarations Sources/InterludeUI uses; the arithmetic and comparison the other fakes
// need (AVPlayer's timeline) are package: CMTimeAdd, CMTimeSubtract, CMTimeMultiply and
// CMTimeCompare, as the `+`, `-`, `*` and `compare` below.
import Foundation

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64

// Not Hashable: Apple's CMTimeFlags is an OptionSet (Equatable) only.
// https://developer.apple.com/documentation/coremedia/cmtimeflags
public struct CMTimeFlags: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let valid = CMTimeFlags(rawValue: 1 << 0)
  package static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
  package static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
  package static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
  package static let indefinite = CMTimeFlags(rawValue: 1 << 4)
}

public struct CMTime: Hashable, Sendable {
  public var value: CMTimeValue
  public var timescale: CMTimeScale
  public var flags: CMTimeFlags
  public var epoch: CMTimeEpoch

  public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
    self.value = value
    self.timescale = timescale
    self.flags = flags
    self.epoch = epoch
  }

  // https://developer.apple.com/documentation/coremedia/cmtime/init(seconds:preferredtimescale:)
  // (CMTimeMakeWithSeconds): the value is the seconds in the preferred timescale, rounded half
  // away from zero (the default rounding) with hasBeenRounded set when rounding occurred; if it
  // overflows, the timescale is halved until it fits, and past timescale 1 the time is
  // infinite. NaN seconds or a timescale below 1 make an invalid time.
  public init(seconds: Double, preferredTimescale: CMTimeScale) {
    if seconds.isNaN || preferredTimescale <= 0 {
      self = .invalid
    } else if seconds.isInfinite {
      self = seconds > 0 ? .positiveInfinity : .negativeInfinity
    } else {
      self = CMTime.rounded(seconds * Double(preferredTimescale), timescale: preferredTimescale)
    }
  }

  // https://developer.apple.com/documentation/coremedia/cmtime/seconds (CMTimeGetSeconds): NaN
  // for an invalid or indefinite time, ±infinity for an infinite one.
  public var seconds: Double {
    if !isValid || flags.contains(.indefinite) { return .nan }
    if flags.contains(.positiveInfinity) { return .infinity }
    if flags.contains(.negativeInfinity) { return -.infinity }
    return Double(value) / Double(timescale)
  }

  // https://developer.apple.com/documentation/coremedia/kcmtimezero
  public static let zero = CMTime(value: 0, timescale: 1, flags: .valid, epoch: 0)

  // Apple's == is CMTimeCompare's equality: 1/2 equals 2/4 (see `compare` below).
  public static func == (lhs: CMTime, rhs: CMTime) -> Bool { compare(lhs, rhs) == 0 }

  public func hash(into hasher: inout Hasher) {
    switch kind {
    case .numeric:
      // Equal times hash alike: the value and timescale reduced to lowest terms.
      let divisor = Swift.max(1, CMTime.gcd(Int128(value), Int128(timescale)))
      hasher.combine(epoch)
      hasher.combine(Int128(value) / divisor)
      hasher.combine(Int128(timescale) / divisor)
    default:
      hasher.combine(kind)
    }
  }
}

// MARK: Package: the other kinds of time, comparison and arithmetic

extension CMTime {
  // https://developer.apple.com/documentation/coremedia/kcmtimeinvalid
  package static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
  // https://developer.apple.com/documentation/coremedia/kcmtimeindefinite
  package static let indefinite = CMTime(
    value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
  // https://developer.apple.com/documentation/coremedia/kcmtimepositiveinfinity
  package static let positiveInfinity = CMTime(
    value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
  // https://developer.apple.com/documentation/coremedia/kcmtimenegativeinfinity
  package static let negativeInfinity = CMTime(
    value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)
  // https://developer.apple.com/documentation/coremedia/kcmtimemaxtimescale
  package static let maxTimescale: CMTimeScale = 1_000_000_000

  // https://developer.apple.com/documentation/coremedia/cmtime/isvalid
  package var isValid: Bool { flags.contains(.valid) }
  // https://developer.apple.com/documentation/coremedia/cmtime/isnumeric
  package var isNumeric: Bool { kind == .numeric }

  /// CMTimeCompare's order (https://developer.apple.com/documentation/coremedia/cmtimecompare(_:_:)):
  /// -infinity < numeric times < indefinite < +infinity < invalid; each kind but numeric equals
  /// itself; numeric times in a larger epoch are greater. -1, 0 or 1.
  package static func compare(_ lhs: CMTime, _ rhs: CMTime) -> Int32 {
    let (left, right) = (lhs.kind, rhs.kind)
    if left != right { return left < right ? -1 : 1 }
    guard left == .numeric else { return 0 }
    if lhs.epoch != rhs.epoch { return lhs.epoch < rhs.epoch ? -1 : 1 }
    let a = Int128(lhs.value) * Int128(rhs.timescale)
    let b = Int128(rhs.value) * Int128(lhs.timescale)
    return a == b ? 0 : (a < b ? -1 : 1)
  }

  package static func < (lhs: CMTime, rhs: CMTime) -> Bool { compare(lhs, rhs) < 0 }
  package static func <= (lhs: CMTime, rhs: CMTime) -> Bool { compare(lhs, rhs) <= 0 }
  package static func > (lhs: CMTime, rhs: CMTime) -> Bool { compare(lhs, rhs) > 0 }
  package static func >= (lhs: CMTime, rhs: CMTime) -> Bool { compare(lhs, rhs) >= 0 }

  /// CMTimeAdd (https://developer.apple.com/documentation/coremedia/cmtimeadd(_:_:)): same
  /// timescale kept, otherwise their least common multiple (at most kCMTimeMaxTimescale,
  /// rounded); an overflowing value halves the timescale until it fits, then is infinite;
  /// invalid if either is; infinite if one is, invalid for +infinity + -infinity; indefinite
  /// if either is; numeric times of different nonzero epochs give an invalid time, of the same
  /// nonzero epoch epoch zero, and a time in epoch zero (a duration) added to a time of another
  /// epoch keeps that epoch.
  package static func + (lhs: CMTime, rhs: CMTime) -> CMTime {
    if !lhs.isValid || !rhs.isValid { return .invalid }
    let (left, right) = (lhs.kind, rhs.kind)
    if left == .positiveInfinity || left == .negativeInfinity || right == .positiveInfinity
      || right == .negativeInfinity
    {
      let signs = Set([left, right].filter { $0 == .positiveInfinity || $0 == .negativeInfinity })
      return signs.count == 2
        ? .invalid : (signs.first == .positiveInfinity ? .positiveInfinity : .negativeInfinity)
    }
    if left == .indefinite || right == .indefinite { return .indefinite }
    let epoch: CMTimeEpoch
    switch (lhs.epoch, rhs.epoch) {
    case (0, let other), (let other, 0): epoch = other
    case (let a, let b) where a == b: epoch = 0
    default: return .invalid
    }
    let timescale: Int128
    var rounded = lhs.flags.contains(.hasBeenRounded) || rhs.flags.contains(.hasBeenRounded)
    if lhs.timescale == rhs.timescale {
      timescale = Int128(lhs.timescale)
    } else {
      let lcm =
        Int128(lhs.timescale) / gcd(Int128(lhs.timescale), Int128(rhs.timescale))
        * Int128(rhs.timescale)
      timescale = Swift.min(lcm, Int128(maxTimescale))
    }
    // The exact sum as a fraction, then in `timescale`.
    let numerator =
      Int128(lhs.value) * Int128(rhs.timescale) + Int128(rhs.value) * Int128(lhs.timescale)
    let denominator = Int128(lhs.timescale) * Int128(rhs.timescale)
    var result = fitted(numerator: numerator, denominator: denominator, timescale: timescale)
    rounded = rounded || result.flags.contains(.hasBeenRounded)
    result.epoch = result.isNumeric ? epoch : 0
    if rounded && result.isNumeric { result.flags.insert(.hasBeenRounded) }
    return result
  }

  /// CMTimeSubtract (https://developer.apple.com/documentation/coremedia/cmtimesubtract(_:_:)):
  /// the sum with the subtrahend negated, under the same rules.
  package static func - (lhs: CMTime, rhs: CMTime) -> CMTime {
    lhs + rhs.negated
  }

  /// CMTimeMultiply (https://developer.apple.com/documentation/coremedia/cmtimemultiply(_:multiplier:)):
  /// the timescale kept; an overflowing value halves it until it fits, then is infinite;
  /// invalid and indefinite stay so; an infinite time stays infinite, its sign given by both
  /// operands'.
  package static func * (time: CMTime, multiplier: Int32) -> CMTime {
    switch time.kind {
    case .numeric:
      var result = fitted(
        numerator: Int128(time.value) * Int128(multiplier), denominator: Int128(time.timescale),
        timescale: Int128(time.timescale))
      if time.flags.contains(.hasBeenRounded), result.isNumeric {
        result.flags.insert(.hasBeenRounded)
      }
      result.epoch = result.isNumeric ? time.epoch : 0
      return result
    case .positiveInfinity, .negativeInfinity:
      return multiplier < 0 ? time.negated : time
    case .indefinite, .invalid:
      return time
    }
  }
}

// MARK: Internals

extension CMTime {
  /// The kinds of time in CMTimeCompare's order.
  enum Kind: Int, Comparable, Hashable {
    case negativeInfinity
    case numeric
    case indefinite
    case positiveInfinity
    case invalid

    static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  var kind: Kind {
    if !isValid { return .invalid }
    if flags.contains(.negativeInfinity) { return .negativeInfinity }
    if flags.contains(.positiveInfinity) { return .positiveInfinity }
    if flags.contains(.indefinite) { return .indefinite }
    return timescale > 0 ? .numeric : .invalid
  }

  var negated: CMTime {
    switch kind {
    case .positiveInfinity: .negativeInfinity
    case .negativeInfinity: .positiveInfinity
    case .numeric:
      value == .min
        ? .positiveInfinity
        : CMTime(value: -value, timescale: timescale, flags: flags, epoch: epoch)
    case .indefinite, .invalid: self
    }
  }

  static func gcd(_ a: Int128, _ b: Int128) -> Int128 {
    var (a, b) = (a.magnitude, b.magnitude)
    while b != 0 { (a, b) = (b, a % b) }
    return Int128(a)
  }

  /// `value / timescale` seconds rounded half away from zero to a whole value in `timescale`
  /// (at most Int32), halving the timescale while the value overflows Int64, infinite past 1.
  static func rounded(_ valueInTimescale: Double, timescale: CMTimeScale) -> CMTime {
    var scale = Double(timescale)
    var value = valueInTimescale
    var currentTimescale = timescale
    while value.rounded(.toNearestOrAwayFromZero).magnitude >= 0x1p63 {
      guard currentTimescale > 1 else { return value > 0 ? .positiveInfinity : .negativeInfinity }
      currentTimescale /= 2
      value = value / scale * Double(currentTimescale)
      scale = Double(currentTimescale)
    }
    let whole = value.rounded(.toNearestOrAwayFromZero)
    var flags: CMTimeFlags = .valid
    if whole != value || currentTimescale != timescale { flags.insert(.hasBeenRounded) }
    return CMTime(value: Int64(whole), timescale: currentTimescale, flags: flags, epoch: 0)
  }

  /// The fraction `numerator / denominator` seconds in `timescale`, rounded half away from zero;
  /// the timescale halved while the value overflows Int64, infinite past 1.
  static func fitted(numerator: Int128, denominator: Int128, timescale: Int128) -> CMTime {
    var scale = timescale
    while true {
      let scaled = numerator * scale
      var quotient = scaled / denominator
      let remainder = scaled % denominator
      if remainder.magnitude * 2 >= denominator.magnitude {
        quotient += (scaled < 0) != (denominator < 0) ? -1 : 1
      }
      if let value = Int64(exactly: quotient) {
        var flags: CMTimeFlags = .valid
        if remainder != 0 || scale != timescale { flags.insert(.hasBeenRounded) }
        return CMTime(value: value, timescale: CMTimeScale(scale), flags: flags, epoch: 0)
      }
      guard scale > 1 else { return quotient > 0 ? .positiveInfinity : .negativeInfinity }
      scale /= 2
    }
  }
}

// https://developer.apple.com/documentation/coremedia/cmtimerange
public struct CMTimeRange: Sendable {
  public var start: CMTime
  public var duration: CMTime
  // https://developer.apple.com/documentation/coremedia/cmtimerange/init(start:duration:)
  public init(start: CMTime, duration: CMTime) {
    self.start = start
    self.duration = duration
  }
  // https://developer.apple.com/documentation/coremedia/cmtimerange/end (CMTimeRangeGetEnd):
  // the start plus the duration.
  public var end: CMTime { start + duration }
}
