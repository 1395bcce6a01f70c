import Foundation
import InterludeConsent
import InterludeTestSupport
import Testing

@Suite(
  "TCF shared vectors",
  .enabled(
    if: SharedFixtures.isPresent(suite: Test.current?.isSuite),
    Comment(rawValue: SharedFixtures.unavailableMessage)))
struct TCFVectorTests {
  @Test("The vector file has the documented counts per kind")
  func counts() throws {
    let vectors = try TCFVectorCatalog.load()
    let counts = Dictionary(grouping: vectors, by: \.kind).mapValues(\.count)
    #expect(vectors.count == 48)
    #expect(counts["valid"] == 33)
    #expect(counts["policy-invalid"] == 4)
    #expect(counts["decode-error"] == 5)
    #expect(counts["legacy-v1"] == 3)
    #expect(counts["lenient-edge"] == 3)
  }

  @Test("Valid and policy-invalid vectors decode to `expected` and `policyChecks` exactly")
  func decodesToExpected() throws {
    let vectors = try TCFVectorCatalog.load().filter {
      $0.kind == "valid" || $0.kind == "policy-invalid"
    }
    #expect(vectors.count == 37)
    for vector in vectors {
      let decoded: TCString
      do {
        decoded = try TCStringDecoder().decode(vector.tcString)
      } catch {
        Issue.record("\(vector.id): \(error)")
        continue
      }
      let actual = try TCFVectorCatalog.dictionary(of: decoded)
      let expectedKeys = Set(vector.expected.keys)
      #expect(
        Set(actual.keys).subtracting(["policyChecks", "googleConsentMode"]) == expectedKeys,
        "\(vector.id): JSON field names differ from the fixture's")
      let differences = TCFVectorCatalog.differences(expected: vector.expected, actual: actual)
      #expect(differences.isEmpty, "\(vector.id): \(differences.joined(separator: "; "))")
      let checks = try #require(vector.policyChecks, "\(vector.id) has policyChecks")
      let policyDifferences = TCFVectorCatalog.differences(
        expected: checks, actual: actual["policyChecks"] as? [String: Any] ?? [:])
      #expect(
        policyDifferences.isEmpty, "\(vector.id): \(policyDifferences.joined(separator: "; "))")
      let facts = decoded.policyChecks
      if vector.kind == "policy-invalid" {
        #expect(!facts.liPurposes3to6Clear && facts.policyVersionAtLeast4, "\(vector.id)")
      } else {
        #expect(facts.liPurposes3to6Clear || !facts.policyVersionAtLeast4, "\(vector.id)")
      }
      #expect(decoded.created == TCString.date(deciseconds: decoded.createdDeciseconds))
    }
  }

  @Test("Policy-invalid vectors are flagged with liPurposes3to6Clear false at policy >= 4")
  func policyInvalidFlagged() throws {
    for vector in try TCFVectorCatalog.load() where vector.kind == "policy-invalid" {
      let checks = try TCStringDecoder().decode(vector.tcString).policyChecks
      #expect(!checks.liPurposes3to6Clear, "\(vector.id)")
      #expect(checks.policyVersionAtLeast4, "\(vector.id)")
      #expect(!checks.isValid, "\(vector.id)")
      #expect(
        checks.findings.contains { $0.check == .liPurposes3to6Clear && $0.severity == .error })
    }
  }

  @Test("Decode-error vectors fail with a TCFError (lenient: fail, or drop the bad segment)")
  func decodeErrors() throws {
    let vectors = try TCFVectorCatalog.load().filter { $0.kind == "decode-error" }
    #expect(vectors.count == 5)
    for vector in vectors {
      #expect(throws: TCFError.self, "\(vector.id)") {
        try TCStringDecoder().decode(vector.tcString)
      }
      // tcf-es-02's bad bitfield is in its DisclosedVendors segment: lenient drops it.
      if let lenient = try? TCStringDecoder(segmentPolicy: .lenient).decode(vector.tcString) {
        #expect(!lenient.decodingWarnings.isEmpty, "\(vector.id)")
        #expect(lenient.disclosedVendors == nil, "\(vector.id)")
      }
    }
  }

  @Test("Legacy v1 vectors are refused as unsupportedVersion with a clear message")
  func legacyV1Refused() throws {
    let vectors = try TCFVectorCatalog.load().filter { $0.kind == "legacy-v1" }
    #expect(vectors.count == 3)
    for vector in vectors {
      do {
        _ = try TCStringDecoder().decode(vector.tcString)
        Issue.record("\(vector.id) decoded")
      } catch {
        #expect(error.kind == .unsupportedVersion, "\(vector.id)")
        #expect(error.message.contains("v1"), "\(vector.id)")
      }
    }
  }

  @Test("Lenient-edge vectors: strict rejects with badSegment, lenient keeps the core")
  func lenientEdges() throws {
    let vectors = try TCFVectorCatalog.load().filter { $0.kind == "lenient-edge" }
    #expect(vectors.count == 3)
    for vector in vectors {
      do {
        _ = try TCStringDecoder().decode(vector.tcString)
        Issue.record("\(vector.id) decoded in strict mode")
      } catch {
        #expect(error.kind == .badSegment, "\(vector.id): \(error)")
      }
      let lenient = try #require(vector.object["expectedLenient"] as? [String: Any])
      let core = try #require(lenient["core"] as? [String: Any])
      let decoded = try TCStringDecoder(segmentPolicy: .lenient).decode(vector.tcString)
      #expect(!decoded.decodingWarnings.isEmpty, "\(vector.id)")
      var actual = try TCFVectorCatalog.dictionary(of: decoded)
      if let disclosed = lenient["disclosedVendors"] {
        // The well-formed DisclosedVendors segment after the dropped one is kept.
        #expect(
          TCFVectorCatalog.canonical(actual["disclosedVendors"])
            == TCFVectorCatalog.canonical(disclosed), "\(vector.id)")
        actual["disclosedVendors"] = NSNull()
      }
      let differences = TCFVectorCatalog.differences(expected: core, actual: actual)
      #expect(differences.isEmpty, "\(vector.id): \(differences.joined(separator: "; "))")
    }
  }
}
