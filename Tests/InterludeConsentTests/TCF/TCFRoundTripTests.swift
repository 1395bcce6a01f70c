import Foundation
import InterludeConsent
import InterludeTestSupport
import Testing

@Suite("TCF round trips")
struct TCFRoundTripTests {
  /// The IDs of shared vectors that re-encode byte for byte, and with which padding.
  static let byteIdentical: [String: TCFPadding] = ["tcf-sd-01": .bytes]

  @Test(
    "Valid vectors re-encode to an equal model; canonical ones byte for byte",
    .enabled(
      if: SharedFixtures.directory != nil, Comment(rawValue: SharedFixtures.unavailableMessage)))
  func vectorsReencode() throws {
    let vectors = try TCFVectorCatalog.load().filter {
      $0.kind == "valid" || $0.kind == "policy-invalid"
    }
    var identical: [String] = []
    for vector in vectors {
      let decoded = try TCStringDecoder().decode(vector.tcString)
      for padding in [TCFPadding.base64Blocks, .bytes, .minimal] {
        let encoder = TCStringEncoder(vendorEncoding: .asRecorded, padding: padding)
        let encoded = try encoder.encode(decoded)
        var again = try TCStringDecoder().decode(encoded)
        again.segmentCount = decoded.segmentCount
        #expect(again == decoded, "\(vector.id) (\(padding))")
        if encoded == vector.tcString { identical.append("\(vector.id):\(padding.rawValue)") }
        if Self.byteIdentical[vector.id] == padding {
          #expect(encoded == vector.tcString, "\(vector.id) re-encodes byte for byte")
        }
        let shortest = try TCStringEncoder(padding: padding).encode(decoded)
        var fromShortest = try TCStringDecoder().decode(shortest)
        fromShortest.segmentCount = decoded.segmentCount
        #expect(
          Self.normalised(fromShortest) == Self.normalised(decoded), "\(vector.id) shortest")
        #expect(Self.bits(of: shortest) <= Self.bits(of: encoded) + 24, "\(vector.id)")
      }
    }
    #expect(identical.count >= Self.byteIdentical.count, "identical: \(identical)")
  }

  @Test("Random TC states round-trip through the encoder and decoder (seeded)")
  func randomStates() throws {
    var generator = TCFSeededGenerator(seed: 0x7C_F2_2023)
    for round in 0..<300 {
      let original = TCFRandomState.make(using: &generator)
      for padding in [TCFPadding.base64Blocks, .bytes, .minimal] {
        let recorded = try TCStringEncoder(vendorEncoding: .asRecorded, padding: padding)
          .encode(original)
        #expect(try TCStringDecoder().decode(recorded) == original, "round \(round)")
        let shortest = try TCStringEncoder(padding: padding).encode(original)
        let decoded = try TCStringDecoder().decode(shortest)
        #expect(Self.normalised(decoded) == Self.normalised(original), "round \(round)")
        #expect(shortest.count <= recorded.count, "round \(round)")
        if padding == .base64Blocks {
          #expect(shortest.split(separator: ".").allSatisfy { $0.count % 4 == 0 })
        }
        let json = try JSONDecoder().decode(
          TCStringJSON.self, from: try TCStringJSON(decoded).jsonData())
        #expect(
          try TCStringJSON(json.tcString()) == TCStringJSON(decoded), "round \(round) through JSON")
      }
    }
  }

  /// The model with range-encoding flags cleared (they depend on the encoder's choice).
  static func normalised(_ tcString: TCString) -> TCString {
    var copy = tcString
    func clear(_ set: VendorSet) -> VendorSet {
      VendorSet(ids: set.ids, maxVendorId: set.maxVendorId, isRangeEncoding: false)
    }
    copy.vendorConsents = clear(copy.vendorConsents)
    copy.vendorLegitimateInterests = clear(copy.vendorLegitimateInterests)
    copy.disclosedVendors = copy.disclosedVendors.map(clear)
    copy.allowedVendorsLegacy = copy.allowedVendorsLegacy.map(clear)
    return copy
  }

  static func bits(of string: String) -> Int {
    string.split(separator: ".").reduce(0) { $0 + $1.count * 6 }
  }
}
