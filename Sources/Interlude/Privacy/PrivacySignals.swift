/// What consent allows an ad request and its beacons to carry.
///
/// The loader reads these into ad-tag parameters and macros. Until the app supplies signals
/// from its consent manager, ``withheld`` applies: no identifier leaves the device (`[IFA]` and
/// `[IFATYPE]` are `-2`, withheld), `npa=1` and `is_lat=1`.
public struct PrivacySignals: Hashable, Sendable {
  /// Whether GDPR applies (`gdpr=1`/`0`); nil when unknown.
  public var gdprApplies: Bool?
  /// The IAB TCF TC string (`gdpr_consent`, `[GDPRCONSENT]`).
  public var tcString: String?
  /// Google's Additional Consent string (`addtl_consent`).
  public var additionalConsent: String?
  /// The IAB CCPA US Privacy string (`us_privacy`).
  public var usPrivacy: String?
  /// The IAB GPP string (`gpp`, `[GPPSTRING]`).
  public var gppString: String?
  /// The GPP section ids that apply (`gpp_sid`, `[GPPSECTIONID]`).
  public var gppSectionIDs: [Int]
  /// Personalised ads are not allowed (`npa=1`).
  public var nonPersonalizedAds: Bool
  /// Limited ads: no personal data, no identifiers (`ltd=1`).
  public var limitedAds: Bool
  /// Restricted data processing under US state laws (`rdp=1`).
  public var restrictDataProcessing: Bool
  /// The device's advertising identifier, present only when the user allowed tracking and
  /// consent allows it to be sent (`rdid`, `[IFA]`).
  public var advertisingIdentifier: String?
  /// The kind of ``advertisingIdentifier`` (`idfa` on iOS; `[IFATYPE]`, `idtype`).
  public var advertisingIdentifierType: String?
  /// Whether ad tracking is limited (`is_lat=1`, `[LIMITADTRACKING]`): true unless the user
  /// allowed tracking.
  public var limitAdTracking: Bool
  /// The regulations that apply, for `[REGULATIONS]` (for example `gdpr`, `coppa`).
  public var regulations: [String]
  /// The app treats this request as child-directed under COPPA (`tfcd=1`).
  public var childDirected: Bool
  /// The user is under the age of consent in the EEA (`tfua=1`).
  public var underAgeOfConsent: Bool

  /// Creates signals.
  public init(
    gdprApplies: Bool? = nil, tcString: String? = nil, additionalConsent: String? = nil,
    usPrivacy: String? = nil, gppString: String? = nil, gppSectionIDs: [Int] = [],
    nonPersonalizedAds: Bool = true, limitedAds: Bool = false,
    restrictDataProcessing: Bool = false, advertisingIdentifier: String? = nil,
    advertisingIdentifierType: String? = nil, limitAdTracking: Bool = true,
    regulations: [String] = [], childDirected: Bool = false, underAgeOfConsent: Bool = false
  ) {
    self.gdprApplies = gdprApplies
    self.tcString = tcString
    self.additionalConsent = additionalConsent
    self.usPrivacy = usPrivacy
    self.gppString = gppString
    self.gppSectionIDs = gppSectionIDs
    self.nonPersonalizedAds = nonPersonalizedAds
    self.limitedAds = limitedAds
    self.restrictDataProcessing = restrictDataProcessing
    self.advertisingIdentifier = advertisingIdentifier
    self.advertisingIdentifierType = advertisingIdentifierType
    self.limitAdTracking = limitAdTracking
    self.regulations = regulations
    self.childDirected = childDirected
    self.underAgeOfConsent = underAgeOfConsent
  }

  /// Nothing known, nothing allowed: no identifier, non-personalised ads, tracking limited.
  public static let withheld = PrivacySignals()

  /// These signals in limited mode, for requests sent after the consent gate timed out:
  /// `ltd=1`, `npa=1`, tracking limited and no identifier; the consent strings are kept.
  package var limitedForUnresolvedConsent: PrivacySignals {
    var limited = self.withoutIdentifier
    limited.limitedAds = true
    return limited
  }

  /// These signals with the app's own audience settings applied: a child-directed request or a
  /// user under the age of consent gets `tfcd=1` / `tfua=1`, non-personalised ads and no
  /// identifier, and `coppa` joins the regulations for a child-directed one.
  package func applying(_ settings: Settings) -> PrivacySignals {
    guard settings.childDirectedTreatment || settings.underAgeOfConsent else { return self }
    var restricted = self.withoutIdentifier
    restricted.childDirected = restricted.childDirected || settings.childDirectedTreatment
    restricted.underAgeOfConsent = restricted.underAgeOfConsent || settings.underAgeOfConsent
    if restricted.childDirected, !restricted.regulations.contains("coppa") {
      restricted.regulations.append("coppa")
    }
    return restricted
  }

  /// These signals with non-personalised ads, tracking limited and no identifier.
  var withoutIdentifier: PrivacySignals {
    var withheld = self
    withheld.nonPersonalizedAds = true
    withheld.advertisingIdentifier = nil
    withheld.advertisingIdentifierType = nil
    withheld.limitAdTracking = true
    return withheld
  }
}
