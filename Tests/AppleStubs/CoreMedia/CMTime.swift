// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Type-check stub of CoreMedia, not Apple's code: the declarations Sources/InterludeUI uses, as
// Apple's documentation gives them. Bodies trap; never linked.
import Foundation

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64

// Not Hashable: Apple's CMTimeFlags is an OptionSet (Equatable) only.
public struct CMTimeFlags: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let valid = CMTimeFlags(rawValue: 1 << 0)
}

public struct CMTime: Hashable, Sendable {
  public var value: CMTimeValue
  public var timescale: CMTimeScale
  public var flags: CMTimeFlags
  public var epoch: CMTimeEpoch

  public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
    fatalError("stub")
  }

  public init(seconds: Double, preferredTimescale: CMTimeScale) { fatalError("stub") }

  public var seconds: Double { fatalError("stub") }

  public static let zero = CMTime(value: 0, timescale: 1, flags: .valid, epoch: 0)

  public static func == (lhs: CMTime, rhs: CMTime) -> Bool { fatalError("stub") }
  public func hash(into hasher: inout Hasher) { fatalError("stub") }
}

public struct CMTimeRange: Sendable {
  public var start: CMTime
  public var duration: CMTime
  public init(start: CMTime, duration: CMTime) { fatalError("stub") }
  public var end: CMTime { fatalError("stub") }
}
