import InterludeConsent
import InterludeTestSupport

/// Random TC strings for round-trip tests.
enum TCFRandomState {
  static func ids(
    upTo limit: Int, density: Double, using generator: inout SeededGenerator
  )
    -> [Int]
  {
    guard limit > 0 else { return [] }
    return (1...limit).filter { _ in Double.random(in: 0..<1, using: &generator) < density }
  }

  static func vendorSet(using generator: inout SeededGenerator) -> VendorSet {
    let limit = [0, 5, 40, 300, 1200, 4200][Int.random(in: 0..<6, using: &generator)]
    let density = [0.01, 0.1, 0.5, 0.95][Int.random(in: 0..<4, using: &generator)]
    let ids = ids(upTo: limit, density: density, using: &generator)
    let slack = Bool.random(using: &generator) ? 0 : Int.random(in: 0...20, using: &generator)
    return VendorSet(
      ids: ids, maxVendorId: (ids.last ?? 0) + slack,
      isRangeEncoding: Bool.random(using: &generator))
  }

  static func letters(using generator: inout SeededGenerator) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    return String((0..<2).map { _ in alphabet[Int.random(in: 0..<26, using: &generator)] })
  }

  static func make(using generator: inout SeededGenerator) -> TCString {
    let created = Int64.random(in: 0..<(1 << 36), using: &generator)
    let restrictions = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
      PublisherRestriction(
        purposeId: Int.random(in: 1...24, using: &generator),
        restrictionType: TCFRestrictionType(rawValue: Int.random(in: 0...3, using: &generator))
          ?? .notAllowed,
        vendorIds: ids(upTo: 900, density: 0.02, using: &generator))
    }
    let customCount = Int.random(in: 0...63, using: &generator)
    let publisher = PublisherTC(
      pubPurposesConsent: ids(upTo: 24, density: 0.5, using: &generator),
      pubPurposesLITransparency: ids(upTo: 24, density: 0.3, using: &generator),
      numCustomPurposes: customCount,
      customPurposesConsent: ids(upTo: customCount, density: 0.5, using: &generator),
      customPurposesLITransparency: ids(upTo: customCount, density: 0.5, using: &generator))
    let lastUpdated =
      Bool.random(using: &generator)
      ? created : Int64.random(in: 0..<(1 << 36), using: &generator)
    var tc = TCString(
      createdDeciseconds: created, cmpId: Int.random(in: 0..<4096, using: &generator),
      cmpVersion: Int.random(in: 0..<4096, using: &generator), vendorListVersion: 0)
    tc.lastUpdatedDeciseconds = lastUpdated
    tc.consentScreen = Int.random(in: 0..<64, using: &generator)
    tc.consentLanguage = letters(using: &generator)
    tc.vendorListVersion = Int.random(in: 0..<4096, using: &generator)
    tc.tcfPolicyVersion = Int.random(in: 0..<64, using: &generator)
    tc.isServiceSpecific = Bool.random(using: &generator)
    tc.useNonStandardTexts = Bool.random(using: &generator)
    tc.specialFeatureOptIns = ids(upTo: 12, density: 0.3, using: &generator)
    tc.purposesConsent = ids(upTo: 24, density: 0.5, using: &generator)
    tc.purposesLITransparency = ids(upTo: 24, density: 0.3, using: &generator)
    tc.purposeOneTreatment = Bool.random(using: &generator)
    tc.publisherCC = letters(using: &generator)
    tc.vendorConsents = vendorSet(using: &generator)
    tc.vendorLegitimateInterests = vendorSet(using: &generator)
    tc.publisherRestrictions = restrictions
    tc.disclosedVendors = Bool.random(using: &generator) ? vendorSet(using: &generator) : nil
    tc.allowedVendorsLegacy =
      Int.random(in: 0..<5, using: &generator) == 0 ? vendorSet(using: &generator) : nil
    tc.publisherTC = Bool.random(using: &generator) ? publisher : nil
    return tc
  }
}
