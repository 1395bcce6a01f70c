import InterludeConsent

/// What the stored US signals (the US Privacy string and GPP's US sections) say.
struct USPrivacyState {
  /// Whether a US regime applies: a US Privacy string with any flag other than `-`, or a GPP
  /// string with a US section.
  var applies: Bool
  /// Whether the user opted out of sale, sharing or targeted advertising (or sent GPC). A
  /// stored string that cannot be decoded counts as an opt-out.
  var optedOut: Bool

  init(usPrivacy: String?, gppString: String?) {
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
    if let gppString, !gppString.isEmpty {
      if let decoded = try? GPPString(decoding: gppString) {
        applies = applies || decoded.hasUSSection
        optedOut = optedOut || decoded.hasUSOptOut
      } else {
        optedOut = true
      }
    }
    self.applies = applies
    self.optedOut = optedOut
  }
}
