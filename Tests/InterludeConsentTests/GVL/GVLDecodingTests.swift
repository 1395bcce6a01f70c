import Foundation
import InterludeConsent
import InterludeTestSupport
import Testing

@Suite("GVL decoding")
struct GVLDecodingTests {
  @Test(
    .enabled(
      if: SharedFixtures.isPresent(suite: Test.current?.isSuite) && GVLFixtures.available,
      "\(SharedFixtures.unavailableMessage)"))
  func decodesTheV17ListWith692SparseVendors() throws {
    let list = try GVLLoader().load(from: GVLFixtures.data(GVLFixtures.v17))
    #expect(list.gvlSpecificationVersion == 3)
    #expect(list.vendorListVersion == 17)
    #expect(list.tcfPolicyVersion == 4)
    #expect(list.lastUpdated == Date(timeIntervalSince1970: 1_694_102_848))
    #expect(list.purposes.count == 11)
    #expect(list.purposes[11]?.name == "Use limited data to select content")
    #expect(list.specialPurposes.count == 2)
    #expect(list.features.count == 3)
    #expect(list.specialFeatures.count == 2)
    #expect(list.stacks.count == 43)
    #expect(list.dataCategories.count == 11)
    #expect(list.vendors.count == 692)
    #expect(list.maxVendorId == 4176)
    #expect(list.vendors.values.filter { $0.deletedDate != nil }.map(\.id) == [468])
    #expect(list.vendors.values.filter { $0.overflowHTTPGetLimit != nil }.count == 102)
    #expect(list.vendors.values.filter { $0.cookieMaxAgeSeconds == nil }.count == 193)
    #expect(list.vendors.values.allSatisfy { Set($0.legIntPurposes).isDisjoint(with: 3...6) })
    #expect(list.activeVendors(asOf: Date(timeIntervalSince1970: 1_700_000_000)).count == 691)

    let google = try #require(list.vendors[755])
    #expect(google.name == "Google Advertising Products")
    #expect(google.purposes == [1, 3, 4])
    #expect(google.legIntPurposes == [2, 7, 9, 10])
    #expect(google.flexiblePurposes == [2, 7, 9, 10])
    #expect(google.specialPurposes == [1, 2])
    #expect(google.features == [1, 2])
    #expect(google.dataRetention?.stdRetention == 548)
    #expect(google.dataRetention?.days(forPurpose: 3) == 180)
    #expect(google.dataRetention?.days(forPurpose: 2) == 548)
    #expect(google.dataRetention?.days(forSpecialPurpose: 1) == 1096)
    #expect(google.urls.first?.langId == "en")
  }

  @Test(
    .enabled(
      if: SharedFixtures.isPresent(suite: Test.current?.isSuite) && GVLFixtures.available,
      "\(SharedFixtures.unavailableMessage)"))
  func decodesTheTwoVendorListWithStacksAndDataCategories() throws {
    let list = try GVLLoader().load(from: GVLFixtures.data(GVLFixtures.twoVendors))
    #expect(list.vendorListVersion == 15)
    #expect(list.vendors.keys.sorted() == [1, 2])
    #expect(list.stacks.count == 43)
    #expect(list.stacks[1]?.specialFeatures == [1, 2])
    #expect(list.stacks[1]?.purposes == [])
    #expect(list.dataCategories.count == 11)
    #expect(list.dataCategories[1]?.name == "IP addresses")

    let vdx = try #require(list.vendors[1])
    #expect(vdx.name == "Exponential Interactive, Inc d/b/a VDX.tv")
    #expect(vdx.purposes == [1, 2, 3, 4, 7, 8, 9, 10])
    #expect(vdx.flexiblePurposes == [7, 8, 9, 10])
    #expect(vdx.cookieMaxAgeSeconds == 7_776_000)
    #expect(vdx.usesCookies)
    #expect(vdx.cookieRefresh == true)
    #expect(vdx.usesNonCookieAccess == false)
    #expect(vdx.dataRetention == GVLDataRetention(stdRetention: 397))
    #expect(vdx.urls.first?.privacy == "https://vdx.tv/privacy/")
    #expect(vdx.dataDeclaration == [1, 3, 4, 6, 8, 10, 11])
    #expect(vdx.deviceStorageDisclosureUrl == "https://vdxtv.expo.workers.dev")
    #expect(vdx.deletedDate == nil)
    #expect(list.vendors[2]?.specialFeatures == [2])
  }

  @Test func toleratesMissingOptionalFields() throws {
    let list = try GVLLoader().load(from: GVLFixtures.minimal)
    #expect(list.specialPurposes.isEmpty)
    #expect(list.features.isEmpty)
    #expect(list.purposes[2]?.illustrations == [])
    #expect(list.purposes[2]?.consentable == true)
    let sparse = try #require(list.vendors[42])
    #expect(sparse.purposes == [1])
    #expect(sparse.legIntPurposes.isEmpty)
    #expect(sparse.urls.isEmpty)
    #expect(sparse.dataRetention == nil)
    #expect(sparse.cookieMaxAgeSeconds == nil)
    #expect(!sparse.usesCookies)
    let gone = try #require(list.vendors[4176])
    #expect(gone.overflowHTTPGetLimit == 32)
    #expect(gone.deletedDate == Date(timeIntervalSince1970: 1_693_785_600))
    #expect(list.activeVendors(asOf: Date(timeIntervalSince1970: 1_700_000_000)).map(\.id) == [42])
    #expect(list.maxVendorId == 4176)
  }

  @Test func rejectsOldSpecificationVersionsAndBadJSON() {
    let v2 = Data(#"{"gvlSpecificationVersion": 2, "vendorListVersion": 200, "vendors": {}}"#.utf8)
    #expect(throws: GVLError.unsupportedSpecificationVersion(2)) {
      try GVLLoader().load(from: v2)
    }
    #expect {
      try GVLLoader().load(from: Data("{".utf8))
    } throws: { error in
      guard case .decodingFailed = error as? GVLError else { return false }
      return true
    }
    #expect {
      try GVLLoader().load(from: Data(#"{"gvlSpecificationVersion": 3}"#.utf8))
    } throws: { error in
      guard case .decodingFailed(let reason) = error as? GVLError else { return false }
      return reason.contains("vendorListVersion")
    }
  }

  @Test func appliesATranslation() throws {
    let loader = GVLLoader()
    let list = try loader.load(from: GVLFixtures.minimal)
    let french = try loader.translation(from: GVLFixtures.minimalFrench, language: "fr")
    #expect(french.language == "fr")
    let translated = list.applying(french)
    #expect(translated.purposes[1]?.name == "Stocker")
    #expect(translated.purposes[1]?.description == "Stocker des infos")
    #expect(translated.purposes[1]?.illustrations == ["b"])
    #expect(translated.purposes[2]?.name == "Basic ads")
    #expect(translated.stacks[1]?.name == "Pub")
    #expect(translated.stacks[1]?.purposes == [1, 2])
    #expect(translated.dataCategories[1]?.name == "Adresses IP")
    #expect(translated.vendors == list.vendors)
  }
}
