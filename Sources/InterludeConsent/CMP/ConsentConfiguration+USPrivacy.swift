extension ConsentConfiguration {
  /// Which US privacy section applies to this user, and what decided it.
  ///
  /// Takes the first of: ``debugGeography`` (``ConsentGeography/regulatedUSState`` gives the
  /// jurisdiction of ``debugUSState``, or the national one without it; any other geography
  /// gives none); ``userRegion`` when it names a country (`US-CA` gives California, `US` the
  /// national section, another country none); `deviceRegion` likewise; otherwise none, with
  /// the source ``GDPRDetermination/Source-swift.enum/undetermined``. ``gdprApplies`` plays no
  /// part: a US user is told of the US rights whatever the GDPR setting.
  ///
  /// - Parameter deviceRegion: The device's region (`Locale.current.region?.identifier`); it
  ///   names a country only, so a US device gives the national section.
  package func usPrivacyDetermination(deviceRegion: String?) -> USPrivacyDetermination {
    if let debugGeography {
      let jurisdiction =
        debugGeography == .regulatedUSState
        ? USPrivacyJurisdiction(stateCode: debugUSState ?? "") : nil
      return USPrivacyDetermination(jurisdiction: jurisdiction, source: .debugGeography)
    }
    let candidates: [(String?, GDPRDetermination.Source)] = [
      (userRegion, .appRegion), (deviceRegion, .deviceRegion),
    ]
    for (region, source) in candidates {
      guard let region, ConsentRegion.countryCode(region) != nil else { continue }
      return USPrivacyDetermination(
        jurisdiction: USPrivacyJurisdiction(region: region), source: source)
    }
    return USPrivacyDetermination(jurisdiction: nil, source: .undetermined)
  }
}
