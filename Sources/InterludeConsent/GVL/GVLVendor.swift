public import Foundation

/// One vendor of the Global Vendor List v3.
///
/// Every collection defaults to empty and every optional field to nil when absent, so a list
/// written by an older or newer generator still decodes.
public struct GVLVendor: Hashable, Sendable, GVLDocument {
  /// The vendor id. Ids are sparse: the highest id is far above the vendor count.
  public var id: Int
  /// The vendor's legal name.
  public var name: String
  /// Purposes declared under the consent legal basis.
  public var purposes: [Int]
  /// Purposes declared under the legitimate-interest legal basis.
  public var legIntPurposes: [Int]
  /// Purposes whose legal basis a publisher restriction may switch (a subset of the two above).
  public var flexiblePurposes: [Int]
  /// Special purposes, always processed under legitimate interest.
  public var specialPurposes: [Int]
  /// Features.
  public var features: [Int]
  /// Special features, which need an opt-in.
  public var specialFeatures: [Int]
  /// The longest cookie lifetime in seconds; zero or less means a session cookie, nil unknown.
  package var cookieMaxAgeSeconds: Int?
  /// Whether the vendor uses cookies.
  package var usesCookies: Bool
  /// Whether cookie expiry is refreshed on use; nil when undeclared.
  package var cookieRefresh: Bool?
  /// Whether the vendor uses storage other than cookies; nil when undeclared.
  package var usesNonCookieAccess: Bool?
  /// The URL of the vendor's device storage disclosure, as written in the list.
  package var deviceStorageDisclosureUrl: String?
  /// How long the vendor keeps data; nil when undeclared.
  package var dataRetention: GVLDataRetention?
  /// Privacy policy and legitimate-interest claim URLs per language.
  package var urls: [GVLVendorURL]
  /// The data category ids the vendor collects.
  package var dataDeclaration: [Int]
  /// The HTTP GET request size limit the vendor supports (32 or 128 KB); nil when undeclared.
  package var overflowHTTPGetLimit: Int?
  /// The date after which the vendor must no longer be shown; nil for an active vendor.
  package var deletedDate: Date?

  /// Creates a vendor.
  package init(
    id: Int, name: String, purposes: [Int] = [], legIntPurposes: [Int] = [],
    flexiblePurposes: [Int] = [], specialPurposes: [Int] = [], features: [Int] = [],
    specialFeatures: [Int] = [], cookieMaxAgeSeconds: Int? = nil, usesCookies: Bool = false,
    cookieRefresh: Bool? = nil, usesNonCookieAccess: Bool? = nil,
    deviceStorageDisclosureUrl: String? = nil, dataRetention: GVLDataRetention? = nil,
    urls: [GVLVendorURL] = [], dataDeclaration: [Int] = [], overflowHTTPGetLimit: Int? = nil,
    deletedDate: Date? = nil
  ) {
    self.id = id
    self.name = name
    self.purposes = purposes
    self.legIntPurposes = legIntPurposes
    self.flexiblePurposes = flexiblePurposes
    self.specialPurposes = specialPurposes
    self.features = features
    self.specialFeatures = specialFeatures
    self.cookieMaxAgeSeconds = cookieMaxAgeSeconds
    self.usesCookies = usesCookies
    self.cookieRefresh = cookieRefresh
    self.usesNonCookieAccess = usesNonCookieAccess
    self.deviceStorageDisclosureUrl = deviceStorageDisclosureUrl
    self.dataRetention = dataRetention
    self.urls = urls
    self.dataDeclaration = dataDeclaration
    self.overflowHTTPGetLimit = overflowHTTPGetLimit
    self.deletedDate = deletedDate
  }

  /// True when the vendor has a deletion date on or before `date`.
  public func isDeleted(asOf date: Date) -> Bool {
    deletedDate.map { $0 <= date } ?? false
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, purposes, legIntPurposes, flexiblePurposes, specialPurposes, features
    case specialFeatures, cookieMaxAgeSeconds, usesCookies, cookieRefresh, usesNonCookieAccess
    case deviceStorageDisclosureUrl, dataRetention, urls, dataDeclaration, overflow, deletedDate
  }

  private enum OverflowKeys: String, CodingKey {
    case httpGetLimit
  }

  /// Decodes a vendor, tolerating missing optional fields and a null cookie lifetime.
  package init(gvlJSON decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
    purposes = try container.decodeIfPresent([Int].self, forKey: .purposes) ?? []
    legIntPurposes = try container.decodeIfPresent([Int].self, forKey: .legIntPurposes) ?? []
    flexiblePurposes = try container.decodeIfPresent([Int].self, forKey: .flexiblePurposes) ?? []
    specialPurposes = try container.decodeIfPresent([Int].self, forKey: .specialPurposes) ?? []
    features = try container.decodeIfPresent([Int].self, forKey: .features) ?? []
    specialFeatures = try container.decodeIfPresent([Int].self, forKey: .specialFeatures) ?? []
    if let seconds = try? container.decodeIfPresent(Int.self, forKey: .cookieMaxAgeSeconds) {
      cookieMaxAgeSeconds = seconds
    } else if let seconds = try? container.decodeIfPresent(
      Double.self, forKey: .cookieMaxAgeSeconds),
      seconds.isFinite, abs(seconds) < Double(Int32.max)
    {
      cookieMaxAgeSeconds = Int(seconds)
    } else {
      cookieMaxAgeSeconds = nil
    }
    usesCookies = try container.decodeIfPresent(Bool.self, forKey: .usesCookies) ?? false
    cookieRefresh = try container.decodeIfPresent(Bool.self, forKey: .cookieRefresh)
    usesNonCookieAccess = try container.decodeIfPresent(Bool.self, forKey: .usesNonCookieAccess)
    deviceStorageDisclosureUrl = try container.decodeIfPresent(
      String.self, forKey: .deviceStorageDisclosureUrl)
    dataRetention = try container.decodeIfPresent(GVLDataRetention.self, forKey: .dataRetention)
    urls = try container.decodeIfPresent([GVLVendorURL].self, forKey: .urls) ?? []
    dataDeclaration = try container.decodeIfPresent([Int].self, forKey: .dataDeclaration) ?? []
    if container.contains(.overflow), try !container.decodeNil(forKey: .overflow) {
      let overflow = try container.nestedContainer(keyedBy: OverflowKeys.self, forKey: .overflow)
      overflowHTTPGetLimit = try overflow.decodeIfPresent(Int.self, forKey: .httpGetLimit)
    } else {
      overflowHTTPGetLimit = nil
    }
    deletedDate = try container.decodeIfPresent(String.self, forKey: .deletedDate)
      .flatMap(GVLKeyedCollection.date(from:))
  }
}
