import Foundation
import InterludeConsent
import InterludeTestSupport
import Testing

/// The shared TC string vectors (`consent/tcstrings.json`), read with JSONSerialization so that
/// `expected` can be compared field by field.
enum TCFVectorCatalog {
  /// One vector.
  struct Vector {
    let id: String
    let tcString: String
    let kind: String
    let object: [String: Any]

    var expected: [String: Any] { object["expected"] as? [String: Any] ?? [:] }
    var policyChecks: [String: Any]? { object["policyChecks"] as? [String: Any] }
    var notes: String { object["notes"] as? String ?? "" }
  }

  /// Every vector, in file order.
  static func load() throws -> [Vector] {
    let directory = try #require(
      SharedFixtures.directory, Comment(rawValue: SharedFixtures.unavailableMessage))
    let data = try Data(
      contentsOf: directory.appendingPathComponent("consent/tcstrings.json"))
    let array = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    return array.compactMap { object in
      guard let id = object["id"] as? String, let string = object["tcString"] as? String,
        let kind = object["kind"] as? String
      else { return nil }
      return Vector(id: id, tcString: string, kind: kind, object: object)
    }
  }

  /// A JSON value as canonical text (sorted keys), for comparing one field.
  static func canonical(_ value: Any?) -> String {
    guard let value, !(value is NSNull) else { return "null" }
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
  }

  /// The JSON form of a decoded string as a dictionary.
  static func dictionary(of tcString: TCString) throws -> [String: Any] {
    let data = try TCStringJSON(tcString).jsonData()
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The fields of `expected` that differ from `actual`, as `field: expected != actual`.
  static func differences(expected: [String: Any], actual: [String: Any]) -> [String] {
    expected.keys.sorted().compactMap { key in
      let want = canonical(expected[key])
      let got = canonical(actual[key])
      return want == got ? nil : "\(key): expected \(want), got \(got)"
    }
  }
}
