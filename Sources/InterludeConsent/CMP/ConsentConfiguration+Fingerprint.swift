import Foundation

extension ConsentConfiguration {
  /// Eight hex digits that change whenever what the layer asks for does: the CRC-32 of the
  /// CMP, versions, purposes, special features, vendors, legitimate interests, tracking
  /// purposes, GDPR setting, re-consent rules and AC providers in a fixed text form (sets
  /// sorted, the language and country upper-cased). A consent receipt records it, so that an
  /// audit can tell which set-up a choice was given under; the same configuration gives the
  /// same fingerprint on every device and run.
  public var fingerprint: String {
    func list(_ ids: Set<Int>) -> String { ids.sorted().map(String.init).joined(separator: ",") }
    let vendorPurposeText = vendorPurposes.keys.sorted().map { vendor in
      "\(vendor):" + list(vendorPurposes[vendor] ?? [])
    }.joined(separator: "|")
    let fields = [
      "cmp=\(cmpId)", "cmpVersion=\(cmpVersion)", "cc=\(publisherCountryCode.uppercased())",
      "language=\(language?.uppercased() ?? Self.automaticLanguage)", "gvl=\(vendorListVersion)",
      "policy=\(tcfPolicyVersion)", "purposes=\(list(purposes))",
      "liPurposes=\(list(allowedLegitimateInterestPurposes))",
      "specialFeatures=\(list(specialFeatures))", "vendors=\(list(vendors))",
      "liVendors=\(list(legitimateInterestVendors))", "vendorPurposes=\(vendorPurposeText)",
      "tracking=\(list(trackingPurposes))", "gdpr=\(gdprApplies.rawValue)",
      "reconsentAfter=\(reconsentAfter.timeInterval)",
      "acProviders=\(list(additionalConsentProviders))",
      "reconsentRequiredBefore=\(reconsentRequiredBefore?.timeIntervalSince1970 ?? -1)",
    ]
    return JournalChecksum.crc32Hex(fields.joined(separator: ";").utf8)
  }
}
