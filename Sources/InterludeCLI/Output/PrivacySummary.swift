import Interlude
import InterludeConsent
import InterludeSimulation

/// The privacy state a simulated session ran under and what it let leave the device: the
/// header of `simulate`'s timeline and the `privacy` object of its JSON.
struct PrivacySummary: Encodable, Sendable {
  /// Whether any consent option was given; without one everything is withheld.
  var consentOptions: Bool
  /// The ATT answer.
  var att: String
  /// Whether GDPR applies; nil when unknown.
  var gdprApplies: Bool?
  /// The ad-serving mode for Google Ad Manager (`personalized`, `nonPersonalized`, `limited`,
  /// `technical`), or `withheld` without consent options.
  var mode: String
  /// Whether the stored US signals (the US Privacy string, the GPP US sections) opt out of
  /// sale, sharing or targeted advertising: `rdp=1`, `npa=1`, and no identifier or `ppid`.
  var usOptOut: Bool
  /// What makes it an opt-out (`usnat SaleOptOut=1`, `us_privacy OptOutSale=Y` …).
  var usOptOutReasons: [String]
  /// `us_privacy` as the requests carry it; nil when none is stored.
  var usPrivacy: String?
  /// `gpp_sid`: the GPP section ids in force the requests carry.
  var gppSectionIDs: [Int]
  /// `npa=1`: non-personalised ads.
  var npa: Bool
  /// `ltd=1`: limited ads.
  var ltd: Bool
  /// `rdp=1`: restricted data processing.
  var rdp: Bool
  /// `is_lat=1` and `[LIMITADTRACKING]=1`.
  var isLat: Bool
  /// The device's advertising identifier (`--idfa`), if it has one.
  var identifier: String?
  /// Whether consent and ATT let the identifier be sent.
  var identifierAllowed: Bool
  /// How many outbound URLs carry the identifier (0 without one).
  var urlsWithIdentifier = 0
  /// How many URLs the session sent.
  var outboundURLs = 0

  /// The state from the consent options and the signals the SDK computed from them.
  init(consent: SimulatedConsent, signals: PrivacySignals) {
    consentOptions = consent.isConfigured
    att = consent.tracking.rawValue
    gdprApplies = consent.gdprApplies()
    mode = consent.adServingMode()?.rawValue ?? "withheld"
    usOptOutReasons = consent.usOptOutReasons()
    usOptOut = signals.restrictDataProcessing
    usPrivacy = signals.usPrivacy
    gppSectionIDs = signals.gppSectionIDs
    npa = signals.nonPersonalizedAds
    ltd = signals.limitedAds
    rdp = signals.restrictDataProcessing
    isLat = signals.limitAdTracking
    identifier = consent.advertisingIdentifier.flatMap { $0.isEmpty ? nil : $0 }
    identifierAllowed = signals.advertisingIdentifier != nil
  }

  /// This summary with the session's outbound URLs counted.
  func counting(_ outbound: [OutboundRequest]) -> PrivacySummary {
    var counted = self
    counted.outboundURLs = outbound.count
    if let identifier {
      counted.urlsWithIdentifier = outbound.count { $0.url.contains(identifier) }
    }
    return counted
  }

  /// One line for the text timeline, as
  /// `privacy: ATT denied, GDPR does not apply, mode personalized (npa=0 ltd=0 is_lat=1),
  /// identifier withheld: in 0 of 57 outbound URLs`.
  var line: String {
    let gdpr =
      switch gdprApplies {
      case true?: "GDPR applies"
      case false?: "GDPR does not apply"
      case nil: "GDPR unknown"
      }
    var flags = ["npa=\(bit(npa))", "ltd=\(bit(ltd))"]
    if rdp { flags.append("rdp=1") }
    flags.append("is_lat=\(bit(isLat))")
    var state = ["ATT \(att)", gdpr]
    if !gppSectionIDs.isEmpty {
      state.append("gpp_sid \(gppSectionIDs.map(String.init).joined(separator: ","))")
    }
    if let usPrivacy { state.append("us_privacy \(usPrivacy)") }
    if usOptOut {
      let reasons = usOptOutReasons.isEmpty ? "" : " (\(usOptOutReasons.joined(separator: ", ")))"
      state.append("US opt-out\(reasons): no identifier, no ppid")
    }
    let description =
      consentOptions
      ? state.joined(separator: ", ") + ", mode \(mode) (\(flags.joined(separator: " ")))"
      : "no consent options, all withheld (\(state.joined(separator: ", ")), "
        + flags.joined(separator: " ") + ")"
    let sent: String
    if identifier == nil {
      sent = "no device identifier"
    } else {
      let verdict = identifierAllowed ? "sent" : "withheld"
      sent = "identifier \(verdict): in \(urlsWithIdentifier) of \(outboundURLs) outbound URLs"
    }
    return "privacy: \(description), \(sent)"
  }

  private func bit(_ flag: Bool) -> String { flag ? "1" : "0" }

  private enum CodingKeys: String, CodingKey {
    case consentOptions, att, gdprApplies, mode, usOptOut, usOptOutReasons, usPrivacy
    case gppSectionIDs, npa, ltd, rdp, isLat, identifier
    case identifierAllowed, urlsWithIdentifier, outboundURLs
  }

  /// Encodes every key, `null` when absent.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(consentOptions, forKey: .consentOptions)
    try container.encode(att, forKey: .att)
    try container.encode(gdprApplies, forKey: .gdprApplies)
    try container.encode(mode, forKey: .mode)
    try container.encode(usOptOut, forKey: .usOptOut)
    try container.encode(usOptOutReasons, forKey: .usOptOutReasons)
    try container.encode(usPrivacy, forKey: .usPrivacy)
    try container.encode(gppSectionIDs, forKey: .gppSectionIDs)
    try container.encode(npa, forKey: .npa)
    try container.encode(ltd, forKey: .ltd)
    try container.encode(rdp, forKey: .rdp)
    try container.encode(isLat, forKey: .isLat)
    try container.encode(identifier, forKey: .identifier)
    try container.encode(identifierAllowed, forKey: .identifierAllowed)
    try container.encode(urlsWithIdentifier, forKey: .urlsWithIdentifier)
    try container.encode(outboundURLs, forKey: .outboundURLs)
  }
}
