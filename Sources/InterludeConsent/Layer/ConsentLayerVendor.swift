/// What the vendor list discloses about one vendor, from its Global Vendor List entry, in the
/// list's language: the purposes on each legal basis, special purposes, features and special
/// features, the data it collects, how long it keeps it, how it stores data on the device, and
/// its privacy policy and legitimate-interest claim.
public struct ConsentLayerVendor: Hashable, Sendable {
  /// How long the vendor keeps data for one purpose or special purpose.
  public struct Retention: Hashable, Sendable {
    /// The purpose's or special purpose's name.
    public var name: String
    /// The retention in days; nil when the vendor declared none for it.
    public var days: Int?

    /// Creates an entry.
    package init(name: String, days: Int?) {
      self.name = name
      self.days = days
    }
  }

  /// A page of the vendor's that opens in the browser, with its title.
  public struct WebPage: Hashable, Sendable {
    /// Its label ("Privacy policy").
    public var title: String
    /// Its address, as the vendor list gives it.
    public var url: String

    /// Creates a page.
    package init(title: String, url: String) {
      self.title = title
      self.url = url
    }
  }

  /// The vendor's GVL id.
  public var id: Int
  /// The vendor's name.
  public var name: String
  /// The purposes it uses with consent.
  public var consentPurposes: [String]
  /// The purposes it uses under legitimate interest.
  public var legitimateInterestPurposes: [String]
  /// Its special purposes.
  public var specialPurposes: [String]
  /// Its features.
  public var features: [String]
  /// Its special features.
  public var specialFeatures: [String]
  /// The categories of data it collects.
  public var dataCategories: [String]
  /// Its retention for each of its purposes, then each of its special purposes; empty when it
  /// declared no retention at all.
  public var retention: [Retention]
  /// Whether it uses cookies.
  public var usesCookies: Bool
  /// The longest lifetime of its cookies in seconds (zero or less: the session); nil when
  /// undeclared.
  public var cookieMaxAgeSeconds: Int?
  /// Whether its cookies' lifetime is refreshed on use; nil when undeclared.
  public var cookieRefresh: Bool?
  /// Whether it uses device storage other than cookies; nil when undeclared.
  public var usesNonCookieAccess: Bool?
  /// The URL of its device storage disclosure.
  public var deviceStorageDisclosureURL: String?
  /// Its privacy policy, in the layer's language when it has one.
  public var privacyPolicyURL: String?
  /// Its legitimate-interest claim, in the layer's language when it has one.
  public var legitimateInterestClaimURL: String?

  /// Creates a disclosure.
  package init(
    id: Int, name: String, consentPurposes: [String] = [],
    legitimateInterestPurposes: [String] = [], specialPurposes: [String] = [],
    features: [String] = [], specialFeatures: [String] = [], dataCategories: [String] = [],
    retention: [Retention] = [], usesCookies: Bool = false, cookieMaxAgeSeconds: Int? = nil,
    cookieRefresh: Bool? = nil, usesNonCookieAccess: Bool? = nil,
    deviceStorageDisclosureURL: String? = nil, privacyPolicyURL: String? = nil,
    legitimateInterestClaimURL: String? = nil
  ) {
    self.id = id
    self.name = name
    self.consentPurposes = consentPurposes
    self.legitimateInterestPurposes = legitimateInterestPurposes
    self.specialPurposes = specialPurposes
    self.features = features
    self.specialFeatures = specialFeatures
    self.dataCategories = dataCategories
    self.retention = retention
    self.usesCookies = usesCookies
    self.cookieMaxAgeSeconds = cookieMaxAgeSeconds
    self.cookieRefresh = cookieRefresh
    self.usesNonCookieAccess = usesNonCookieAccess
    self.deviceStorageDisclosureURL = deviceStorageDisclosureURL
    self.privacyPolicyURL = privacyPolicyURL
    self.legitimateInterestClaimURL = legitimateInterestClaimURL
  }

  /// The disclosure of `vendor` with the texts of `names`, its URLs in `language` (else English,
  /// else the first the vendor gives).
  init(_ vendor: GVLVendor, names: ConsentLayerNames, language: String) {
    let purposeIDs = Set(vendor.purposes).union(vendor.legIntPurposes).sorted()
    var retention: [Retention] = []
    if let declared = vendor.dataRetention {
      retention += purposeIDs.map {
        Retention(name: names.entry(.purpose, $0).name, days: declared.days(forPurpose: $0))
      }
      retention += Set(vendor.specialPurposes).sorted().map {
        Retention(
          name: names.entry(.specialPurpose, $0).name, days: declared.days(forSpecialPurpose: $0))
      }
    }
    let urls =
      vendor.urls.filter { $0.langId.lowercased() == language }
      + vendor.urls.filter { $0.langId.lowercased() == "en" } + vendor.urls
    self.init(
      id: vendor.id, name: ConsentLayerNames.trimmed(vendor.name),
      consentPurposes: names.names(.purpose, vendor.purposes),
      legitimateInterestPurposes: names.names(.purpose, vendor.legIntPurposes),
      specialPurposes: names.names(.specialPurpose, vendor.specialPurposes),
      features: names.names(.feature, vendor.features),
      specialFeatures: names.names(.specialFeature, vendor.specialFeatures),
      dataCategories: names.dataCategoryNames(vendor.dataDeclaration), retention: retention,
      usesCookies: vendor.usesCookies, cookieMaxAgeSeconds: vendor.cookieMaxAgeSeconds,
      cookieRefresh: vendor.cookieRefresh, usesNonCookieAccess: vendor.usesNonCookieAccess,
      deviceStorageDisclosureURL: Self.url(vendor.deviceStorageDisclosureUrl),
      privacyPolicyURL: urls.lazy.compactMap { Self.url($0.privacy) }.first,
      legitimateInterestClaimURL: urls.lazy.compactMap { Self.url($0.legIntClaim) }.first)
  }

  /// A URL as the list writes it, trimmed (real lists pad some with spaces); nil when empty.
  private static func url(_ text: String?) -> String? {
    text.map(ConsentLayerNames.trimmed).flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The longest cookie lifetime in words: days (rounded up), seconds under a day, the session,
  /// no cookies, or not declared.
  public func cookieLifetime(_ texts: ConsentLayerTexts) -> String {
    guard let seconds = cookieMaxAgeSeconds else {
      return usesCookies ? texts.notDeclared : texts.noCookies
    }
    if seconds <= 0 { return texts.session }
    if seconds < 86_400 { return texts.duration(seconds: seconds) }
    return texts.duration(days: seconds / 86_400 + (seconds % 86_400 == 0 ? 0 : 1))
  }

  /// The disclosure as `label: value` lines, for a UI to show under the vendor's name. Lists the
  /// vendor left empty are left out; storage, retention and the privacy policy always appear
  /// ("not declared" when missing). Without `includingLinks`, the lines of ``links(_:)`` are
  /// left out (a UI that shows them as links), "not declared" for a missing policy stays.
  public func disclosureLines(_ texts: ConsentLayerTexts, includingLinks: Bool = true) -> [String] {
    var lines: [String] = []
    func list(_ label: String, _ values: [String]) {
      if !values.isEmpty { lines.append("\(label): \(values.joined(separator: ", "))") }
    }
    list(texts.consentPurposes, consentPurposes)
    list(texts.legitimateInterestPurposes, legitimateInterestPurposes)
    list(texts.vendorSpecialPurposes, specialPurposes)
    list(texts.vendorFeatures, features)
    list(texts.vendorSpecialFeatures, specialFeatures)
    list(texts.dataCategories, dataCategories)
    let periods = retention.map { entry in
      "\(entry.name): \(entry.days.map(texts.duration(days:)) ?? texts.notDeclared)"
    }
    lines.append(
      "\(texts.retention): "
        + (periods.isEmpty ? texts.notDeclared : periods.joined(separator: "; ")))
    lines.append("\(texts.cookieMaxAge): \(cookieLifetime(texts))")
    if usesCookies || cookieMaxAgeSeconds != nil {
      lines.append("\(texts.cookieRefresh): \(texts.answer(cookieRefresh))")
    }
    lines.append("\(texts.nonCookieAccess): \(texts.answer(usesNonCookieAccess))")
    func link(_ title: String, _ url: String?) {
      if includingLinks, let url { lines.append("\(title): \(url)") }
    }
    link(texts.deviceStorageDisclosure, deviceStorageDisclosureURL)
    if privacyPolicyURL == nil {
      lines.append("\(texts.privacyPolicy): \(texts.notDeclared)")
    }
    link(texts.privacyPolicy, privacyPolicyURL)
    link(texts.legitimateInterestClaim, legitimateInterestClaimURL)
    return lines
  }

  /// The vendor's pages that open in the browser, titled: its device storage disclosure,
  /// privacy policy and legitimate interest claim, those it gives. A UI shows them as links with
  /// ``ConsentLayerTexts/opensInBrowserHint``.
  public func links(_ texts: ConsentLayerTexts) -> [WebPage] {
    [
      (texts.deviceStorageDisclosure, deviceStorageDisclosureURL),
      (texts.privacyPolicy, privacyPolicyURL),
      (texts.legitimateInterestClaim, legitimateInterestClaimURL),
    ].compactMap { title, url in url.map { WebPage(title: title, url: $0) } }
  }
}
