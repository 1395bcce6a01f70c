import Foundation
import InterludeConsent
import Testing

@MainActor
@Suite("Importing consent")
struct ConsentImportTests {
  private let configuration = ConsentConfiguration(
    cmpId: 300, vendorListVersion: 17, tcfPolicyVersion: 5, purposes: [1, 2, 3, 4],
    vendors: [755], gdprApplies: .yes)
  private let today = Date(timeIntervalSince1970: 1_764_442_800)  // 2025-11-29 19:00 UTC

  /// A TC string made by another CMP on `created`, under `policyVersion`.
  private func string(
    created: Date, policyVersion: Int = 5, vendorListVersion: Int = 17
  ) throws
    -> String
  {
    var string = TCString(
      createdDeciseconds: TCString.deciseconds(of: created), cmpId: 21, cmpVersion: 3,
      vendorListVersion: vendorListVersion, tcfPolicyVersion: policyVersion)
    string.purposesConsent = [1, 2, 3, 4]
    string.vendorConsents = VendorSet(ids: [755])
    string.disclosedVendors = VendorSet(ids: [755])
    return try TCStringEncoder().encode(string)
  }

  private func manager(_ store: InMemoryConsentStore = InMemoryConsentStore()) -> ConsentManager {
    let date = today
    return ConsentManager(configuration: configuration, store: store, now: { date })
  }

  @Test("TC string spec: an imported string keeps its Created and LastUpdated dates")
  func keepsDates() throws {
    let created = Date(timeIntervalSince1970: 1_700_006_400)  // 2023-11-15 00:00 UTC
    let store = InMemoryConsentStore()
    let cmp = manager(store)
    try cmp.importConsent(try string(created: created))
    let saved = try TCStringDecoder().decode(try #require(cmp.tcString))
    #expect(saved.created == created && saved.lastUpdated == created)
    #expect(cmp.needsConsent, "a two-year-old choice is asked again, import or not")
    #expect(cmp.hasPurposeConsent(4) && cmp.hasVendorConsent(755))
  }

  @Test("TC string spec: an imported string keeps its vendor list version")
  func keepsVendorListVersion() throws {
    let cmp = manager()
    try cmp.importConsent(try string(created: today, vendorListVersion: 12))
    #expect(try TCStringDecoder().decode(try #require(cmp.tcString)).vendorListVersion == 12)
    #expect(cmp.needsConsent)
  }

  @Test("TC string spec: a string of another policy version is refused and nothing is saved")
  func refusesOtherPolicyVersion() throws {
    let cmp = manager()
    let old = try string(created: today, policyVersion: 4)
    let error = try #require(throws: ConsentImportError.self) { try cmp.importConsent(old) }
    #expect(error == .policyVersionMismatch(found: 4, expected: 5))
    #expect(
      error.description.hasPrefix("policyVersionMismatch: the string is of TCF policy version 4"))
    #expect(cmp.tcString == nil && cmp.choice == nil)
  }

  @Test("TCF 2.2 policy: a string with legitimate interest for purposes 3-6 is refused")
  func refusesPolicyViolation() throws {
    var bad = TCString(
      createdDeciseconds: TCString.deciseconds(of: today), cmpId: 21, cmpVersion: 3,
      vendorListVersion: 17, tcfPolicyVersion: 5)
    bad.purposesLITransparency = [2, 4]
    let text = try TCStringEncoder().encode(bad)
    let error = try #require(throws: ConsentImportError.self) { try manager().importConsent(text) }
    #expect(error.code == "policyViolation")
    #expect(error.description.contains("purposes 3-6"))
  }

  @Test("A string that does not decode is refused with the decoder's reason")
  func refusesGarbage() throws {
    let error = try #require(throws: ConsentImportError.self) {
      try manager().importConsent("not a tc string")
    }
    guard case .undecodable(let decoding) = error else {
      Issue.record("expected undecodable, got \(error)")
      return
    }
    #expect(decoding.kind == .notBase64)
  }

  @Test("After an ATT denial an import leaves the tracking purposes out, dates unchanged")
  func importAfterDenial() throws {
    let created = Date(timeIntervalSince1970: 1_764_288_000)  // 2025-11-28 00:00 UTC
    let cmp = manager()
    cmp.rejectTrackingPurposes()
    try cmp.importConsent(try string(created: created))
    let saved = try TCStringDecoder().decode(try #require(cmp.tcString))
    #expect(saved.purposesConsent == [1, 2] && saved.lastUpdated == created)
    #expect(cmp.additionalConsentString == nil, "no provider was shown here")
  }
}
