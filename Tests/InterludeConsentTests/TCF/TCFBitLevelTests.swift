import InterludeConsent
import InterludeTestSupport
import Testing

/// The decoder and encoder at the bit level, on strings written bit by bit in the test: fields
/// at every alignment, bitfields across word boundaries, range entries in any order, and the
/// error each kind of damage gives.
@Suite("TCF bit level")
struct TCFBitLevelTests {
  /// The core fields up to `PublisherCC` (213 bits) of the minimal core.
  static let header = String(TCFBits.bits(ofBase64: TCFHandWrittenTests.minimal).prefix(213))
  /// An empty vendor section: `MaxVendorId` 0, bitfield.
  static let emptySection = TCFBits.field(0, 16) + "0"
  /// No publisher restrictions.
  static let noRestrictions = TCFBits.field(0, 12)

  /// A bitfield of `count` bits with the given bits set (1-based), as a bit string.
  static func bitfield(_ ids: Set<Int>, count: Int) -> String {
    String((0..<count).map { ids.contains($0 + 1) ? "1" : "0" })
  }

  /// A range section for entries `(first, last)`, as a bit string.
  static func rangeSection(_ entries: [(Int, Int)], maxVendorId: Int) -> String {
    var bits = TCFBits.field(maxVendorId, 16) + "1" + TCFBits.field(entries.count, 12)
    for (first, last) in entries {
      bits += first == last ? "0" + TCFBits.field(first, 16) : "1" + TCFBits.field(first, 16)
      if first != last { bits += TCFBits.field(last, 16) }
    }
    return bits
  }

  @Test(
    "TCF 2.2 core: bitfield bit i is vendor i + 1, for any length and any bit alignment",
    arguments: [1, 7, 55, 56, 57, 63, 64, 65, 112, 113, 129, 1000])
  func bitfieldsAtEveryAlignment(count: Int) throws {
    var generator = SeededGenerator(seed: UInt64(count))
    let patterns: [Set<Int>] = [
      Set(1...count), Set(stride(from: 1, through: count, by: 2)), [1, count],
      Set((1...count).filter { _ in Bool.random(using: &generator) }),
    ]
    for ids in patterns {
      // A consent bitfield of 0-7 bits in front moves the legitimate-interest one through
      // every alignment within a byte.
      for shift in 0..<8 {
        let consents = TCFBits.field(shift, 16) + "0" + Self.bitfield([], count: shift)
        let interests = TCFBits.field(count, 16) + "0" + Self.bitfield(ids, count: count)
        let bits = Self.header + consents + interests + Self.noRestrictions
        let decoded = try TCStringDecoder().decode(TCFBits.base64(bits))
        #expect(decoded.vendorConsents.maxVendorId == shift)
        #expect(decoded.vendorConsents.ids.isEmpty)
        #expect(decoded.vendorLegitimateInterests.ids == ids.sorted(), "shift \(shift)")
        #expect(decoded.vendorLegitimateInterests.maxVendorId == count)
        #expect(
          try TCStringEncoder(vendorEncoding: .asRecorded).encode(decoded).hasPrefix(
            TCFBits.base64(String(bits.prefix(bits.count / 6 * 6)))))
      }
    }
  }

  @Test(
    "TCF 2.2 range entries: ascending, overlapping and out-of-order entries give their sorted union",
    arguments: [
      [(1, 1)], [(1, 3), (5, 5), (7, 200)], [(60, 70), (65, 130), (1, 2)],
      [(65_535, 65_535), (1, 64)], [(63, 64), (127, 128), (64, 127)], [(5, 5), (5, 5)],
      [(1, 65_535)], [(100, 200), (1, 50), (150, 300), (64, 64)],
    ])
  func rangeEntries(entries: [(Int, Int)]) throws {
    var expected = Set<Int>()
    for (first, last) in entries { expected.formUnion(first...last) }
    let interests: Set<Int> = [1, 3, 9]
    let bits =
      Self.header + Self.rangeSection(entries, maxVendorId: 65_535)
      + TCFBits.field(9, 16) + "0" + Self.bitfield(interests, count: 9) + Self.noRestrictions
    let decoded = try TCStringDecoder().decode(TCFBits.base64(bits))
    #expect(decoded.vendorConsents.ids == expected.sorted())
    #expect(decoded.vendorConsents.isRangeEncoding)
    // The section after the ranges starts where the last entry ends.
    #expect(decoded.vendorLegitimateInterests.ids == interests.sorted())
    #expect(decoded.publisherRestrictions.isEmpty)
  }

  @Test("A range section cut anywhere fails as truncated, naming the field it cuts")
  func truncatedRanges() {
    let entries = [(3, 3), (10, 400), (500, 500), (700, 900)]
    let bits = Self.header + Self.rangeSection(entries, maxVendorId: 900)
    // Field widths after the 17-bit section header: NumEntries, then each entry's fields.
    var fields = [(213 + 17, 12)]
    for (first, last) in entries {
      let start = fields.last.map { $0.0 + $0.1 } ?? 0
      fields.append((start, 1))
      fields.append((start + 1, 16))
      if first != last { fields.append((start + 17, 16)) }
    }
    // Cuts at whole characters from the first character inside NumEntries (bit 230).
    for cut in stride(from: 234, to: bits.count, by: 6) {
      guard let (position, width) = fields.first(where: { $0.0 + $0.1 > cut }) else { continue }
      do {
        let decoded = try TCStringDecoder().decode(TCFBits.base64(String(bits.prefix(cut))))
        Issue.record("a cut at bit \(cut) decoded: \(decoded.vendorConsents.ids)")
      } catch {
        #expect(error.kind == .truncated)
        #expect(
          error.message == "vendor consent section ends early: needed \(width) bits at bit "
            + "\(position), \(cut - position) left")
      }
    }
  }

  @Test("A range entry with StartVendorId 0 or an end before its start is a bad segment")
  func invalidRanges() {
    for (first, last) in [(0, 0), (0, 5), (9, 4)] {
      var bits = Self.header + TCFBits.field(10, 16) + "1" + TCFBits.field(1, 12)
      bits += "1" + TCFBits.field(first, 16) + TCFBits.field(last, 16)
      bits += Self.emptySection + Self.noRestrictions
      do {
        _ = try TCStringDecoder().decode(TCFBits.base64(bits))
        Issue.record("range \(first)-\(last) decoded")
      } catch {
        #expect(error.kind == .badSegment)
        #expect(
          error.message
            == "vendor consent section: invalid vendor range \(first)-\(last) at bit 275")
      }
    }
  }

  @Test("A character outside base64url is reported at its offset in the whole string")
  func notBase64Offsets() {
    let text = Array(TCFGarbageTests.samples[2])
    for offset in text.indices where text[offset] != "." {
      var mutated = text
      mutated[offset] = "+"
      do {
        _ = try TCStringDecoder().decode(String(mutated))
        Issue.record("decoded with '+' at \(offset)")
      } catch {
        #expect(error.kind == .notBase64)
        #expect(error.message.contains("at offset \(offset) "), "\(error.message)")
      }
    }
  }

  @Test("TCF 2.2 core: Version, Created, LastUpdated and CmpId sit at bits 0, 6, 42 and 78")
  func fieldsAtTheirPlaces() throws {
    var generator = SeededGenerator(seed: 36)
    for _ in 0..<200 {
      var tc = TCString(
        createdDeciseconds: Int64.random(in: 0..<(1 << 36), using: &generator),
        cmpId: Int.random(in: 0..<4096, using: &generator),
        cmpVersion: Int.random(in: 0..<4096, using: &generator),
        vendorListVersion: Int.random(in: 0..<4096, using: &generator),
        tcfPolicyVersion: Int.random(in: 0..<64, using: &generator))
      tc.lastUpdatedDeciseconds = Int64.random(in: 0..<(1 << 36), using: &generator)
      tc.consentScreen = Int.random(in: 0..<64, using: &generator)
      let encoded = try TCStringEncoder().encode(tc)
      let bits = TCFBits.bits(ofBase64: encoded)
      #expect(String(bits.prefix(6)) == TCFBits.field(2, 6))
      #expect(String(bits.dropFirst(6).prefix(36)) == TCFBits.field(Int(tc.createdDeciseconds), 36))
      #expect(
        String(bits.dropFirst(42).prefix(36)) == TCFBits.field(Int(tc.lastUpdatedDeciseconds), 36))
      #expect(String(bits.dropFirst(78).prefix(12)) == TCFBits.field(tc.cmpId, 12))
      #expect(try TCStringDecoder().decode(encoded) == tc)
    }
  }
}
