extension ConsentConfiguration {
  /// The purpose ids TCF 2.2 defines.
  package static let validPurposes = 1...11
  /// The special feature ids TCF 2.2 defines.
  package static let validSpecialFeatures = 1...2
  /// The purposes legitimate interest may never be used for: purpose 1 (the TCF policies; the
  /// TC string specification: "Purpose 1 is always required to be registered as a consent
  /// purpose and can not be flexible") and purposes 3 to 6 (TCF 2.2).
  package static let consentOnlyPurposes: Set<Int> = [1, 3, 4, 5, 6]

  /// ``legitimateInterestPurposes`` without the ``consentOnlyPurposes``: the legitimate
  /// interests the layer offers and a choice may record.
  var allowedLegitimateInterestPurposes: Set<Int> {
    legitimateInterestPurposes.subtracting(Self.consentOnlyPurposes)
  }

  /// Checks the ids against TCF 2.2 and, when given, the vendor list the layer shows: every
  /// purpose (asked for, under legitimate interest, tracking, or in ``vendorPurposes``) is in
  /// 1–11, no purpose under legitimate interest is consent-only (1 and 3–6), every special
  /// feature is in 1–2, and every vendor (consent or legitimate interest) is in `vendorList`.
  ///
  /// - Throws: ``ConsentConfigurationError`` for the first kind of problem found, listing every
  ///   offending id of that kind.
  public func validate(
    against vendorList: GlobalVendorList? = nil
  ) throws(ConsentConfigurationError) {
    let fields: [(String, Set<Int>)] = [
      ("purposes", purposes), ("legitimateInterestPurposes", legitimateInterestPurposes),
      ("trackingPurposes", trackingPurposes),
      ("vendorPurposes", vendorPurposes.values.reduce(into: Set<Int>()) { $0.formUnion($1) }),
    ]
    for (name, ids) in fields {
      let outside = ids.filter { !Self.validPurposes.contains($0) }.sorted()
      guard outside.isEmpty else {
        throw ConsentConfigurationError(
          .purposeOutOfRange, ids: outside,
          detail: "\(name) lists \(Self.list(outside)): TCF 2.2 purposes are 1 to 11")
      }
    }
    let consentOnly = legitimateInterestPurposes.intersection(Self.consentOnlyPurposes).sorted()
    guard consentOnly.isEmpty else {
      var reasons: [String] = []
      if consentOnly.contains(1) {
        reasons.append(
          "purpose 1 is consent-only (TCF policies: it can not be flexible)")
      }
      if consentOnly.contains(where: { $0 != 1 }) {
        reasons.append("TCF 2.2 allows no legitimate interest for purposes 3 to 6")
      }
      throw ConsentConfigurationError(
        .legitimateInterestNotAllowed, ids: consentOnly,
        detail: "legitimateInterestPurposes lists \(Self.list(consentOnly)): "
          + reasons.joined(separator: ", and "))
    }
    let features = specialFeatures.filter { !Self.validSpecialFeatures.contains($0) }.sorted()
    guard features.isEmpty else {
      throw ConsentConfigurationError(
        .specialFeatureOutOfRange, ids: features,
        detail: "specialFeatures lists \(Self.list(features)): TCF 2.2 special features are 1 and 2"
      )
    }
    guard let vendorList else { return }
    let absent = vendors.union(legitimateInterestVendors).filter { vendorList.vendors[$0] == nil }
      .sorted()
    guard absent.isEmpty else {
      throw ConsentConfigurationError(
        .vendorNotInVendorList, ids: absent,
        detail: (absent.count == 1 ? "vendor " : "vendors ") + Self.list(absent)
          + (absent.count == 1 ? " is" : " are")
          + " not in the Global Vendor List version \(vendorList.vendorListVersion)")
    }
  }

  private static func list(_ ids: [Int]) -> String {
    ids.map(String.init).joined(separator: ", ")
  }
}
