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
  /// Section 13, `usfl`.
  case usFL(USFLSection)
  /// Section 14, `usmt`.
  case usMT(USMTSection)
  /// Section 15, `usor`.
  case usOR(USORSection)
  /// Section 16, `ustx`.
  case usTX(USTXSection)
  /// Section 17, `usde`.
  case usDE(USDESection)
  /// Section 18, `usia`.
  case usIA(USIASection)
  /// Section 19, `usne`.
  case usNE(USNESection)
  /// Section 20, `usnh`.
  case usNH(USNHSection)
  /// Section 21, `usnj`.
  case usNJ(USNJSection)
  /// Section 22, `ustn`.
  case usTN(USTNSection)
  /// Section 23, `usmn`.
  case usMN(USMNSection)
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
    case USFLSection.sectionID: self = .usFL(try USFLSection(decoding: payload))
    case USMTSection.sectionID: self = .usMT(try USMTSection(decoding: payload))
    case USORSection.sectionID: self = .usOR(try USORSection(decoding: payload))
    case USTXSection.sectionID: self = .usTX(try USTXSection(decoding: payload))
    case USDESection.sectionID: self = .usDE(try USDESection(decoding: payload))
    case USIASection.sectionID: self = .usIA(try USIASection(decoding: payload))
    case USNESection.sectionID: self = .usNE(try USNESection(decoding: payload))
    case USNHSection.sectionID: self = .usNH(try USNHSection(decoding: payload))
    case USNJSection.sectionID: self = .usNJ(try USNJSection(decoding: payload))
    case USTNSection.sectionID: self = .usTN(try USTNSection(decoding: payload))
    case USMNSection.sectionID: self = .usMN(try USMNSection(decoding: payload))
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
    case .usFL: USFLSection.sectionID
    case .usMT: USMTSection.sectionID
    case .usOR: USORSection.sectionID
    case .usTX: USTXSection.sectionID
    case .usDE: USDESection.sectionID
    case .usIA: USIASection.sectionID
    case .usNE: USNESection.sectionID
    case .usNH: USNHSection.sectionID
    case .usNJ: USNJSection.sectionID
    case .usTN: USTNSection.sectionID
    case .usMN: USMNSection.sectionID
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
    case .usFL(let section): section.fields
    case .usMT(let section): section.fields
    case .usOR(let section): section.fields
    case .usTX(let section): section.fields
    case .usDE(let section): section.fields
    case .usIA(let section): section.fields
    case .usNE(let section): section.fields
    case .usNH(let section): section.fields
    case .usNJ(let section): section.fields
    case .usTN(let section): section.fields
    case .usMN(let section): section.fields
    case .raw(_, let payload): [GPPField("raw", .string(payload))]
    }
  }

  /// The section's payload as it goes between `~` in a GPP string: the TC string, the US Privacy
  /// string, a US section as iabgpp-es writes it, or a raw section's text unchanged.
  ///
  /// - Throws: ``GPPError`` when a US section's values cannot be encoded (see its `encoded`).
  public var encoded: String {
    get throws(GPPError) {
      switch self {
      case .tcfEuV2(let section): section.tcString
      case .usPrivacy(let section): section.usPrivacy.description
      case .usNat(let section): try section.encoded
      case .usCA(let section): try section.encoded
      case .usVA(let section): try section.encoded
      case .usCO(let section): try section.encoded
      case .usUT(let section): try section.encoded
      case .usCT(let section): try section.encoded
      case .usFL(let section): try section.encoded
      case .usMT(let section): try section.encoded
      case .usOR(let section): try section.encoded
      case .usTX(let section): try section.encoded
      case .usDE(let section): try section.encoded
      case .usIA(let section): try section.encoded
      case .usNE(let section): try section.encoded
      case .usNH(let section): try section.encoded
      case .usNJ(let section): try section.encoded
      case .usTN(let section): try section.encoded
      case .usMN(let section): try section.encoded
      case .raw(_, let payload): payload
      }
    }
  }
}
