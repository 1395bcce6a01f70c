/// When the advertising identifier (IDFA) may be used: ATT `authorized`, and a real
/// identifier.
///
/// Apple's `ASIdentifierManager.advertisingIdentifier` documentation: without tracking
/// authorisation (from iOS 14.5), and in the Simulator, it returns all zeros,
/// `00000000-0000-0000-0000-000000000000`. That value identifies no one and is never used as
/// an identifier.
package enum AdvertisingIdentifier {
  /// The all-zero identifier iOS returns when tracking is not authorised.
  package static let zero = "00000000-0000-0000-0000-000000000000"

  /// Whether `identifier` is a real identifier: not empty, and not all zeros (with or without
  /// the dashes).
  package static func isReal(_ identifier: String) -> Bool {
    identifier.contains { $0 != "0" && $0 != "-" }
  }

  /// The identifier to use under `status`: read (by calling `read`) only when it is
  /// `authorized`, and nil when it is not real (``isReal(_:)``).
  package static func value(
    status: TrackingAuthorizationStatus, read: () -> String?
  ) -> String? {
    guard status == .authorized, let identifier = read(), isReal(identifier) else { return nil }
    return identifier
  }
}
