import Foundation
import InterludeConsent
import Testing

@Suite("IABTCFStorage")
struct IABTCFStorageTests {
  private let sample = IABTCFValues(
    cmpSdkId: 300, cmpSdkVersion: 2, policyVersion: 5, gdprApplies: true, publisherCC: "DE",
    purposeOneTreatment: false, useNonStandardTexts: true, tcString: "CQAAAAAQAAAAAAA",
    vendorConsents: IABTCFBitField(string: "1010"),
    vendorLegitimateInterests: IABTCFBitField(string: "0110"),
    disclosedVendors: IABTCFBitField(string: "1111"),
    purposeConsents: IABTCFBitField(string: "11110000001"),
    purposeLegitimateInterests: IABTCFBitField(string: "01000010110"),
    specialFeaturesOptIns: IABTCFBitField(string: "01"),
    publisherRestrictions: [
      2: [1: .requireLegitimateInterest, 3: .notAllowed], 7: [2: .requireConsent],
    ],
    publisherConsent: IABTCFBitField(string: "1"),
    publisherLegitimateInterests: IABTCFBitField(string: "01"),
    publisherCustomPurposesConsents: IABTCFBitField(string: "001"),
    publisherCustomPurposesLegitimateInterests: IABTCFBitField(string: "0001"),
    addtlConsent: "2~1.35.41.101~dv.9.21.81")

  @Test func writesEveryKeyWithTheExactTypeAndTheCMPIdFirst() throws {
    let store = InMemoryConsentStore()
    let storage = IABTCFStorage(store: store)
    let batch = storage.batch(for: sample)
    #expect(batch.operations.first == .set(key: "IABTCF_CmpSdkID", value: .int(300)))

    try storage.write(sample)
    let raw = store.snapshot
    let integers: [String: Int] = [
      "IABTCF_CmpSdkID": 300, "IABTCF_CmpSdkVersion": 2, "IABTCF_PolicyVersion": 5,
      "IABTCF_gdprApplies": 1, "IABTCF_PurposeOneTreatment": 0, "IABTCF_UseNonStandardTexts": 1,
    ]
    for (key, value) in integers {
      #expect(raw[key] == .int(value), "\(key)")
    }
    let strings: [String: String] = [
      "IABTCF_PublisherCC": "DE", "IABTCF_TCString": "CQAAAAAQAAAAAAA",
      "IABTCF_VendorConsents": "1010", "IABTCF_VendorLegitimateInterests": "0110",
      "IABTCF_DisclosedVendors": "1111", "IABTCF_PurposeConsents": "11110000001",
      "IABTCF_PurposeLegitimateInterests": "01000010110", "IABTCF_SpecialFeaturesOptIns": "01",
      "IABTCF_PublisherRestrictions2": "2_0", "IABTCF_PublisherRestrictions7": "_1",
      "IABTCF_PublisherConsent": "1", "IABTCF_PublisherLegitimateInterests": "01",
      "IABTCF_PublisherCustomPurposesConsents": "001",
      "IABTCF_PublisherCustomPurposesLegitimateInterests": "0001",
      "IABTCF_AddtlConsent": "2~1.35.41.101~dv.9.21.81",
    ]
    for (key, value) in strings {
      #expect(raw[key] == .string(value), "\(key)")
    }
    #expect(raw.count == integers.count + strings.count)
    #expect(storage.readTCF() == sample)
  }

  @Test func theFileStoreKeepsNumbersAsJSONNumbersAndBitFieldsAsStrings() throws {
    let folder = ConsentStoreTemporaryFolder.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("consent.json")
    try IABTCFStorage(store: FileConsentStore(fileURL: file)).write(sample)
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
    let raw = try #require(object as? [String: Any])
    #expect(raw["IABTCF_gdprApplies"] is Int)
    #expect(raw["IABTCF_CmpSdkID"] as? Int == 300)
    #expect(raw["IABTCF_PurposeConsents"] as? String == "11110000001")
    #expect(raw["IABTCF_SpecialFeaturesOptIns"] as? String == "01")
    #expect(IABTCFStorage(store: FileConsentStore(fileURL: file)).readTCF() == sample)
  }

  @Test func rewritingRemovesStaleKeys() throws {
    let store = InMemoryConsentStore()
    let storage = IABTCFStorage(store: store)
    try storage.write(sample)
    try store.set(.int(1), forKey: "IABTCF_UseNonStandardStacks")
    var smaller = sample
    smaller.publisherRestrictions = [7: [1: .notAllowed]]
    smaller.addtlConsent = nil
    smaller.disclosedVendors = nil
    try storage.write(smaller)
    #expect(store.value(forKey: "IABTCF_PublisherRestrictions2") == nil)
    #expect(store.value(forKey: "IABTCF_PublisherRestrictions7") == .string("0"))
    #expect(store.value(forKey: "IABTCF_AddtlConsent") == nil)
    #expect(store.value(forKey: "IABTCF_DisclosedVendors") == nil)
    #expect(store.value(forKey: "IABTCF_UseNonStandardStacks") == nil)
    #expect(storage.readTCF() == smaller)
  }

  @Test(arguments: [
    (ConsentValue.int(1), Bool?.some(true)),
    (.int(0), false),
    (.string("1"), true),
    (.string("0"), false),
    (.string("true"), nil),
    (.int(2), nil),
    (.string(""), nil),
  ])
  func readsGDPRAppliesDefensively(stored: ConsentValue, expected: Bool?) {
    let store = InMemoryConsentStore(["IABTCF_gdprApplies": stored])
    #expect(IABTCFStorage(store: store).readTCF().gdprApplies == expected)
  }

  @Test func readsOtherCMPsWritesDefensively() {
    let store = InMemoryConsentStore([
      "IABTCF_CmpSdkID": .string("31"),
      "IABTCF_PolicyVersion": .string("four"),
      "IABTCF_UseNonStandardStacks": .int(1),
      "IABTCF_PurposeConsents": .string("1x1"),
      "IABTCF_VendorConsents": .int(1),
      "IABTCF_VendorLegitimateInterests": .string(""),
      "IABTCF_PublisherRestrictions3": .string("2_01x"),
      "IABTCF_PublisherRestrictionsX": .string("1"),
    ])
    let values = IABTCFStorage(store: store).readTCF()
    #expect(values.cmpSdkId == 31)
    #expect(values.policyVersion == nil)
    #expect(values.useNonStandardTexts == true)
    let purposes = values.purposeConsents
    #expect(purposes?.count == 3)
    #expect(purposes?.contains(1) == true)
    #expect(purposes?.contains(2) == false)
    #expect(purposes?.contains(3) == true)
    #expect(purposes?.contains(400) == false)
    #expect(values.vendorConsents == nil)
    #expect(values.vendorLegitimateInterests?.count == 0)
    #expect(
      values.publisherRestrictions == [
        3: [1: .requireLegitimateInterest, 3: .notAllowed, 4: .requireConsent]
      ])
  }

  @Test func bitFieldsOfAnyLengthFeedTheVendorDecision() {
    var values = IABTCFValues()
    values.purposeConsents = IABTCFBitField(ids: [1, 2], count: 11)
    values.vendorConsents = IABTCFBitField(ids: [755])
    values.publisherRestrictions = [2: [755: .requireConsent]]
    #expect(values.purposeConsents?.description == "11000000000")
    #expect(values.vendorConsents?.count == 755)
    let input = values.decisionInput
    #expect(input.purposeConsents == [1, 2])
    #expect(input.vendorConsents == [755])
    #expect(
      input.publisherRestrictions == [
        PublisherRestriction(purposeId: 2, restrictionType: .requireConsent, vendorIds: [755])
      ])
    let google = GVLVendor(
      id: 755, name: "Google", purposes: [1, 3, 4], legIntPurposes: [2, 7, 9, 10],
      flexiblePurposes: [2, 7, 9, 10])
    #expect(
      VendorDecision.evaluate(vendor: google, purpose: 2, consents: input) == .allowed(.consent))
  }

  @Test func clearTCFKeepsOnlyTheCMPFieldsAndWritesGDPRDoesNotApply() async throws {
    let store = InMemoryConsentStore(["IABGPP_HDR_Version": .string("1"), "Other": .int(3)])
    let storage = IABTCFStorage(store: store)
    try storage.write(sample)
    let changes = store.changes()
    try storage.clearTCF()
    #expect(
      store.snapshot == [
        "IABTCF_CmpSdkID": .int(300), "IABTCF_CmpSdkVersion": .int(2),
        "IABTCF_PolicyVersion": .int(5), "IABTCF_gdprApplies": .int(0),
        "IABGPP_HDR_Version": .string("1"), "Other": .int(3),
      ])
    var iterator = changes.makeAsyncIterator()
    let change = await iterator.next()
    #expect(change?.keys.first == "IABTCF_gdprApplies")
    #expect(change?.keys.contains("IABTCF_TCString") == true)
    #expect(
      storage.readTCF()
        == IABTCFValues(cmpSdkId: 300, cmpSdkVersion: 2, policyVersion: 5, gdprApplies: false))

    try storage.removeAllTCF()
    #expect(store.snapshot == ["IABGPP_HDR_Version": .string("1"), "Other": .int(3)])
  }

  @Test func oneWriteIsOneNotification() async throws {
    let store = InMemoryConsentStore()
    let storage = IABTCFStorage(store: store)
    let changes = store.changes()
    try storage.write(sample)
    try storage.writeUSPrivacy("1YNN")
    var iterator = changes.makeAsyncIterator()
    let first = await iterator.next()
    #expect(first?.keys.first == "IABTCF_CmpSdkID")
    #expect((first?.keys.count ?? 0) > 20)
    #expect(await iterator.next()?.keys == ["IABUSPrivacy_String"])
  }

  @Test func writesAndReadsGPPAndUSPrivacy() throws {
    let store = InMemoryConsentStore(["IABGPP_stale_Field": .int(1)])
    let storage = IABTCFStorage(store: store)
    let gpp = IABGPPValues(
      version: "1", sections: [2, 7], gppString: "DBABMA~CQ~BVQ", gppSID: [2, 7],
      sectionStrings: [2: "CQ", 7: "BVQ"],
      fields: ["TCFEU2_PurposeConsents": .string("1_2"), "usnat_SaleOptOut": .int(2)])
    try storage.write(gpp)
    let raw = store.snapshot
    #expect(raw["IABGPP_HDR_Version"] == .string("1"))
    #expect(raw["IABGPP_HDR_Sections"] == .string("2_7"))
    #expect(raw["IABGPP_HDR_GppString"] == .string("DBABMA~CQ~BVQ"))
    #expect(raw["IABGPP_GppSID"] == .string("2_7"))
    #expect(raw["IABGPP_2_String"] == .string("CQ"))
    #expect(raw["IABGPP_7_String"] == .string("BVQ"))
    #expect(raw["IABGPP_usnat_SaleOptOut"] == .int(2))
    #expect(raw["IABGPP_stale_Field"] == nil)
    #expect(storage.readGPP() == gpp)

    try storage.writeUSPrivacy("1YNN")
    #expect(store.value(forKey: "IABUSPrivacy_String") == .string("1YNN"))
    #expect(storage.readUSPrivacy() == "1YNN")
    try storage.writeUSPrivacy(nil)
    #expect(storage.readUSPrivacy() == nil)
  }

  @Test func readsGPPVariantsOtherCMPsWrite() {
    let store = InMemoryConsentStore([
      "IABGPP_HDR_Version": .int(1),
      "IABGPP_GppSID": .string("2"),
      "IABGPP_2_TCString": .string("CQ"),
    ])
    let gpp = IABTCFStorage(store: store).readGPP()
    #expect(gpp.version == "1")
    #expect(gpp.gppSID == [2])
    #expect(gpp.sectionStrings == [2: "CQ"])
    #expect(gpp.fields.isEmpty)
  }
}
