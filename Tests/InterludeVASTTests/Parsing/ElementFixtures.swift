import Foundation
import Testing

/// The hand-written documents under `Fixtures/Elements` (copied into the test bundle).
enum ElementFixtures {
  /// The bytes of one fixture file.
  static func data(_ name: String) throws -> Data {
    let folder = try #require(
      Bundle.module.url(forResource: "Fixtures", withExtension: nil),
      "the Fixtures folder is missing from the test bundle")
    return try Data(
      contentsOf: folder.appendingPathComponent("Elements", isDirectory: true)
        .appendingPathComponent(name))
  }

  /// The text of one fixture file.
  static func text(_ name: String) throws -> String {
    String(decoding: try data(name), as: UTF8.self)
  }
}
