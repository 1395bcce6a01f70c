// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Type-check stub of AVFoundation, not Apple's code: AVAsset, AVURLAsset and the asynchronous
// property loading of the iOS 16 and tvOS 16 SDKs, as AVPlayerVideoDisplay's preloading uses
// them. AVAsset is not `Sendable` in the iOS 16.4 SDK, so it is not here either.
// Newer SDKs add an `isolation: isolated (any Actor)? = #isolation` parameter to `load`; a call
// that compiles against this form compiles against either. Bodies trap; never linked.

open class AVAsset: NSObject {
  open func cancelLoading() { fatalError("stub") }
}

open class AVURLAsset: AVAsset {
  public init(url URL: URL, options: [String: Any]? = nil) { fatalError("stub") }
}

open class AVPartialAsyncProperty<Root>: @unchecked Sendable {}

public final class AVAsyncProperty<Root, Value>: AVPartialAsyncProperty<Root> {}

extension AVPartialAsyncProperty where Root: AVAsset {
  public static var isPlayable: AVAsyncProperty<Root, Bool> { fatalError("stub") }
  public static var duration: AVAsyncProperty<Root, CMTime> { fatalError("stub") }
}

public protocol AVAsynchronousKeyValueLoading {}

extension AVAsynchronousKeyValueLoading {
  public func load<T>(_ property: AVAsyncProperty<Self, T>) async throws -> T {
    fatalError("stub")
  }
}

extension AVAsset: AVAsynchronousKeyValueLoading {}
