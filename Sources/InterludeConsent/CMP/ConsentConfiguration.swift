public import Foundation

/// How the consent engine is set up by the publisher.
public struct ConsentConfiguration: Hashable, Sendable {
  /// The CMP id registered with the IAB.
  public var cmpId: Int
  /// The CMP's version.
  public var cmpVersion: Int
  /// The publisher's country (ISO 3166-1 alpha-2).
  public var publisherCountryCode: String
  /// The language of the consent layer, a language tag (`DE`, `pt-BR`, `zh-Hant`); nil (the
  /// default) for the automatic choice: the first of the user's preferred languages the layer
  /// has, else English (``ConsentManager/language``). A tag the layer has no translation for
  /// shows it in English.
  public var language: String?
  /// The version of the Global Vendor List the layer shows.
  public var vendorListVersion: Int
  /// The TCF policy version (4 for TCF 2.2, 5 for TCF 2.3).
  public var tcfPolicyVersion: Int
  /// The purposes the publisher asks consent for.
  public var purposes: Set<Int>
  /// The purposes used under legitimate interest. Purposes 1 and 3–6 are consent-only:
  /// ``validate(against:)`` refuses them here, and were they left in, the layer would not offer
  /// them and no saved choice would record them.
  public var legitimateInterestPurposes: Set<Int>
  /// The special features the publisher asks opt-in for.
  public var specialFeatures: Set<Int>
  /// The stacks (GVL ids) the layer shows in place of the purposes and special features they
  /// group; each must group only configured ones, and no two may share any.
  public var stacks: Set<Int>
  /// The vendors the publisher works with.
  public var vendors: Set<Int>
  /// The vendors that rely on legitimate interest.
  public var legitimateInterestVendors: Set<Int>
  /// Each vendor's consent purposes (from the GVL), so that rejecting a purpose can also reject
  /// the vendors that need it; vendors not listed count as needing every purpose.
  public var vendorPurposes: [Int: Set<Int>]
  /// The advertising (tracking) purposes rejected when ATT is denied: by default 3 and 4
  /// (personalised advertising profiles).
  public var trackingPurposes: Set<Int>
  /// Whether the GDPR applies; ``GDPRApplicability/automatic`` (the default) decides from
  /// ``userRegion``, then the device's region, and treats an unknown region as applying.
  public var gdprApplies: GDPRApplicability
  /// The user's region as the app knows it, read by ``GDPRApplicability/automatic`` before the
  /// device's region: the App Store storefront's country (`Storefront.countryCode`, alpha-3)
  /// or a server's geolocation answer (ISO 3166-1 alpha-2 or alpha-3, or an ISO 3166-2
  /// subdivision such as `ES-CN`); nil or an unreadable code falls back to the device's region.
  public var userRegion: String?
  /// Testing only, like Google UMP's debug geography: with ``GDPRApplicability/automatic``, the
  /// user is taken to be in this geography whatever the regions say. Never ship a build with it.
  public var debugGeography: ConsentGeography?
  /// Testing only: with ``debugGeography`` set to ``ConsentGeography/regulatedUSState``, the
  /// user's state as a two-letter postal code (`CA`), which decides the US privacy section
  /// (``USPrivacyManager/determination``); nil gives the national section.
  public var debugUSState: String?
  /// How long a choice stands before the layer asks again (13 months by default, the TCF 2.2
  /// policy's maximum). In a JSON configuration, `reconsentAfter` is a number of seconds.
  public var reconsentAfter: Duration
  /// Google ad technology providers outside the GVL the publisher works with: the layer shows
  /// each with its own consent toggle, and the Additional Consent string records the answers.
  public var additionalConsentProviders: Set<Int>
  /// The publisher forces a new choice from everyone whose choice dates from before this day
  /// (UTC), after a change of partners or texts; nil forces nothing.
  public var reconsentRequiredBefore: Date?

  /// Creates a configuration.
  public init(
    cmpId: Int, cmpVersion: Int = 1, publisherCountryCode: String = "AA", language: String? = nil,
    vendorListVersion: Int, tcfPolicyVersion: Int = 5, purposes: Set<Int> = Set(1...11),
    legitimateInterestPurposes: Set<Int> = [], specialFeatures: Set<Int> = [],
    stacks: Set<Int> = [], vendors: Set<Int> = [], legitimateInterestVendors: Set<Int> = [],
    vendorPurposes: [Int: Set<Int>] = [:], trackingPurposes: Set<Int> = [3, 4],
    gdprApplies: GDPRApplicability = .automatic,
    reconsentAfter: Duration = .seconds(13 * 30.44 * 24 * 3600),
    additionalConsentProviders: Set<Int> = [], reconsentRequiredBefore: Date? = nil,
    userRegion: String? = nil, debugGeography: ConsentGeography? = nil,
    debugUSState: String? = nil
  ) {
    self.cmpId = cmpId
    self.cmpVersion = cmpVersion
    self.publisherCountryCode = publisherCountryCode
    self.language = language
    self.vendorListVersion = vendorListVersion
    self.tcfPolicyVersion = tcfPolicyVersion
    self.purposes = purposes
    self.legitimateInterestPurposes = legitimateInterestPurposes
    self.specialFeatures = specialFeatures
    self.stacks = stacks
    self.vendors = vendors
    self.legitimateInterestVendors = legitimateInterestVendors
    self.vendorPurposes = vendorPurposes
    self.trackingPurposes = trackingPurposes
    self.gdprApplies = gdprApplies
    self.reconsentAfter = reconsentAfter
    self.additionalConsentProviders = additionalConsentProviders
    self.reconsentRequiredBefore = reconsentRequiredBefore
    self.userRegion = userRegion
    self.debugGeography = debugGeography
    self.debugUSState = debugUSState
  }
}
