/// A vendor's privacy policy and legitimate-interest claim for one language (GVL v3 `urls[]`).
package struct GVLVendorURL: Hashable, Sendable, Decodable {
  /// The language code, for example `en`.
  package var langId: String
  /// The privacy policy URL, as written in the list.
  package var privacy: String?
  /// The legitimate-interest claim URL, as written in the list; nil when the vendor has none.
  package var legIntClaim: String?

  /// Creates an entry.
  package init(langId: String, privacy: String? = nil, legIntClaim: String? = nil) {
    self.langId = langId
    self.privacy = privacy
    self.legIntClaim = legIntClaim
  }

  private enum CodingKeys: String, CodingKey {
    case langId, privacy, legIntClaim
  }

  /// Decodes an entry, tolerating missing fields.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    langId = try container.decodeIfPresent(String.self, forKey: .langId) ?? ""
    privacy = try container.decodeIfPresent(String.self, forKey: .privacy)
    legIntClaim = try container.decodeIfPresent(String.self, forKey: .legIntClaim)
  }
}
