import Foundation

/// The countries where the GDPR (or its UK and Swiss counterparts) applies, and the reading of a
/// region code into an ISO 3166-1 alpha-2 country.
enum ConsentRegion {
  /// The 27 EU members, Iceland, Liechtenstein and Norway.
  static let eeaMembers: Set<String> = [
    "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT",
    "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
    "IS", "LI", "NO",
  ]

  /// Parts of EU members with a country code of their own where EU law applies: the outermost
  /// regions of France (TFEU articles 349 and 355(1)) and the Åland Islands (article 355(4)).
  /// The Faroe Islands, Greenland, Svalbard and the overseas countries and territories are
  /// outside the EEA.
  static let eeaTerritories: Set<String> = ["GF", "GP", "MQ", "RE", "YT", "MF", "AX"]

  /// Where consent is asked for a user in `country` (an alpha-2 code from ``countryCode(_:)``).
  static func geography(ofCountry country: String) -> ConsentGeography {
    if eeaMembers.contains(country) || eeaTerritories.contains(country) { return .eea }
    switch country {
    case "GB": return .unitedKingdom
    case "CH": return .switzerland
    default: return .other
    }
  }

  /// The ISO 3166-1 alpha-2 code of a region written as an alpha-2 code (`de`), an alpha-3 code
  /// as StoreKit's storefront gives it (`DEU`), or an ISO 3166-2 subdivision (`ES-CN`, read for
  /// its country); `UK` and `EL`, the codes the EU uses, are read as `GB` and `GR`, `IC` and
  /// `EA` as `ES`, and `XK` (`XKS`) as Kosovo. Nil for anything else: an unknown code, a UN M.49 area such as `001`
  /// (the world) or `150` (Europe), an empty string.
  static func countryCode(_ region: String) -> String? {
    let trimmed = region.trimmingCharacters(in: .whitespaces).uppercased()
    let country =
      trimmed.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
      .first.map(String.init) ?? trimmed
    guard country.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
    switch country.count {
    case 2:
      if let alias = aliases[country] { return alias }
      return ISOCountryCodes.alpha2.contains(country) ? country : nil
    case 3:
      return ISOCountryCodes.alpha2ByAlpha3[country]
    default:
      return nil
    }
  }

  /// Exceptionally reserved codes some geolocation services answer with, and the CLDR regions a
  /// device may be set to for parts of Spain (the Canary Islands, Ceuta and Melilla).
  private static let aliases = ["UK": "GB", "EL": "GR", "IC": "ES", "EA": "ES"]
}
