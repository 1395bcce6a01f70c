import InterludeConsent

/// What every outbound URL of a matrix cell's session must carry, derived from the cell's
/// description by the rules of issue 6 and Google's ad-serving table, not by calling the
/// production evaluator (so that a change to it shows up here).
///
/// The rules:
/// - Mode: GDPR not applying is personalised; applying without a string is technical; purpose 1
///   refused is limited; purpose 1 with 3/4 refused is non-personalised; full consent is
///   personalised; vendor 755 refused (no consent, no legitimate interest) is technical.
/// - The identifier is sent only when ATT is authorized, and GDPR does not apply or the mode is
///   personalised or non-personalised, and there is no US opt-out.
/// - Ad tag: `gdpr=0/1`; the stored strings forwarded unchanged (`gdpr_consent`,
///   `addtl_consent`, `us_privacy`, `gpp`, `gpp_sid`); `npa=1` unless personalised without a
///   US opt-out; `ltd=1` for limited and technical; `rdp=1` for a US opt-out; `is_lat=0` with
///   `rdid`, `idtype=idfa` and `ppid` only with the identifier, else `is_lat=1` and none.
/// - Macros: `[IFA]`/`[IFATYPE]` the identifier/`idfa`, else `-2`; `[LIMITADTRACKING]` `0`
///   with the identifier, else `1`; `[GDPRCONSENT]`, `[GPPSTRING]`, `[GPPSECTIONID]` the stored
///   value or `-1`; `[REGULATIONS]` lists `gdpr` when GDPR applies and
///   ``usRegulationToken`` when a US string is stored, `-1` when none.
struct PrivacyMatrixExpectation: Sendable {
  /// The ad-serving mode, written out here rather than taken from `AdServingMode`.
  enum Mode: String, Sendable {
    /// Personalised ads.
    case personalized
    /// Non-personalised ads.
    case nonPersonalized
    /// Limited ads.
    case limited
    /// Technical delivery only.
    case technical
  }

  /// The device's advertising identifier in every cell; recognisable in any URL.
  static let identifier = "6D92078A-8246-4BA4-AE5B-76104861E7DC"

  /// The publisher-provided identifier (``Settings/ppid``) of every cell's session; it follows
  /// the device identifier's rule.
  static let ppid = "matrix-ppid-5F0C2A"

  /// The `[REGULATIONS]` token for a stored US Privacy or GPP US string. The lead engineer
  /// names it; adjust here if the name changes (nil: no US token expected).
  static let usRegulationToken: String? = "ccpa"

  /// The privacy parameters of an ad tag this matrix checks.
  static let adTagParameterNames = [
    "gdpr", "gdpr_consent", "addtl_consent", "us_privacy", "gpp", "gpp_sid", "npa", "ltd", "rdp",
    "is_lat", "rdid", "idtype", "ppid", "tfcd", "tfua",
  ]

  /// The expected mode.
  let mode: Mode
  /// Whether the identifier may leave the device.
  let identifierSent: Bool
  /// Each ad-tag privacy parameter's value; nil when it must be absent.
  let adTagParameters: [String: String?]
  /// Each macro's value, by macro name (`IFA`, `GDPRCONSENT`…).
  let macros: [String: String]
  /// The expected `[REGULATIONS]` entries (order free); empty means `-1`.
  let regulations: Set<String>

  /// The expectation for `cell`, whose CMP stored `stored`.
  init(_ cell: PrivacyMatrixCell, stored: PrivacyMatrixConsent.Stored) {
    let mode: Mode =
      switch cell.tcf {
      case .gdprDoesNotApply: .personalized
      case .noStringYet: .technical
      case .purposeOneRefused: .limited
      case .purposeOneOnly: .nonPersonalized
      case .fullConsent: .personalized
      case .adServerVendorRefused: .technical
      }
    let gdprApplies = cell.tcf != .gdprDoesNotApply
    let optedOut = cell.us.isOptOut
    let consentAllows = !gdprApplies || mode == .personalized || mode == .nonPersonalized
    let sent = cell.att == .authorized && consentAllows && !optedOut
    self.mode = mode
    self.identifierSent = sent

    func flag(_ raised: Bool) -> String? { raised ? "1" : nil }
    adTagParameters = [
      "gdpr": gdprApplies ? "1" : "0",
      "gdpr_consent": stored.tcString,
      "addtl_consent": stored.additionalConsent,
      "us_privacy": stored.usPrivacy,
      "gpp": stored.gppString,
      "gpp_sid": stored.gppSectionIDs.isEmpty
        ? nil : stored.gppSectionIDs.map(String.init).joined(separator: ","),
      "npa": flag(mode != .personalized || optedOut),
      "ltd": flag(mode == .limited || mode == .technical),
      "rdp": flag(optedOut),
      "is_lat": sent ? "0" : "1",
      "rdid": sent ? Self.identifier : nil,
      "idtype": sent ? "idfa" : nil,
      "ppid": sent ? Self.ppid : nil,
      "tfcd": nil,
      "tfua": nil,
    ]

    var regulations: Set<String> = []
    if gdprApplies { regulations.insert("gdpr") }
    if stored.usPrivacy != nil || stored.gppString != nil, let token = Self.usRegulationToken {
      regulations.insert(token)
    }
    self.regulations = regulations
    macros = [
      "IFA": sent ? Self.identifier : "-2",
      "IFATYPE": sent ? "idfa" : "-2",
      "LIMITADTRACKING": sent ? "0" : "1",
      "GDPRCONSENT": stored.tcString ?? "-1",
      "GPPSTRING": stored.gppString ?? "-1",
      "GPPSECTIONID": stored.gppSectionIDs.isEmpty
        ? "-1" : stored.gppSectionIDs.map(String.init).joined(separator: ","),
    ]
  }
}
