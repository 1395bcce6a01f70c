// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of AVFoundation, not Apple's code: AVAsset, AVURLAsset and the asynchronous property
// loading of the iOS 16 and tvOS 16 SDKs, as AVPlayerVideoDisplay's preloading uses them. AVAsset
// is not `Sendable` in the iOS 16.4 SDK, so it is not here either.
// Newer SDKs add an `isolation: isolated (any Actor)? = #isolation` parameter to `load`; a call
// that compiles against this form compiles against either.
//
// Nothing is fetched: what a load answers is what the test set (`package` controls, below),
// after one suspension, as a load completes later than it starts.

open class AVAsset: NSObject {
  /// What the fake's loads answer, and how many times loading was cancelled.
  struct Loading {
    var isPlayable = true
    var duration = CMTime.indefinite
    var error: (any Error)?
    var cancellations = 0
    /// The properties loaded (asked and answered), in order.
    var loaded: [String] = []
  }

  let loading = LockedState(Loading())

  // https://developer.apple.com/documentation/avfoundation/avasset/cancelloading(): cancels
  // the loads under way. A load here finishes at its first suspension, so only the count of
  // cancellations shows.
  open func cancelLoading() {
    loading.withLock { $0.cancellations += 1 }
  }
}

// MARK: Test controls

extension AVAsset {
  /// What a load of `isPlayable` answers (true until set).
  package var fakeIsPlayable: Bool {
    get { loading.withLock { $0.isPlayable } }
    set { loading.withLock { $0.isPlayable = newValue } }
  }

  /// What a load of `duration` answers (indefinite until set, as for media not yet loaded).
  package var fakeDuration: CMTime {
    get { loading.withLock { $0.duration } }
    set { loading.withLock { $0.duration = newValue } }
  }

  /// The error every load throws from now on (nil: loads succeed).
  package var fakeLoadingError: (any Error)? {
    get { loading.withLock { $0.error } }
    set { loading.withLock { $0.error = newValue } }
  }

  /// How many times `cancelLoading()` was called.
  package var cancelLoadingCount: Int { loading.withLock { $0.cancellations } }

  /// The names of the properties loaded so far (`load(_:)` answered), in order: an asset made
  /// and never loaded has none.
  package var loadedPropertyNames: [String] { loading.withLock { $0.loaded } }
}

// https://developer.apple.com/documentation/avfoundation/avurlasset
open class AVURLAsset: AVAsset {
  /// The asset's URL (Apple's `url`).
  package let url: URL

  // https://developer.apple.com/documentation/avfoundation/avurlasset/init(url:options:)
  public init(url URL: URL, options: [String: Any]? = nil) {
    url = URL
    super.init()
    Self.made.withLock { $0.append(self) }
  }

  // Kept until a test forgets them.
  private static let made = LockedState<[AVURLAsset]>([])

  /// The URL assets made since the last `forgetMadeAssets()`, in order (the ones the code
  /// under test made inside its own tasks too), for tests that follow an asset they cannot
  /// reach.
  package static var madeAssets: [AVURLAsset] { made.withLock { $0 } }

  /// Forgets the assets made so far.
  package static func forgetMadeAssets() {
    made.withLock { $0 = [] }
  }
}

open class AVPartialAsyncProperty<Root>: @unchecked Sendable {
  let name: String

  init(name: String) {
    self.name = name
  }
}

public final class AVAsyncProperty<Root, Value>: AVPartialAsyncProperty<Root>, @unchecked Sendable {
}

extension AVPartialAsyncProperty where Root: AVAsset {
  // https://developer.apple.com/documentation/avfoundation/avpartialasyncproperty/isplayable
  public static var isPlayable: AVAsyncProperty<Root, Bool> { AVAsyncProperty(name: "isPlayable") }
  // https://developer.apple.com/documentation/avfoundation/avpartialasyncproperty/duration
  public static var duration: AVAsyncProperty<Root, CMTime> { AVAsyncProperty(name: "duration") }
}

public protocol AVAsynchronousKeyValueLoading {}

extension AVAsynchronousKeyValueLoading {
  // https://developer.apple.com/documentation/avfoundation/avasynchronouskeyvalueloading/load(_:isolation:):
  // loads the property's value asynchronously and returns it, or throws the loading error.
  public func load<T>(_ property: AVAsyncProperty<Self, T>) async throws -> T {
    guard let asset = self as? AVAsset else {
      fatalError("fake AVFoundation: load(_:) is faked for assets only")
    }
    await Task.yield()
    let loading = asset.loading.withLock { $0 }
    if let error = loading.error { throw error }
    asset.loading.withLock { $0.loaded.append(property.name) }
    let value: Any =
      switch property.name {
      case "isPlayable": loading.isPlayable
      case "duration": loading.duration
      default: fatalError("fake AVFoundation: no value for \(property.name)")
      }
    guard let typed = value as? T else {
      fatalError("fake AVFoundation: \(property.name) is not a \(T.self)")
    }
    return typed
  }
}

extension AVAsset: AVAsynchronousKeyValueLoading {}
