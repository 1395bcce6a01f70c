/// Collects a third-party secure signal on the device: IMA's `IMASecureSignalsAdapter`, given
/// to ``AdsLoader/secureSignalsProviders`` (IMA finds its adapters by itself; here the app
/// lists them).
///
/// The loader asks every provider once per request, before the ad tag goes out and only when
/// consent allows an identifier to be sent; a provider that fails or takes longer than
/// ``AdsLoader/secureSignalsTimeout`` contributes nothing.
public protocol SecureSignalsProvider: Sendable {
  /// The provider's id as Google Ad Manager knows it (the signal's `source`).
  var source: String { get }
  /// The encoded signal to send.
  func collectSignals() async throws -> String
}
