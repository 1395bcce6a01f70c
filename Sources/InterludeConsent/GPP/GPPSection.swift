/// One section of a GPP string, decoded when this module knows its format and raw otherwise.
public enum GPPSection: Hashable, Sendable {
  /// Section 2, `tcfeuv2` (the TC string, kept as text).
  case tcfEuV2(GPPTCFEUv2Section)
  /// Section 6, `uspv1`.
  case usPrivacy(GPPUSPrivacySection)
  /// Section 7, `usnat`.
  case usNat(USNatSection)
  /// Section 8, `usca`.
  case usCA(USCASection)
  /// Section 9, `usva`.
  case usVA(USVASection)
  /// Section 10, `usco`.
  case usCO(USCOSection)
  /// Section 11, `usut`.
  case usUT(USUTSection)
  /// Section 12, `usct`.
  case usCT(USCTSection)
  /// Any other section, kept as its encoded text.
  case raw(id: Int, payload: String)

  /// Decodes a section's payload by its ID.
  public init(id: Int, payload: Substring) throws(GPPError) {
    switch id {
    case GPPTCFEUv2Section.sectionID: self = .tcfEuV2(GPPTCFEUv2Section(tcString: String(payload)))
    case GPPUSPrivacySection.sectionID:
      self = .usPrivacy(try GPPUSPrivacySection(decoding: payload))
    case USNatSection.sectionID: self = .usNat(try USNatSection(decoding: payload))
    case USCASection.sectionID: self = .usCA(try USCASection(decoding: payload))
    case USVASection.sectionID: self = .usVA(try USVASection(decoding: payload))
    case USCOSection.sectionID: self = .usCO(try USCOSection(decoding: payload))
    case USUTSection.sectionID: self = .usUT(try USUTSection(decoding: payload))
    case USCTSection.sectionID: self = .usCT(try USCTSection(decoding: payload))
    default: self = .raw(id: id, payload: String(payload))
    }
  }

  /// The section ID.
  public var id: Int {
    switch self {
    case .tcfEuV2: GPPTCFEUv2Section.sectionID
    case .usPrivacy: GPPUSPrivacySection.sectionID
    case .usNat: USNatSection.sectionID
    case .usCA: USCASection.sectionID
    case .usVA: USVASection.sectionID
    case .usCO: USCOSection.sectionID
    case .usUT: USUTSection.sectionID
    case .usCT: USCTSection.sectionID
    case .raw(let id, _): id
    }
  }

  /// The IAB API prefix of the section (`tcfeuv2`, `usnat` …), or nil when unknown.
  public var name: String? { GPPSection.name(of: id) }

  /// The IAB API prefix of a section ID, or nil when unknown.
  public static func name(of id: Int) -> String? {
    let names = [
      1: "tcfeuv1", 2: "tcfeuv2", 3: "header", 4: "signalintegrity", 5: "tcfcav1", 6: "uspv1",
      7: "usnat", 8: "usca", 9: "usva", 10: "usco", 11: "usut", 12: "usct", 13: "usfl",
      14: "usmt", 15: "usor", 16: "ustx", 17: "usde", 18: "usia", 19: "usne", 20: "usnh",
      21: "usnj", 22: "ustn", 23: "usmn", 24: "usmd", 25: "usin", 26: "usky", 27: "usri",
    ]
    return names[id]
  }

  /// The decoded fields under their IAB names; a raw section has the single field `raw`.
  public var fields: [GPPField] {
    switch self {
    case .tcfEuV2(let section): section.fields
    case .usPrivacy(let section): section.fields
    case .usNat(let section): section.fields
    case .usCA(let section): section.fields
    case .usVA(let section): section.fields
    case .usCO(let section): section.fields
    case .usUT(let section): section.fields
    case .usCT(let section): section.fields
    case .raw(_, let payload): [GPPField("raw", .string(payload))]
    }
  }
}
