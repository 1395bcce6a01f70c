/// How long a vendor keeps data, in days (GVL v3 `dataRetention`).
package struct GVLDataRetention: Hashable, Sendable, Decodable {
  /// The retention that applies when no per-purpose value is given; nil when undeclared.
  package var stdRetention: Int?
  /// Per-purpose retention in days, keyed by purpose id.
  package var purposes: [Int: Int]
  /// Per-special-purpose retention in days, keyed by special purpose id.
  package var specialPurposes: [Int: Int]

  /// Creates a retention declaration.
  package init(
    stdRetention: Int? = nil, purposes: [Int: Int] = [:], specialPurposes: [Int: Int] = [:]
  ) {
    self.stdRetention = stdRetention
    self.purposes = purposes
    self.specialPurposes = specialPurposes
  }

  /// The retention for a purpose: its own value, else the standard one.
  package func days(forPurpose purpose: Int) -> Int? {
    purposes[purpose] ?? stdRetention
  }

  /// The retention for a special purpose: its own value, else the standard one.
  package func days(forSpecialPurpose specialPurpose: Int) -> Int? {
    specialPurposes[specialPurpose] ?? stdRetention
  }

  private enum CodingKeys: String, CodingKey {
    case stdRetention, purposes, specialPurposes
  }

  /// Decodes a declaration; missing maps are empty and non-numeric keys are skipped.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    stdRetention = try container.decodeIfPresent(Int.self, forKey: .stdRetention)
    purposes = GVLKeyedCollection.integerKeys(
      try container.decodeIfPresent([String: Int].self, forKey: .purposes) ?? [:])
    specialPurposes = GVLKeyedCollection.integerKeys(
      try container.decodeIfPresent([String: Int].self, forKey: .specialPurposes) ?? [:])
  }
}
