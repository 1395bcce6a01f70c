import InterludeConsent
import Testing

/// Building a ``TCString`` from the fields a CMP must set, the rest as properties.
@Suite("TCString building")
struct TCStringBuildingTests {
  @Test("the required fields make a string that grants nothing, with the spec's defaults")
  func defaults() throws {
    let tc = TCString(
      createdDeciseconds: 17_643_744_000, cmpId: 300, cmpVersion: 2, vendorListVersion: 17)
    #expect(tc.version == 2)
    #expect(tc.createdDeciseconds == 17_643_744_000)
    #expect(tc.lastUpdatedDeciseconds == tc.createdDeciseconds)
    #expect(tc.tcfPolicyVersion == 5)
    #expect(tc.consentScreen == 1)
    #expect(tc.consentLanguage == "EN")
    #expect(tc.publisherCC == "AA")
    #expect(tc.isServiceSpecific && !tc.useNonStandardTexts && !tc.purposeOneTreatment)
    #expect(tc.purposesConsent.isEmpty && tc.purposesLITransparency.isEmpty)
    #expect(tc.specialFeatureOptIns.isEmpty && tc.publisherRestrictions.isEmpty)
    #expect(tc.vendorConsents == .empty && tc.vendorLegitimateInterests == .empty)
    #expect(tc.disclosedVendors == nil && tc.allowedVendorsLegacy == nil && tc.publisherTC == nil)
    #expect(tc.segmentCount == 1)
    let decoded = try TCStringDecoder().decode(try TCStringEncoder().encode(tc))
    #expect(decoded == tc)
  }

  @Test("the segment count follows the optional segments set, and the segments dropped")
  func segmentCount() throws {
    var tc = TCString(
      createdDeciseconds: 17_643_744_000, cmpId: 300, cmpVersion: 2, vendorListVersion: 17)
    tc.disclosedVendors = VendorSet(ids: [755])
    #expect(tc.segmentCount == 2)
    tc.publisherTC = PublisherTC(
      pubPurposesConsent: [1], pubPurposesLITransparency: [], numCustomPurposes: 0,
      customPurposesConsent: [], customPurposesLITransparency: [])
    #expect(tc.segmentCount == 3)
    let encoded = try TCStringEncoder().encode(tc)
    #expect(encoded.split(separator: ".").count == 3)
    #expect(try TCStringDecoder().decode(encoded).segmentCount == 3)
    let lenient = try TCStringDecoder(segmentPolicy: .lenient).decode(encoded + ".IA")
    #expect(lenient.decodingWarnings.count == 1)
    #expect(lenient.segmentCount == 4)
  }
}
