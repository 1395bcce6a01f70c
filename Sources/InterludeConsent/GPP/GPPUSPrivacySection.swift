/// GPP section 6, `uspv1`: the payload is a four-character US Privacy string.
public struct GPPUSPrivacySection: Hashable, Sendable {
  /// The decoded US Privacy string.
  package var usPrivacy: USPrivacyString

  /// The section ID, 6.
  public static let sectionID = 6

  /// Creates the section from its US Privacy string.
  package init(usPrivacy: USPrivacyString) {
    self.usPrivacy = usPrivacy
  }

  /// Decodes the payload; `1---` is accepted (US Privacy does not apply).
  package init(decoding payload: Substring) throws(GPPError) {
    do {
      usPrivacy = try USPrivacyString(validating: String(payload))
    } catch {
      throw GPPError(.invalidSection, sectionID: Self.sectionID, detail: error.description)
    }
  }

  /// The fields under their GPP names: `Version`, `Notice`, `OptOutSale`, `LspaCovered`.
  package var fields: [GPPField] {
    [
      GPPField("Version", .int(usPrivacy.version)),
      GPPField("Notice", .string(String(usPrivacy.noticeGiven.rawValue))),
      GPPField("OptOutSale", .string(String(usPrivacy.optedOutOfSale.rawValue))),
      GPPField("LspaCovered", .string(String(usPrivacy.lspaCovered.rawValue))),
    ]
  }
}
