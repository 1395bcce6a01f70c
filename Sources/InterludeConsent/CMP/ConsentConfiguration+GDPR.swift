extension ConsentConfiguration {
  /// Whether the GDPR applies to this user, and what decided it.
  ///
  /// ``GDPRApplicability/yes`` and ``GDPRApplicability/no`` decide alone;
  /// ``GDPRApplicability/unknown`` applies everywhere. ``GDPRApplicability/automatic`` takes the
  /// first of: ``debugGeography``; ``userRegion`` when it names a country; `deviceRegion` when
  /// it names one; otherwise it applies, with the source
  /// ``GDPRDetermination/Source-swift.enum/undetermined``.
  ///
  /// - Parameter deviceRegion: The device's region (`Locale.current.region?.identifier`, which
  ///   ``ConsentManager`` passes); codes that name no country, such as `001`, are skipped.
  package func gdprDetermination(deviceRegion: String?) -> GDPRDetermination {
    switch gdprApplies {
    case .yes: return GDPRDetermination(applies: true, source: .configured)
    case .no: return GDPRDetermination(applies: false, source: .configured)
    case .unknown: return GDPRDetermination(applies: true, source: .undetermined)
    case .automatic: break
    }
    if let debugGeography {
      return GDPRDetermination(
        applies: debugGeography.gdprApplies, source: .debugGeography, geography: debugGeography)
    }
    let candidates: [(String?, GDPRDetermination.Source)] = [
      (userRegion, .appRegion), (deviceRegion, .deviceRegion),
    ]
    for (region, source) in candidates {
      guard let country = region.flatMap(ConsentRegion.countryCode) else { continue }
      let geography = ConsentRegion.geography(ofCountry: country)
      return GDPRDetermination(
        applies: geography.gdprApplies, source: source, geography: geography,
        countryCode: country)
    }
    return GDPRDetermination(applies: true, source: .undetermined)
  }
}
