import Foundation
import InterludeConsent
import InterludeTestSupport
import Testing

/// `shared/fixtures/consent/addtl-consent.json`, then the edge forms of §2.5 and invalid strings.
struct AdditionalConsentStringTests {
  struct Vector: CustomTestStringConvertible, Sendable {
    var id: String
    var text: String
    var version: Int
    var consented: [Int]
    var disclosed: [Int]

    var testDescription: String { id }
  }

  static func vectors() throws -> [Vector] {
    guard let directory = SharedFixtures.directory else { return [] }
    let url = directory.appendingPathComponent("consent/addtl-consent.json")
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
    return try entries.map { entry in
      let expected = try #require(entry["expected"] as? [String: Any])
      return Vector(
        id: try #require(entry["id"] as? String),
        text: try #require(entry["acString"] as? String),
        version: try #require(expected["version"] as? Int),
        consented: try #require(expected["consentedAtpIds"] as? [Int]),
        disclosed: try #require(expected["disclosedAtpIds"] as? [Int]))
    }
  }

  @Test(
    .enabled(
      if: SharedFixtures.isPresent(suite: Test.current?.isSuite),
      "\(SharedFixtures.unavailableMessage)"))
  func theFileHoldsFourVectors() throws {
    #expect(try Self.vectors().count == 4)
  }

  @Test(
    .enabled(
      if: SharedFixtures.isPresent(suite: Test.current?.isSuite),
      "\(SharedFixtures.unavailableMessage)"),
    arguments: try vectors())
  func vectorDecodesAsExpected(_ vector: Vector) throws {
    let string = try AdditionalConsentString(decoding: vector.text)
    #expect(string.version == vector.version)
    #expect(string.consentedATPIDs == vector.consented)
    #expect(string.disclosedATPIDs == vector.disclosed)
  }

  @Test func versionOne() throws {
    let string = try AdditionalConsentString(decoding: "1~1.35.41.101")
    #expect(string.version == 1)
    #expect(string.consentedATPIDs == [1, 35, 41, 101])
    #expect(string.disclosedATPIDs.isEmpty)
    #expect(string.hasConsent(atpID: 35))
    #expect(!string.hasConsent(atpID: 36))
    #expect(string.description == "1~1.35.41.101")
  }

  @Test func versionOneWithNoIDs() throws {
    let string = try AdditionalConsentString(decoding: "1~")
    #expect(string.version == 1)
    #expect(string.consentedATPIDs.isEmpty)
  }

  @Test func versionTwoEdgeForms() throws {
    let nothingConsented = try AdditionalConsentString(decoding: "2~~dv.1.2")
    #expect(nothingConsented.consentedATPIDs.isEmpty)
    #expect(nothingConsented.disclosedATPIDs == [1, 2])
    let noDot = try AdditionalConsentString(decoding: "2~1.35~dv")
    #expect(noDot.consentedATPIDs == [1, 35])
    #expect(noDot.disclosedATPIDs.isEmpty)
    let round = try AdditionalConsentString(decoding: "2~1.35~dv.9.21")
    #expect(round.description == "2~1.35~dv.9.21")
    #expect(try AdditionalConsentString(decoding: round.description) == round)
  }

  @Test(arguments: [
    ("", AdditionalConsentError.Kind.empty),
    ("3~1.2", .unsupportedVersion),
    ("~1.2", .unsupportedVersion),
    ("1", .malformed),
    ("1~1~2", .malformed),
    ("2~1.2", .missingDisclosedVendors),
    ("2~1.2~xv.3", .missingDisclosedVendors),
    ("2~1.2~dv3", .missingDisclosedVendors),
    ("2~1.2~dv.3~4", .malformed),
    ("1~1..2", .invalidID),
    ("1~1.a", .invalidID),
    ("1~0", .invalidID),
    ("1~-4", .invalidID),
    ("2~1.2~dv.3.", .invalidID),
    ("1~99999999999999999999", .invalidID),
  ])
  func invalidStringsFailWithTheirKind(_ text: String, _ kind: AdditionalConsentError.Kind) {
    do {
      _ = try AdditionalConsentString(decoding: text)
      Issue.record("\(text) was accepted")
    } catch {
      #expect(error.kind == kind, "\(text): \(error)")
    }
  }

  @Test func randomGarbageNeverCrashes() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("0123456789~.dv12-x")
    for _ in 0..<5_000 {
      let length = Int.random(in: 0...30, using: &generator)
      let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "1" })
      _ = try? AdditionalConsentString(decoding: text)
    }
  }
}
