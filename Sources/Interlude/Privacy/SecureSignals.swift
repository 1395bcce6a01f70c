/// A publisher's own secure signal: IMA's `IMASecureSignals`, set on
/// ``AdsRequest/secureSignals``.
///
/// The custom data is an encrypted blob the publisher and its bidders agreed on. It travels
/// with the signals of the loader's ``SecureSignalsProvider``s, under the same consent rule
/// (sent only when consent allows an identifier).
public struct SecureSignals: Hashable, Sendable {
  /// The publisher's encrypted signal.
  public let customData: String

  /// A signal carrying `customData`.
  public init(customData: String) {
    self.customData = customData
  }
}
