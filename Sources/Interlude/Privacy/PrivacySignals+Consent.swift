public import InterludeConsent

extension PrivacySignals {
  /// The all-zero IDFA a device reports when tracking is not allowed; never sent.
  package static let zeroAdvertisingIdentifier = AdvertisingIdentifier.zero

  /// Signals from the keys any CMP writes (`IABTCF_`, `IABGPP_`, `IABUSPrivacy_String`: our
  /// `ConsentManager` or another one) and the App Tracking Transparency answer.
  ///
  /// The advertising identifier is read (by calling `advertisingIdentifier`) only when ATT is
  /// `authorized` and consent allows it: GDPR applies and the ad server may use purpose 1
  /// (personalised or non-personalised mode), or GDPR does not apply and the user has not
  /// opted out under US law (a `Y` in the US Privacy string's sale flag, or an opt-out of sale,
  /// sharing or targeted advertising, or GPC, in a GPP US section; a GPP string or US section
  /// that cannot be read counts as an opt-out). Without `IABGPP_HDR_GppString` the stored US
  /// section strings are read, and without those the pre-parsed US fields. A US opt-out also
  /// gives `rdp=1` (restricted data processing) and `npa=1`, and without the identifier no
  /// `ppid` is sent either. An all-zero identifier (with or without its dashes) or an empty one
  /// is never sent.
  /// `unavailable` ATT counts as not authorized. `[REGULATIONS]` lists `gdpr` when GDPR applies
  /// and `ccpa` when a US Privacy string that applies or a GPP US section is stored. The ad-serving mode is evaluated for `adServerVendorID`; the strings are
  /// forwarded as stored, never modified.
  public static func evaluate(
    store: any ConsentStore, tracking: TrackingAuthorizationStatus,
    advertisingIdentifier: () -> String?,
    adServerVendorID: Int = 755
  ) -> PrivacySignals {
    let storage = IABTCFStorage(store: store)
    let tcf = storage.readTCF()
    let gpp = storage.readGPP()
    let usPrivacy = storage.readUSPrivacy()
    let decoded = tcf.tcString.flatMap { try? TCStringDecoder().decode($0) }
    let mode = AdServingMode.evaluate(
      gdprApplies: tcf.gdprApplies, tcString: decoded, vendorID: adServerVendorID)
    let us = USPrivacyState(usPrivacy: usPrivacy, gpp: gpp)
    // GDPR not applying evaluates to personalised, so this covers both cases of the rule.
    let consentAllowsIdentifier = !mode.limitedAds && !us.optedOut
    let identifier =
      consentAllowsIdentifier
      ? AdvertisingIdentifier.value(status: tracking, read: advertisingIdentifier) : nil

    return PrivacySignals(
      gdprApplies: tcf.gdprApplies, tcString: tcf.tcString,
      additionalConsent: tcf.addtlConsent, usPrivacy: usPrivacy, gppString: gpp.gppString,
      gppSectionIDs: gpp.gppSID ?? [], nonPersonalizedAds: mode.nonPersonalizedAds || us.optedOut,
      limitedAds: mode.limitedAds, restrictDataProcessing: us.optedOut,
      advertisingIdentifier: identifier, advertisingIdentifierType: identifier.map { _ in "idfa" },
      limitAdTracking: identifier == nil,
      regulations: (tcf.gdprApplies == true ? ["gdpr"] : []) + (us.applies ? ["ccpa"] : []))
  }
}
