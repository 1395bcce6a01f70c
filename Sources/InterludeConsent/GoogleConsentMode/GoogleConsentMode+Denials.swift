extension GoogleConsentMode {
  /// Why each signal that ``evaluate(gdprApplies:tcString:)`` denies is denied, in Google's
  /// order (``parameters``): `("ad_storage", "vendor 755 has no consent for purpose 1: the
  /// string has no consent for vendor 755")`. Empty when every signal is granted.
  package static func denials(
    gdprApplies: Bool?, tcString: TCString?
  ) -> [(name: String, reason: String)] {
    var reasons = DenialReasons()
    return reasons.denials(gdprApplies: gdprApplies, tcString: tcString)
  }

  /// Why each signal is denied that Google's table denies for `signals`, which concern
  /// vendor 755 and ``purposes`` (``VendorDecisionInput/init(_:vendor:purposes:)``).
  static func denials(signals: VendorDecisionInput) -> [(name: String, reason: String)] {
    let mode = GoogleConsentMode(signals: signals)
    func reasons(_ purposes: [Int], legitimateInterest: Set<Int> = []) -> String {
      purposes.compactMap {
        signals.denial(purpose: $0, legitimateInterestAccepted: legitimateInterest.contains($0))
      }.joined(separator: "; ")
    }
    var denials: [(name: String, reason: String)] = []
    for (name, status) in mode.parameters where status == .denied {
      switch name {
      case "analytics_storage":
        denials.append((name, "purpose 1 has no consent"))
      case "ad_storage":
        denials.append((name, reasons([1])))
      case "ad_user_data":
        denials.append((name, reasons([1, 7], legitimateInterest: [7])))
      default:
        denials.append((name, reasons([3, 4])))
      }
    }
    return denials
  }
}

extension VendorDecisionInput {
  /// Why Google's vendor (755) may not process for `purpose`, or nil when it may: the
  /// publisher's restriction, or the consent (and, when `legitimateInterestAccepted`, the
  /// legitimate interest) missing for the purpose, the vendor or both.
  fileprivate func denial(purpose: Int, legitimateInterestAccepted: Bool) -> String? {
    let vendor = GoogleConsentMode.googleVendorID
    guard
      !allows(
        purpose: purpose, vendor: vendor, legitimateInterestAccepted: legitimateInterestAccepted)
    else { return nil }
    let restriction = restriction(purpose: purpose, vendor: vendor)
    if restriction == .notAllowed {
      return "the publisher does not allow purpose \(purpose) for vendor \(vendor)"
    }
    func missing(_ purposes: Set<Int>, _ vendors: Set<Int>) -> String {
      switch (purposes.contains(purpose), vendors.contains(vendor)) {
      case (false, false): "neither purpose \(purpose) nor vendor \(vendor) has it"
      case (false, true): "purpose \(purpose) has none"
      default: "vendor \(vendor) has none"
      }
    }
    // Each missing basis is described only when the reason names it.
    func interest() -> String { missing(purposeLegitimateInterests, vendorLegitimateInterests) }
    if restriction == .requireLegitimateInterest {
      return "vendor \(vendor) has no legitimate interest for purpose \(purpose), which the "
        + "publisher requires: \(interest())"
    }
    let consent = missing(purposeConsents, vendorConsents)
    guard legitimateInterestAccepted, restriction != .requireConsent else {
      return "vendor \(vendor) has no consent for purpose \(purpose): \(consent)"
    }
    return "vendor \(vendor) has neither consent nor legitimate interest for purpose "
      + "\(purpose): for consent \(consent), for legitimate interest \(interest())"
  }
}
