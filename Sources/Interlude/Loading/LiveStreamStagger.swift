/// The wait before a live stream's ad request: IMA's ``AdsRequest/liveStreamPrefetchSeconds``,
/// which spreads the requests of every viewer of a live break over a window.
package enum LiveStreamStagger {
  /// A wait drawn uniformly from `0...seconds` by `generator`; 0 when `seconds` is not a
  /// positive finite number.
  package static func delay<Generator: RandomNumberGenerator>(
    upTo seconds: Double, using generator: inout Generator
  ) -> Double {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    return Double.random(in: 0...seconds, using: &generator)
  }

  /// A wait drawn uniformly from `0...seconds` by the system generator.
  package static func delay(upTo seconds: Double) -> Double {
    var generator = SystemRandomNumberGenerator()
    return delay(upTo: seconds, using: &generator)
  }
}
