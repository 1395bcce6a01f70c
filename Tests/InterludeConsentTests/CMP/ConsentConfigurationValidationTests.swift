import Foundation
import InterludeConsent
import Testing

@Suite("Consent configuration checks")
struct ConsentConfigurationValidationTests {
  private let vendorList = GlobalVendorList(
    vendorListVersion: 17, vendors: [755: GVLVendor(id: 755, name: "Google Advertising Products")])

  @Test("TCF 2.2: purposes are 1 to 11, in every purpose field")
  func purposesInRange() throws {
    var configuration = ConsentConfiguration(cmpId: 300, vendorListVersion: 17)
    try configuration.validate()
    configuration.purposes = [0, 1, 12]
    let error = try #require(throws: ConsentConfigurationError.self) {
      try configuration.validate()
    }
    #expect(error.kind == .purposeOutOfRange && error.ids == [0, 12])
    #expect(
      error.description == "purposeOutOfRange: purposes lists 0, 12: TCF 2.2 purposes are 1 to 11")
    configuration.purposes = [1]
    configuration.vendorPurposes = [755: [1, 24]]
    #expect(throws: ConsentConfigurationError.self) { try configuration.validate() }
  }

  @Test(
    "TC string spec: 'Purpose 1 is always required to be registered as a consent purpose and can not be flexible': no legitimate interest for it"
  )
  func purposeOneIsConsentOnly() throws {
    let configuration = ConsentConfiguration(
      cmpId: 300, vendorListVersion: 17, legitimateInterestPurposes: [1, 2, 7])
    #expect(configuration.legitimateInterestPurposes == [1, 2, 7], "kept as written, for validate")
    let error = try #require(throws: ConsentConfigurationError.self) {
      try configuration.validate()
    }
    #expect(error.kind == .legitimateInterestNotAllowed && error.ids == [1])
    #expect(
      error.description
        == "legitimateInterestNotAllowed: legitimateInterestPurposes lists 1: purpose 1 is "
        + "consent-only (TCF policies: it can not be flexible)")
  }

  @Test("TCF 2.2: no legitimate interest for purposes 3 to 6, refused as for purpose 1")
  func purposesThreeToSixAreConsentOnly() throws {
    var configuration = ConsentConfiguration(
      cmpId: 300, vendorListVersion: 17, legitimateInterestPurposes: [2, 4])
    var error = try #require(throws: ConsentConfigurationError.self) {
      try configuration.validate()
    }
    #expect(error.kind == .legitimateInterestNotAllowed && error.ids == [4])
    #expect(error.detail.hasSuffix("TCF 2.2 allows no legitimate interest for purposes 3 to 6"))
    configuration.legitimateInterestPurposes = [1, 3, 7]
    error = try #require(throws: ConsentConfigurationError.self) { try configuration.validate() }
    #expect(error.ids == [1, 3])
    configuration.legitimateInterestPurposes = [2, 7, 8, 9, 10, 11]
    try configuration.validate()
  }

  @Test("TCF 2.2: special features are 1 and 2")
  func specialFeaturesInRange() throws {
    let configuration = ConsentConfiguration(
      cmpId: 300, vendorListVersion: 17, specialFeatures: [1, 3])
    let error = try #require(throws: ConsentConfigurationError.self) {
      try configuration.validate()
    }
    #expect(error.kind == .specialFeatureOutOfRange && error.ids == [3])
  }

  @Test("Every vendor must be in the Global Vendor List the layer shows")
  func vendorsInTheList() throws {
    let configuration = ConsentConfiguration(
      cmpId: 300, vendorListVersion: 17, vendors: [755, 9999], legitimateInterestVendors: [8])
    try configuration.validate()
    let error = try #require(throws: ConsentConfigurationError.self) {
      try configuration.validate(against: vendorList)
    }
    #expect(error.kind == .vendorNotInVendorList && error.ids == [8, 9999])
    #expect(error.detail == "vendors 8, 9999 are not in the Global Vendor List version 17")
  }
}
