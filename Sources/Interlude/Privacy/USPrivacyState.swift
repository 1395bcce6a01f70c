import InterludeConsent

/// What the stored US signals (the US Privacy string and GPP's US sections) say.
struct USPrivacyState {
  /// The pre-parsed US field names whose Integer `1` (MSPA "opted out", or GPC set) is an
  /// opt-out of sale, sharing or targeted advertising.
  static let optOutFieldNames: Set<String> = [
    "SaleOptOut", "SharingOptOut", "TargetedAdvertisingOptOut", "Gpc",
  ]

  /// Whether a US regime applies: a US Privacy string with any flag other than `-`, or a GPP
  /// string with a US section.
  var applies: Bool
  /// Whether the user opted out of sale, sharing or targeted advertising (or sent GPC). A
  /// stored string that cannot be decoded counts as an opt-out.
  var optedOut: Bool

  /// Reads `IABUSPrivacy_String` and the GPP string; without a GPP string (a CMP that stores
  /// only sections or pre-parsed fields), each stored US section string
  /// (`IABGPP_{id}_String`), and without those the pre-parsed US fields
  /// (`IABGPP_USNAT_SaleOptOut`, `IABGPP_USP1_OptOut` …).
  init(usPrivacy: String?, gpp: IABGPPValues) {
    var applies = false
    var optedOut = false
    if let usPrivacy {
      if let decoded = try? USPrivacyString(validating: usPrivacy) {
        applies = decoded.usPrivacyApplies
        optedOut = decoded.hasOptedOut
      } else {
        optedOut = true
      }
    }
    let usSections = gpp.sectionStrings.filter {
      GPPSection.name(of: $0.key)?.hasPrefix("us") ?? false
    }
    if let gppString = gpp.gppString, !gppString.isEmpty {
      if let decoded = try? GPPString(decoding: gppString) {
        applies = applies || decoded.hasUSSection
        optedOut = optedOut || decoded.hasUSOptOut
      } else {
        optedOut = true
      }
    } else if !usSections.isEmpty {
      applies = true
      for (id, payload) in usSections.sorted(by: { $0.key < $1.key }) {
        guard let section = try? GPPSection(id: id, payload: Substring(payload)) else {
          optedOut = true
          continue
        }
        let single = GPPString(header: GPPHeader(sectionIDs: [id]), sections: [section])
        optedOut = optedOut || single.hasUSOptOut
      }
    } else {
      for (name, value) in gpp.fields {
        let parts = name.split(separator: "_", maxSplits: 1).map(String.init)
        guard parts.count == 2, parts[0].hasPrefix("US") else { continue }
        applies = true
        if parts[0] == "USP1" {
          optedOut = optedOut || (parts[1] == "OptOut" && value.description.uppercased() == "Y")
        } else if Self.optOutFieldNames.contains(parts[1]), value.description == "1" {
          optedOut = true
        }
      }
    }
    self.applies = applies
    self.optedOut = optedOut
  }
}
