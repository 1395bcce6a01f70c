// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Type-check stub of AVFoundation, not Apple's code: the declarations Sources/InterludeUI (and the
// example app) use, with the signatures and isolation of Apple's documentation (AVPlayer and
// AVPlayerItem are main-actor classes with nonisolated members). Bodies trap; never linked.
@_exported import CoreMedia
@_exported import DarwinFoundation
@_exported import Foundation
@_exported import QuartzCore

extension NSValue {
  public convenience init(time: CMTime) { fatalError("stub") }
  public var timeValue: CMTime { fatalError("stub") }
  public var timeRangeValue: CMTimeRange { fatalError("stub") }
}
