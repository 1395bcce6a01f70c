extension PrivacySignals {
  /// These signals made at least as conservative as the flags the publisher wrote in its ad
  /// tag, so the tag, its wrappers and every beacon of the session say the same thing.
  ///
  /// `AdTagParameters` keeps a publisher's `1` in the tag; without this step a beacon's
  /// `[IFA]` could carry the identifier the tag itself withheld with `ltd=1`. Read flags:
  /// `npa=1` (non-personalised), `rdp=1`, `tfcd=1` and `tfua=1` (and `coppa` for `tfcd`),
  /// `ltd=1` (limited: no identifier), `is_lat=1` (no identifier), and `gdpr=1` (GDPR applies;
  /// without a TC string that means limited delivery, as the ad-serving table has it). Consent
  /// strings are not taken from the tag: two strings cannot be ranked, and the tag keeps its own.
  func constrained(byAdTag template: String?) -> PrivacySignals {
    guard let template, let mark = template.firstIndex(of: "?") else { return self }
    let end = template.firstIndex(of: "#") ?? template.endIndex
    guard mark < end else { return self }
    let query = AdTagQuery(template[template.index(after: mark)..<end])
    var signals = self
    if query.isRaised("gdpr"), gdprApplies != true {
      signals.gdprApplies = true
      if !signals.regulations.contains("gdpr") { signals.regulations.insert("gdpr", at: 0) }
      if tcString?.isEmpty ?? true { signals.limitedAds = true }
    }
    if query.isRaised("ltd") { signals.limitedAds = true }
    if signals.limitedAds || query.isRaised("is_lat") || query.isRaised("tfcd")
      || query.isRaised("tfua")
    {
      signals = signals.withoutIdentifier
    }
    if query.isRaised("npa") { signals.nonPersonalizedAds = true }
    if query.isRaised("rdp") { signals.restrictDataProcessing = true }
    if query.isRaised("tfua") { signals.underAgeOfConsent = true }
    if query.isRaised("tfcd"), !signals.childDirected {
      signals.childDirected = true
      if !signals.regulations.contains("coppa") { signals.regulations.append("coppa") }
    }
    return signals
  }
}
