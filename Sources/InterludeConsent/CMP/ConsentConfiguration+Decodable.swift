import Foundation

/// A configuration read from JSON (`interlude consent --config`): the keys are the property
/// names, every one but `cmpId` and `vendorListVersion` optional with the initializer's default;
/// `language` is a language tag, or `automatic` (as when absent) for the user's preferred
/// languages; `reconsentAfter` is a number of seconds (0 or more), `reconsentRequiredBefore` an
/// ISO 8601 date (`2026-03-01` or a full timestamp), `vendorPurposes` keys are vendor ids as strings, `gdprApplies` one of
/// `yes`, `no`, `unknown`, `automatic` and `debugGeography` one of `eea`, `unitedKingdom`,
/// `switzerland`, `regulatedUSState`, `other`, with `debugUSState` a two-letter state code.
extension ConsentConfiguration: Decodable {
  /// Every key a JSON configuration may have, in the order of the properties: what a tool that
  /// reads configuration files checks their keys against.
  package static let jsonKeys = CodingKeys.allCases.map(\.rawValue)

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case cmpId, cmpVersion, publisherCountryCode, language, vendorListVersion, tcfPolicyVersion
    case purposes, legitimateInterestPurposes, specialFeatures, stacks, vendors
    case legitimateInterestVendors, vendorPurposes, trackingPurposes, gdprApplies
    case reconsentAfter, additionalConsentProviders, reconsentRequiredBefore
    case userRegion, debugGeography, debugUSState
  }

  /// Decodes a configuration as the initializer makes it: what the JSON says, which
  /// ``validate(against:)`` then checks (legitimate interest for a consent-only purpose
  /// included).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = ConsentConfiguration(
      cmpId: try container.decode(Int.self, forKey: .cmpId),
      vendorListVersion: try container.decode(Int.self, forKey: .vendorListVersion))
    func value<Value: Decodable>(_ key: CodingKeys, _ fallback: Value) throws -> Value {
      try container.decodeIfPresent(Value.self, forKey: key) ?? fallback
    }
    let vendorPurposes = try value(.vendorPurposes, [String: Set<Int>]())
    var purposesByVendor: [Int: Set<Int>] = [:]
    for (key, purposes) in vendorPurposes {
      guard let id = Int(key) else {
        throw DecodingError.dataCorruptedError(
          forKey: .vendorPurposes, in: container,
          debugDescription: "vendor id '\(key)' is not a number")
      }
      purposesByVendor[id] = purposes
    }
    var reconsentAfter = defaults.reconsentAfter
    if let seconds = try container.decodeIfPresent(Double.self, forKey: .reconsentAfter) {
      // Duration traps on a value it cannot hold: refuse those here, with the reason.
      guard seconds.isFinite, seconds >= 0, seconds < Double(Int64.max) else {
        throw DecodingError.dataCorruptedError(
          forKey: .reconsentAfter, in: container,
          debugDescription: "reconsentAfter is a number of seconds, 0 or more: \(seconds) is not")
      }
      reconsentAfter = .seconds(seconds)
    }
    var reconsentRequiredBefore: Date?
    if let text = try container.decodeIfPresent(String.self, forKey: .reconsentRequiredBefore) {
      let full = ISO8601DateFormatter()
      let day = ISO8601DateFormatter()
      day.formatOptions = [.withFullDate]
      guard let date = full.date(from: text) ?? day.date(from: text) else {
        throw DecodingError.dataCorruptedError(
          forKey: .reconsentRequiredBefore, in: container,
          debugDescription: "'\(text)' is not an ISO 8601 date")
      }
      reconsentRequiredBefore = date
    }
    self.init(
      cmpId: defaults.cmpId, cmpVersion: try value(.cmpVersion, defaults.cmpVersion),
      publisherCountryCode: try value(.publisherCountryCode, defaults.publisherCountryCode),
      language: try container.decodeIfPresent(String.self, forKey: .language).flatMap {
        Self.isAutomatic($0) ? nil : $0
      },
      vendorListVersion: defaults.vendorListVersion,
      tcfPolicyVersion: try value(.tcfPolicyVersion, defaults.tcfPolicyVersion),
      purposes: try value(.purposes, defaults.purposes),
      legitimateInterestPurposes: try value(
        .legitimateInterestPurposes, defaults.legitimateInterestPurposes),
      specialFeatures: try value(.specialFeatures, defaults.specialFeatures),
      stacks: try value(.stacks, defaults.stacks),
      vendors: try value(.vendors, defaults.vendors),
      legitimateInterestVendors: try value(
        .legitimateInterestVendors, defaults.legitimateInterestVendors),
      vendorPurposes: purposesByVendor,
      trackingPurposes: try value(.trackingPurposes, defaults.trackingPurposes),
      gdprApplies: try value(.gdprApplies, defaults.gdprApplies),
      reconsentAfter: reconsentAfter,
      additionalConsentProviders: try value(
        .additionalConsentProviders, defaults.additionalConsentProviders),
      reconsentRequiredBefore: reconsentRequiredBefore,
      userRegion: try container.decodeIfPresent(String.self, forKey: .userRegion),
      debugGeography: try container.decodeIfPresent(ConsentGeography.self, forKey: .debugGeography),
      debugUSState: try container.decodeIfPresent(String.self, forKey: .debugUSState))
  }
}
