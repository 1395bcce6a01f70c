extension GPPSection {
  /// A section as one of five kinds, so that members every US section answers alike are written
  /// once for the US sections 7 to 27.
  enum Content {
    /// Section 2.
    case tcfEuV2(GPPTCFEUv2Section)
    /// Section 5.
    case tcfCaV1(GPPTCFCAv1Section)
    /// Section 6.
    case usPrivacy(GPPUSPrivacySection)
    /// A US section decoded by its field table.
    case us(any GPPUSSection)
    /// A section kept as text.
    case raw(id: Int, payload: String)
  }
}
