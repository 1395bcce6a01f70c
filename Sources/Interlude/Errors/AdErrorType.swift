/// Whether an ``AdError`` happened while loading or while playing (IMA's `IMAErrorType`).
public enum AdErrorType: Int, Hashable, Sendable {
  /// Unknown stage.
  case unknown = 0
  /// The ads could not be loaded.
  case loadingFailed = 1
  /// An ad could not be played.
  case playingFailed = 2
}
