/// A Google Additional Consent (AC) string: `1~1.35.41` (v1) or `2~1.35~dv.9.21` (v2).
///
/// Version 2 lists the consented Google ATP IDs, then (after `~dv.`) the ATPs that were disclosed
/// but not consented. The edge forms `1~`, `2~~dv.1.2`, `2~1.2~dv.` and `2~1.2~dv` are accepted.
public struct AdditionalConsentString: Hashable, Sendable, CustomStringConvertible {
  /// The specification version (1 or 2).
  public var version: Int
  /// The ATP IDs the user consented to, in string order.
  public var consentedATPIDs: [Int]
  /// The ATP IDs disclosed without consent (always empty for version 1).
  public var disclosedATPIDs: [Int]

  /// The longest string accepted.
  package static let maximumLength = 65_536

  /// Creates a string from its parts.
  public init(version: Int = 2, consentedATPIDs: [Int], disclosedATPIDs: [Int] = []) {
    self.version = version
    self.consentedATPIDs = consentedATPIDs
    self.disclosedATPIDs = disclosedATPIDs
  }

  /// Parses an AC string.
  ///
  /// - Throws: ``AdditionalConsentError``.
  public init(decoding text: String) throws(AdditionalConsentError) {
    guard !text.isEmpty else {
      throw AdditionalConsentError(.empty, detail: "the AC string is empty")
    }
    guard text.utf8.count <= Self.maximumLength else {
      throw AdditionalConsentError(.malformed, detail: "the AC string is too long")
    }
    let parts = text.splitASCII(UInt8(ascii: "~"))
    switch parts[0] {
    case "1":
      guard parts.count == 2 else {
        throw AdditionalConsentError(.malformed, detail: "a version 1 AC string is 1~<ids>")
      }
      self.init(version: 1, consentedATPIDs: try Self.ids(parts[1], "consented"))
    case "2":
      guard parts.count >= 3 else {
        throw AdditionalConsentError(
          .missingDisclosedVendors, detail: "a version 2 AC string is 2~<ids>~dv.<ids>")
      }
      guard parts.count == 3 else {
        throw AdditionalConsentError(.malformed, detail: "a version 2 AC string has three parts")
      }
      let disclosed = parts[2]
      let disclosedIDs: [Int]
      if disclosed == "dv" {
        disclosedIDs = []
      } else if disclosed.hasPrefix("dv.") {
        disclosedIDs = try Self.ids(disclosed.dropFirst(3), "disclosed")
      } else {
        throw AdditionalConsentError(
          .missingDisclosedVendors, detail: "the third part must start with dv.")
      }
      self.init(
        version: 2, consentedATPIDs: try Self.ids(parts[1], "consented"),
        disclosedATPIDs: disclosedIDs)
    default:
      throw AdditionalConsentError(
        .unsupportedVersion, detail: "AC version '\(parts[0])' is not 1 or 2")
    }
  }

  private static func ids(_ list: Substring, _ name: String) throws(AdditionalConsentError) -> [Int]
  {
    guard !list.isEmpty else { return [] }
    var ids: [Int] = []
    for item in list.splitASCII(UInt8(ascii: ".")) {
      guard !item.isEmpty, item.utf8.count <= 9, item.utf8.allSatisfy({ (48...57).contains($0) }),
        let id = Int(item), id > 0
      else {
        throw AdditionalConsentError(
          .invalidID, detail: "\(name) ATP ID '\(item)' is not a positive integer")
      }
      ids.append(id)
    }
    return ids
  }

  /// Whether the user consented to this ATP.
  public func hasConsent(atpID: Int) -> Bool { consentedATPIDs.contains(atpID) }

  /// The string form (`1~…` or `2~…~dv.…`).
  public var description: String {
    let consented = consentedATPIDs.map(String.init).joined(separator: ".")
    guard version >= 2 else { return "\(version)~\(consented)" }
    return "\(version)~\(consented)~dv.\(disclosedATPIDs.map(String.init).joined(separator: "."))"
  }
}
