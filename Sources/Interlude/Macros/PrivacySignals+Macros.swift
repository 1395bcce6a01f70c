/// The consent rules the macros and the ad-tag parameters share.
extension PrivacySignals {
  /// The advertising identifier when it may leave the device, else nil.
  ///
  /// It may only when one is present and non-empty, the user has not limited ad tracking and
  /// limited ads are off: an identifier consent does not allow never leaves the device.
  var sendableAdvertisingIdentifier: String? {
    guard let identifier = advertisingIdentifier, !identifier.isEmpty, !limitAdTracking,
      !limitedAds
    else { return nil }
    return identifier
  }
}
