import Foundation
import InterludeConsent
import InterludeTestSupport
import Testing

/// `shared/fixtures/consent/usprivacy.json`, then hand-written valid and invalid strings.
struct USPrivacyStringTests {
  struct Vector: CustomTestStringConvertible, Sendable {
    var id: String
    var text: String
    var version: Int
    var notice: String
    var optOutSale: String
    var lspaCovered: String
    var usPrivacyApplies: Bool

    var testDescription: String { id }
  }

  static func vectors() throws -> [Vector] {
    guard let directory = SharedFixtures.directory else { return [] }
    let url = directory.appendingPathComponent("consent/usprivacy.json")
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
    return try entries.map { entry in
      let expected = try #require(entry["expected"] as? [String: Any])
      return Vector(
        id: try #require(entry["id"] as? String),
        text: try #require(entry["uspString"] as? String),
        version: try #require(expected["version"] as? Int),
        notice: try #require(expected["notice"] as? String),
        optOutSale: try #require(expected["optOutSale"] as? String),
        lspaCovered: try #require(expected["lspaCovered"] as? String),
        usPrivacyApplies: try #require(expected["usPrivacyApplies"] as? Bool))
    }
  }

  @Test(
    .enabled(
      if: SharedFixtures.isPresent(suite: Test.current?.isSuite),
      "\(SharedFixtures.unavailableMessage)"))
  func theFileHoldsFiveVectors() throws {
    #expect(try Self.vectors().count == 5)
  }

  @Test(
    .enabled(
      if: SharedFixtures.isPresent(suite: Test.current?.isSuite),
      "\(SharedFixtures.unavailableMessage)"),
    arguments: try vectors())
  func vectorDecodesAsExpected(_ vector: Vector) throws {
    let string = try USPrivacyString(validating: vector.text)
    #expect(string.version == vector.version)
    #expect(String(string.noticeGiven.rawValue) == vector.notice)
    #expect(String(string.optedOutOfSale.rawValue) == vector.optOutSale)
    #expect(String(string.lspaCovered.rawValue) == vector.lspaCovered)
    #expect(string.usPrivacyApplies == vector.usPrivacyApplies)
    #expect(string.description == vector.text)
    #expect(USPrivacyString(vector.text) == string)
  }

  @Test func notApplicableStringIsValidAndDoesNotApply() throws {
    let string = try USPrivacyString(validating: "1---")
    #expect(!string.usPrivacyApplies)
    #expect(!string.hasOptedOut)
  }

  @Test func optOutMakesHasOptedOutTrue() throws {
    #expect(try USPrivacyString(validating: "1NYN").hasOptedOut)
    #expect(try !USPrivacyString(validating: "1YNY").hasOptedOut)
  }

  @Test(arguments: [
    ("", USPrivacyError.Kind.wrongLength, nil as Int?),
    ("1YN", .wrongLength, nil),
    ("1YNNN", .wrongLength, nil),
    ("2YNN", .unsupportedVersion, 1),
    ("1XNN", .invalidFlag, 2),
    ("1YxN", .invalidFlag, 3),
    ("1yNN", .invalidFlag, 2),
    ("1YN?", .invalidFlag, 4),
    ("1Y-N", .unknownOptOut, 3),
    ("1--Y", .unknownOptOut, 3),
  ])
  func invalidStringsFailWithTheirKind(
    _ text: String, _ kind: USPrivacyError.Kind, _ position: Int?
  ) {
    do {
      _ = try USPrivacyString(validating: text)
      Issue.record("\(text) was accepted")
    } catch {
      #expect(error.kind == kind, "\(text)")
      #expect(error.position == position, "\(text)")
    }
  }
}
