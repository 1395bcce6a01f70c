/// The `IABGPP_*` values a CMP stores in-app.
public struct IABGPPValues: Hashable, Sendable {
  /// `IABGPP_HDR_Version` ("1" today).
  public var version: String?
  /// `IABGPP_HDR_Sections`: the section ids in the string.
  public var sections: [Int]?
  /// `IABGPP_HDR_GppString`: the full GPP string.
  public var gppString: String?
  /// `IABGPP_GppSID`: the section ids in force.
  public var gppSID: [Int]?
  /// `IABGPP_{id}_String`: each section's encoded string, keyed by section id.
  public var sectionStrings: [Int: String]
  /// Pre-parsed fields (`IABGPP_TCFEU2_PurposeConsents`, `IABGPP_usnat_…`), keyed by the part
  /// after `IABGPP_`.
  public var fields: [String: ConsentValue]

  /// Creates values; every key is absent by default.
  public init(
    version: String? = nil, sections: [Int]? = nil, gppString: String? = nil,
    gppSID: [Int]? = nil, sectionStrings: [Int: String] = [:],
    fields: [String: ConsentValue] = [:]
  ) {
    self.version = version
    self.sections = sections
    self.gppString = gppString
    self.gppSID = gppSID
    self.sectionStrings = sectionStrings
    self.fields = fields
  }
}
