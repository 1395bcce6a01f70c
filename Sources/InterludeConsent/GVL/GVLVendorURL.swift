/// A vendor's privacy policy and legitimate-interest claim for one language (GVL v3 `urls[]`).
public struct GVLVendorURL: Hashable, Sendable, Decodable {
  /// The language code, for example `en`.
  public var langId: String
  /// The privacy policy URL, as written in the list.
  public var privacy: String?
  /// The legitimate-interest claim URL, as written in the list; nil when the vendor has none.
  public var legIntClaim: String?

  /// Creates an entry.
  public init(langId: String, privacy: String? = nil, legIntClaim: String? = nil) {
    self.langId = langId
    self.privacy = privacy
    self.legIntClaim = legIntClaim
  }

  private enum CodingKeys: String, CodingKey {
    case langId, privacy, legIntClaim
  }

  /// Decodes an entry, tolerating missing fields.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    langId = try container.decodeIfPresent(String.self, forKey: .langId) ?? ""
    privacy = try container.decodeIfPresent(String.self, forKey: .privacy)
    legIntClaim = try container.decodeIfPresent(String.self, forKey: .legIntClaim)
  }
}
