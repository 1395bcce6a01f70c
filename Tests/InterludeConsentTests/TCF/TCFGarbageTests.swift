import Foundation
import InterludeConsent
import InterludeTestSupport
import Testing

@Suite("TCF garbage input")
struct TCFGarbageTests {
  static let samples = [
    "CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAAAAAAAAA",
    "COvzTO5OvzTO5BRAAAENAPCoALIAADgAAAAAAewAwABAAlAB6ABBFADBQAQA9hAAAcAA",
    "CPTtLAAPTtLAAAKAAAENAAFgALwAAEAAAAAAAOgAgABgAAAA.IAoAAgABgAAEAQAAEAAA.d4AACEAAAAAA",
  ]

  @Test("Every truncation and single-character change of valid strings fails cleanly or decodes")
  func truncationsAndMutations() {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/ ")
    for sample in Self.samples {
      let characters = Array(sample)
      for length in 0...characters.count {
        for policy in [TCFSegmentPolicy.strict, .lenient] {
          _ = try? TCStringDecoder(segmentPolicy: policy).decode(String(characters[..<length]))
        }
      }
      for index in characters.indices {
        for replacement in alphabet {
          var mutated = characters
          mutated[index] = replacement
          _ = try? TCStringDecoder(segmentPolicy: .lenient).decode(String(mutated))
        }
      }
    }
  }

  @Test("Random bytes and random base64url never crash (seeded)")
  func randomInput() {
    var generator = SeededGenerator(seed: 42)
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    var decodedCount = 0
    for _ in 0..<3000 {
      let length = Int.random(in: 0...400, using: &generator)
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      _ = try? TCStringDecoder().decode(String(decoding: bytes, as: UTF8.self))
      var text = "C"
      for _ in 0..<length {
        let roll = Int.random(in: 0..<60, using: &generator)
        text.append(roll == 0 ? "." : alphabet[Int.random(in: 0..<64, using: &generator)])
      }
      for policy in [TCFSegmentPolicy.strict, .lenient] {
        if (try? TCStringDecoder(segmentPolicy: policy).decode(text)) != nil { decodedCount += 1 }
      }
    }
    #expect(decodedCount >= 0)
  }

  @Test("Hostile range sections (4095 overlapping full ranges) decode bounded")
  func hostileRanges() throws {
    let core = String(TCFBits.bits(ofBase64: Self.samples[0]).prefix(213))
    let entry = "1" + TCFBits.field(1, 16) + TCFBits.field(65_535, 16)
    let consent =
      TCFBits.field(65_535, 16) + "1" + TCFBits.field(4095, 12)
      + String(repeating: entry, count: 4095)
    let rest = TCFBits.field(0, 16) + "0" + TCFBits.field(0, 12)
    let decoded = try TCStringDecoder().decode(TCFBits.base64(core + consent + rest))
    #expect(decoded.vendorConsents.ids.count == 65_535)
    #expect(decoded.vendorConsents.ids.first == 1)
    #expect(decoded.vendorConsents.ids.last == 65_535)
  }
}
