/// One section of a GPP string, decoded when this module knows its format and raw otherwise.
public enum GPPSection: Hashable, Sendable {
  /// Section 2, `tcfeuv2` (the TC string, kept as text).
  case tcfEuV2(GPPTCFEUv2Section)
  /// Section 5, `tcfcav1` (IAB Canada's TCF), field by field.
  case tcfCaV1(GPPTCFCAv1Section)
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
  /// Section 24, `usmd`.
  case usMD(USMDSection)
  /// Section 25, `usin`.
  case usIN(USINSection)
  /// Section 26, `usky`.
  case usKY(USKYSection)
  /// Section 27, `usri`.
  case usRI(USRISection)
  /// Any other section, kept as its encoded text.
  case raw(id: Int, payload: String)

  /// The US sections decoded field by field (7 to 27), by section ID.
  static let usSectionTypes: [Int: any GPPUSSection.Type] = {
    let types: [any GPPUSSection.Type] = [
      USNatSection.self, USCASection.self, USVASection.self, USCOSection.self, USUTSection.self,
      USCTSection.self, USFLSection.self, USMTSection.self, USORSection.self, USTXSection.self,
      USDESection.self, USIASection.self, USNESection.self, USNHSection.self, USNJSection.self,
      USTNSection.self, USMNSection.self, USMDSection.self, USINSection.self, USKYSection.self,
      USRISection.self,
    ]
    return Dictionary(uniqueKeysWithValues: types.map { ($0.sectionID, $0) })
  }()

  /// Decodes a section's payload by its ID: every section this module knows must decode by its
  /// specification (section 2 as a TC string); any other is kept raw.
  ///
  /// - Throws: ``GPPError``, attributed to the section, when the payload does not decode.
  package init(id: Int, payload: Substring) throws(GPPError) {
    switch id {
    case GPPTCFEUv2Section.sectionID: self = .tcfEuV2(try GPPTCFEUv2Section(decoding: payload))
    case GPPTCFCAv1Section.sectionID: self = .tcfCaV1(try GPPTCFCAv1Section(decoding: payload))
    case GPPUSPrivacySection.sectionID:
      self = .usPrivacy(try GPPUSPrivacySection(decoding: payload))
    default:
      if let type = Self.usSectionTypes[id] {
        self = try type.init(decodingUSSection: payload).gppSection
      } else {
        self = .raw(id: id, payload: String(payload))
      }
    }
  }

  /// The section as one of its five kinds, the US sections 7 to 27 as one.
  var content: Content {
    switch self {
    case .tcfEuV2(let section): .tcfEuV2(section)
    case .tcfCaV1(let section): .tcfCaV1(section)
    case .usPrivacy(let section): .usPrivacy(section)
    case .usNat(let section): .us(section)
    case .usCA(let section): .us(section)
    case .usVA(let section): .us(section)
    case .usCO(let section): .us(section)
    case .usUT(let section): .us(section)
    case .usCT(let section): .us(section)
    case .usFL(let section): .us(section)
    case .usMT(let section): .us(section)
    case .usOR(let section): .us(section)
    case .usTX(let section): .us(section)
    case .usDE(let section): .us(section)
    case .usIA(let section): .us(section)
    case .usNE(let section): .us(section)
    case .usNH(let section): .us(section)
    case .usNJ(let section): .us(section)
    case .usTN(let section): .us(section)
    case .usMN(let section): .us(section)
    case .usMD(let section): .us(section)
    case .usIN(let section): .us(section)
    case .usKY(let section): .us(section)
    case .usRI(let section): .us(section)
    case .raw(let id, let payload): .raw(id: id, payload: payload)
    }
  }

  /// The section ID.
  public var id: Int {
    switch content {
    case .tcfEuV2: GPPTCFEUv2Section.sectionID
    case .tcfCaV1: GPPTCFCAv1Section.sectionID
    case .usPrivacy: GPPUSPrivacySection.sectionID
    case .us(let section): type(of: section).sectionID
    case .raw(let id, _): id
    }
  }

  /// The IAB API prefix of the section (`tcfeuv2`, `usnat` …), or nil when unknown.
  public var name: String? { GPPSection.name(of: id) }

  /// The IAB API prefix of a section ID, or nil when unknown.
  package static func name(of id: Int) -> String? {
    let names = [
      1: "tcfeuv1", 2: "tcfeuv2", 3: "header", 4: "signalintegrity", 5: "tcfcav1", 6: "uspv1",
      7: "usnat", 8: "usca", 9: "usva", 10: "usco", 11: "usut", 12: "usct", 13: "usfl",
      14: "usmt", 15: "usor", 16: "ustx", 17: "usde", 18: "usia", 19: "usne", 20: "usnh",
      21: "usnj", 22: "ustn", 23: "usmn", 24: "usmd", 25: "usin", 26: "usky", 27: "usri",
    ]
    return names[id]
  }

  /// The decoded fields under their IAB names; a raw section has the single field `raw`.
  package var fields: [GPPField] {
    switch content {
    case .tcfEuV2(let section): section.fields
    case .tcfCaV1(let section): section.fields
    case .usPrivacy(let section): section.fields
    case .us(let section): section.usSectionFields
    case .raw(_, let payload): [GPPField("raw", .string(payload))]
    }
  }

  /// The section's payload as it goes between `~` in a GPP string: the TC string, the US Privacy
  /// string, the TCF Canada or a US section as iabgpp-es writes it, or a raw section's text
  /// unchanged.
  ///
  /// - Throws: ``GPPError`` when a TCF Canada or US section's values cannot be encoded (see its
  ///   `encoded`).
  public var encoded: String {
    get throws(GPPError) {
      switch content {
      case .tcfEuV2(let section): section.tcString
      case .tcfCaV1(let section): try section.encoded
      case .usPrivacy(let section): section.usPrivacy.description
      case .us(let section): try section.encodedUSSection()
      case .raw(_, let payload): payload
      }
    }
  }
}
