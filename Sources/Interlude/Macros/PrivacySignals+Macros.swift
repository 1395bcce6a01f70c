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

  /// True when a missing consent string means "withheld" (`-2`) rather than "unknown" (`-1`).
  ///
  /// Consent strings are missing for two reasons: consent is not resolved (the ``withheld``
  /// default, or any state where no identifier may be sent) or the framework simply does not
  /// apply. Only the first is a privacy decision.
  var consentStringsWithheld: Bool { sendableAdvertisingIdentifier == nil }
}
