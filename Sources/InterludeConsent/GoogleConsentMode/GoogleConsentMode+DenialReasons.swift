extension GoogleConsentMode {
  /// Gives ``GoogleConsentMode/denials(gdprApplies:tcString:)`` and
  /// ``GoogleConsentMode/evaluate(gdprApplies:tcString:)`` for string after string,
  /// remembering the signals and reasons worked out for each input they follow from.
  ///
  /// The reasons depend only on vendor 755's consent and legitimate interest, those of
  /// Google's ``GoogleConsentMode/purposes`` and the publisher's restrictions of them for the
  /// vendor: the string's ``VendorDecisionInput/init(_:vendor:purposes:)``. Few such inputs
  /// exist (18 bits, ``key(_:)``), so a log of strings needs few sentences built, where
  /// building the three of a typical string costs more than decoding it.
  package struct DenialReasons {
    /// The signals and reasons of each input met, by its ``key(_:)``, at most ``limit`` of
    /// them.
    private var known:
      [UInt32: (mode: GoogleConsentMode, denials: [(name: String, reason: String)])] = [:]
    /// The inputs remembered before all are forgotten and remembering starts again: more than
    /// strings give in practice, few enough to keep the memory small whatever the strings.
    private static let limit = 1_024

    /// Remembers nothing yet.
    package init() {}

    /// Why each signal that ``GoogleConsentMode/evaluate(gdprApplies:tcString:)`` denies is
    /// denied, in Google's order (``GoogleConsentMode/parameters``): `("ad_storage", "vendor
    /// 755 has no consent for purpose 1: the string has no consent for vendor 755")`. Empty
    /// when every signal is granted.
    package mutating func denials(
      gdprApplies: Bool?, tcString: TCString?
    ) -> [(name: String, reason: String)] {
      if gdprApplies == false { return [] }
      func everyDenied(because reason: String) -> [(name: String, reason: String)] {
        GoogleConsentMode.allDenied.parameters.map { ($0.name, reason) }
      }
      guard let tcString else {
        return everyDenied(because: "there is no TC string (GDPR applies), so nothing is granted")
      }
      let checks = tcString.policyChecks
      // `isValid` first: most strings are, and the findings are then not needed.
      if !checks.isValid, let broken = checks.findings.first(where: { $0.severity == .error }) {
        return everyDenied(
          because: "the TC string breaks TCF rule \(broken.check.rawValue), so Google grants "
            + "nothing")
      }
      return judged(tcString).denials
    }

    /// ``GoogleConsentMode/evaluate(gdprApplies:tcString:)`` and
    /// ``denials(gdprApplies:tcString:)`` at once, from what is remembered for a string that
    /// follows the TCF policy where GDPR applies.
    package mutating func judge(
      gdprApplies: Bool?, tcString: TCString?
    ) -> (mode: GoogleConsentMode, denials: [(name: String, reason: String)]) {
      guard gdprApplies != false, let tcString, tcString.policyChecks.isValid else {
        return (
          GoogleConsentMode.evaluate(gdprApplies: gdprApplies, tcString: tcString),
          denials(gdprApplies: gdprApplies, tcString: tcString)
        )
      }
      return judged(tcString)
    }

    /// The signals and the reasons of a string that follows the TCF policy, where GDPR applies.
    private mutating func judged(
      _ tcString: TCString
    ) -> (mode: GoogleConsentMode, denials: [(name: String, reason: String)]) {
      let key = Self.key(tcString)
      if let judged = known[key] { return judged }
      let signals = VendorDecisionInput(
        tcString, vendor: GoogleConsentMode.googleVendorID, purposes: GoogleConsentMode.purposes)
      let judged = (
        mode: GoogleConsentMode(signals: signals),
        denials: GoogleConsentMode.denials(signals: signals)
      )
      if known.count >= Self.limit { known.removeAll(keepingCapacity: true) }
      known[key] = judged
      return judged
    }

    /// The string's ``VendorDecisionInput/init(_:vendor:purposes:)`` for vendor 755 and
    /// Google's purposes, packed in a number without building it (its four sets cost more to
    /// build and hash than the whole look-up): two bits for the vendor's consent and
    /// legitimate interest, then four for each purpose, its consent, its legitimate interest
    /// and the publisher's restriction of it for the vendor (none or one of three types, merged
    /// as ``VendorDecisionInput/restriction(purpose:vendor:)`` merges them). Equal keys, equal
    /// inputs.
    package static func key(_ tcString: TCString) -> UInt32 {
      let vendor = GoogleConsentMode.googleVendorID
      var key: UInt32 = tcString.vendorConsents.contains(vendor) ? 1 : 0
      if tcString.vendorLegitimateInterests.contains(vendor) { key |= 2 }
      let restrictions =
        tcString.publisherRestrictions.isEmpty
        ? nil : VendorDecisionInput(publisherRestrictions: tcString.publisherRestrictions)
      for purpose in GoogleConsentMode.purposes {
        var bits: UInt32 = tcString.purposesConsent.contains(purpose) ? 1 : 0
        if tcString.purposesLITransparency.contains(purpose) { bits |= 2 }
        switch restrictions?.restriction(purpose: purpose, vendor: vendor) {
        case nil, .undefined: break
        case .notAllowed: bits |= 1 << 2
        case .requireConsent: bits |= 2 << 2
        case .requireLegitimateInterest: bits |= 3 << 2
        }
        key = key << 4 | bits
      }
      return key
    }
  }
}
