import Foundation
import InterludeConsent
import InterludeTestSupport

/// The shared GVL fixtures and small hand-written lists.
enum GVLFixtures {
  static var directory: URL? {
    SharedFixtures.directory?.appendingPathComponent("consent/gvl", isDirectory: true)
  }

  static let available = directory != nil

  static func url(_ name: String) throws -> URL {
    guard let directory else {
      throw GVLFixtureMissing(message: SharedFixtures.unavailableMessage)
    }
    return directory.appendingPathComponent(name)
  }

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: url(name))
  }

  static let v17 = "gvl-v3-vendorlist-v17.json"
  static let twoVendors = "gvl-v3-vendorlist-v15-2vendors.json"

  /// A minimal hand-written list: two purposes, one stack, one vendor with few fields.
  static let minimal = Data(
    """
    {
      "gvlSpecificationVersion": 3,
      "vendorListVersion": 9,
      "tcfPolicyVersion": 4,
      "lastUpdated": "2024-01-02T03:04:05Z",
      "purposes": {
        "1": {"id": 1, "name": "Store", "description": "Store info", "illustrations": ["a"]},
        "2": {"id": 2, "name": "Basic ads", "description": "Use limited data"}
      },
      "stacks": {"1": {"id": 1, "purposes": [1, 2], "name": "Ads", "description": "Ads stack"}},
      "dataCategories": {"1": {"id": 1, "name": "IP addresses", "description": "Your IP"}},
      "vendors": {
        "42": {"id": 42, "name": "Sparse Vendor", "purposes": [1]},
        "4176": {"id": 4176, "name": "Gone", "deletedDate": "2023-09-04T00:00:00Z",
                 "cookieMaxAgeSeconds": null, "overflow": {"httpGetLimit": 32}}
      }
    }
    """.utf8)

  /// A small vendor list of a given version: vendors as `id: deletedDate or nil`.
  static func list(
    version: Int, tcfPolicyVersion: Int = 4, vendors: [Int: String?] = [42: nil]
  ) -> Data {
    let entries = vendors.keys.sorted().map { id in
      let deleted = (vendors[id] ?? nil).map { #", "deletedDate": "\#($0)""# } ?? ""
      return #""\#(id)": {"id": \#(id), "name": "Vendor \#(id)", "purposes": [1]\#(deleted)}"#
    }
    return Data(
      """
      {"gvlSpecificationVersion": 3, "vendorListVersion": \(version),
       "tcfPolicyVersion": \(tcfPolicyVersion), "lastUpdated": "2025-11-27T16:00:00Z",
       "purposes": {"1": {"id": 1, "name": "Store", "description": "Store info"}},
       "vendors": {\(entries.joined(separator: ", "))}}
      """.utf8)
  }

  /// A French translation of ``minimal``.
  static let minimalFrench = Data(
    """
    {
      "language": "fr",
      "purposes": {
        "1": {"id": 1, "name": "Stocker", "description": "Stocker des infos",
              "illustrations": ["b"]}
      },
      "stacks": {"1": {"id": 1, "name": "Pub", "description": "Pile pub"}},
      "dataCategories": {"1": {"id": 1, "name": "Adresses IP", "description": "Votre IP"}}
    }
    """.utf8)
}

struct GVLFixtureMissing: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
