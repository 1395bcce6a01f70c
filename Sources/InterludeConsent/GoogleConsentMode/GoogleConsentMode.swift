/// The four Google Consent Mode v2 signals that follow from the user's TCF choice, for an app
/// that passes consent to Google Analytics for Firebase (`Analytics.setConsent`) or to a
/// Google tag itself.
///
/// The mapping is Google's table for TCF-based consent ("Use consent mode with TCF", the
/// consent mode TCF integration in Google's tag platform documentation), read as "a signal is
/// granted when none of its purposes is denied":
///
/// | signal | TCF purposes | granted when |
/// |---|---|---|
/// | `ad_storage` | 1 (store and/or access information on a device) | purpose 1 allowed |
/// | `ad_user_data` | 1 and 7 (measure advertising performance) | purposes 1 and 7 allowed |
/// | `ad_personalization` | 3 and 4 (personalised ads profile and selection) | both allowed |
/// | `analytics_storage` | 1 | purpose 1 consented to |
///
/// "Allowed" is judged for Google Advertising Products, vendor 755 (``googleVendorID``), as the
/// TCF requires of any vendor: the purpose AND the vendor consented to, or, for purpose 7 only,
/// the purpose's AND the vendor's legitimate interest established. Purposes 1, 3 and 4 can only
/// rest on consent. The publisher's restrictions for vendor 755 come first (`notAllowed` denies
/// the purpose; `requireConsent` or `requireLegitimateInterest` leaves only that basis).
///
/// Google's table does not map `analytics_storage` (its TCF integration leaves Google
/// Analytics' own storage to the app): here it follows the purpose 1 consent, which storing an
/// analytics identifier on the device needs, without a vendor check, since Google Analytics is
/// not a TCF vendor.
///
/// Google's tags accept only TC strings that follow the TCF policy; a missing string, or one
/// that breaks a TCF rule, grants nothing. Where GDPR does not apply, the TCF restricts nothing
/// and all four are granted: an app under another regime lowers them itself.
public struct GoogleConsentMode: Hashable, Sendable, Codable {
  /// Google Advertising Products' id in the Global Vendor List.
  public static let googleVendorID = 755
  /// The TCF purposes the signals follow (see the table above).
  package static let purposes = [1, 3, 4, 7]

  /// `ad_storage`: storage (cookies, identifiers) for advertising.
  public var adStorage: GoogleConsentStatus
  /// `analytics_storage`: storage for analytics.
  public var analyticsStorage: GoogleConsentStatus
  /// `ad_user_data`: sending user data to Google for advertising.
  public var adUserData: GoogleConsentStatus
  /// `ad_personalization`: personalised advertising (remarketing).
  public var adPersonalization: GoogleConsentStatus

  /// Every signal granted.
  public static let allGranted = GoogleConsentMode(
    adStorage: .granted, analyticsStorage: .granted, adUserData: .granted,
    adPersonalization: .granted)
  /// Every signal denied: the state before the user chose, where GDPR applies.
  public static let allDenied = GoogleConsentMode(
    adStorage: .denied, analyticsStorage: .denied, adUserData: .denied,
    adPersonalization: .denied)

  /// Creates the signals.
  package init(
    adStorage: GoogleConsentStatus, analyticsStorage: GoogleConsentStatus,
    adUserData: GoogleConsentStatus, adPersonalization: GoogleConsentStatus
  ) {
    self.adStorage = adStorage
    self.analyticsStorage = analyticsStorage
    self.adUserData = adUserData
    self.adPersonalization = adPersonalization
  }

  /// The signals for TCF choices where GDPR applies, after Google's table (see the type).
  package init(signals: VendorDecisionInput) {
    func allowed(_ purpose: Int, legitimateInterestAccepted: Bool = false) -> Bool {
      signals.allows(
        purpose: purpose, vendor: Self.googleVendorID,
        legitimateInterestAccepted: legitimateInterestAccepted)
    }
    let storage = allowed(1)
    self.init(
      adStorage: GoogleConsentStatus(allowed: storage),
      analyticsStorage: GoogleConsentStatus(allowed: signals.purposeConsents.contains(1)),
      adUserData: GoogleConsentStatus(
        allowed: storage && allowed(7, legitimateInterestAccepted: true)),
      adPersonalization: GoogleConsentStatus(allowed: allowed(3) && allowed(4)))
  }

  /// The signals for a user's choice where GDPR applies (a choice has no publisher
  /// restrictions).
  package init(choice: ConsentChoice) {
    self.init(
      signals: VendorDecisionInput(
        purposeConsents: choice.purposes,
        purposeLegitimateInterests: choice.legitimateInterestPurposes,
        vendorConsents: choice.vendors, vendorLegitimateInterests: choice.legitimateInterestVendors
      ))
  }

  /// The signals given whether GDPR applies (nil: unknown, treated as applying) and the TC
  /// string stored: all granted when it does not apply; all denied without a string, or with
  /// one that breaks a TCF rule (an error in ``TCString/policyFindings``); otherwise Google's
  /// table.
  public static func evaluate(gdprApplies: Bool?, tcString: TCString?) -> GoogleConsentMode {
    if gdprApplies == false { return .allGranted }
    guard let tcString, tcString.policyChecks.isValid else { return .allDenied }
    return GoogleConsentMode(
      signals: VendorDecisionInput(tcString, vendor: googleVendorID, purposes: purposes))
  }

  /// The signals by their consent mode names (`ad_storage`, …), in Google's order.
  public var parameters: [(name: String, status: GoogleConsentStatus)] {
    [
      (CodingKeys.adStorage.rawValue, adStorage),
      (CodingKeys.analyticsStorage.rawValue, analyticsStorage),
      (CodingKeys.adUserData.rawValue, adUserData),
      (CodingKeys.adPersonalization.rawValue, adPersonalization),
    ]
  }

  /// One line: `ad_storage=granted analytics_storage=… ad_user_data=… ad_personalization=…`.
  package var summary: String {
    parameters.map { "\($0.name)=\($0.status.rawValue)" }.joined(separator: " ")
  }

  /// The consent mode names, as JSON keys.
  private enum CodingKeys: String, CodingKey {
    case adStorage = "ad_storage"
    case analyticsStorage = "analytics_storage"
    case adUserData = "ad_user_data"
    case adPersonalization = "ad_personalization"
  }
}
