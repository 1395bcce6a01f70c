import Foundation
import InterludeConsent
import InterludeTestSupport

/// Measures TC string decode and encode throughput (`interlude-bench tcf`).
///
/// Three strings, built in code so the figures do not depend on the shared corpus: a typical
/// CMP string (policy 4, 11 purposes, about 120 consented and 40 LI vendors up to ID 1000, a
/// DisclosedVendors segment), and a GVL-sized one (vendor IDs up to 4176, as in the real v17
/// list) written once as bitfields and once as ranges. Each round decodes (then encodes) the
/// string enough times to last about 40 ms; figures are medians over the rounds. The typical
/// string's decode and encode rates are judged against ``targetDecodesPerSecond`` and
/// ``targetEncodesPerSecond``.
struct TCFBenchmark {
  let rounds: Int

  /// The decode throughput the SDK aims for on the typical string.
  static let targetDecodesPerSecond = 200_000.0
  /// The encode throughput the SDK aims for on the typical string: half the decode target.
  static let targetEncodesPerSecond = 100_000.0

  struct Case {
    let name: String
    let string: String
    let iterations: Int
    let decode: Timing
    let encode: Timing

    var decodesPerSecond: Double { Double(iterations) / decode.median }
    var encodesPerSecond: Double { Double(iterations) / encode.median }
  }

  struct Result {
    let rounds: Int
    let cases: [Case]
  }

  func run() throws -> Result {
    var cases: [Case] = []
    for (name, tcString, encoder) in try Self.inputs() {
      let string = try encoder.encode(tcString)
      let iterations = max(1, 8_000_000 / max(string.utf8.count, 1))
      var decodeSamples: [Double] = []
      var encodeSamples: [Double] = []
      var sink = 0
      let decoder = TCStringDecoder()
      for _ in 0..<rounds {
        decodeSamples.append(
          time {
            for _ in 0..<iterations {
              sink &+= (try? decoder.decode(string))?.vendorConsents.ids.count ?? 0
            }
          })
        encodeSamples.append(
          time {
            for _ in 0..<iterations { sink &+= (try? encoder.encode(tcString))?.utf8.count ?? 0 }
          })
      }
      if sink == 42 { print("") }
      cases.append(
        Case(
          name: name, string: string, iterations: iterations,
          decode: Timing(samples: decodeSamples), encode: Timing(samples: encodeSamples)))
    }
    return Result(rounds: rounds, cases: cases)
  }

  private func time(_ body: () -> Void) -> Double {
    ContinuousClock().measure(body) / .seconds(1)
  }

  /// The benchmark strings: name, model and the encoder that writes it.
  static func inputs() throws -> [(String, TCString, TCStringEncoder)] {
    var generator = SeededGenerator(seed: 2023)
    func pick(_ count: Int, upTo limit: Int) -> [Int] {
      var ids = Set<Int>()
      while ids.count < count { ids.insert(Int(generator.next() % UInt64(limit)) + 1) }
      return ids.sorted()
    }
    var typical = TCString(
      createdDeciseconds: 17_356_896_000, cmpId: 300, cmpVersion: 12, vendorListVersion: 78,
      tcfPolicyVersion: 4)
    typical.specialFeatureOptIns = [1]
    typical.purposesConsent = Array(1...11)
    typical.purposesLITransparency = [2, 7, 9, 10]
    typical.publisherCC = "DE"
    typical.vendorConsents = VendorSet(ids: pick(120, upTo: 1000))
    typical.vendorLegitimateInterests = VendorSet(ids: pick(40, upTo: 1000))
    typical.disclosedVendors = VendorSet(ids: pick(150, upTo: 1000))
    let gvlIds = pick(692, upTo: 4176) + [4176]
    var gvl = typical
    gvl.specialFeatureOptIns = [1, 2]
    gvl.publisherCC = "FR"
    gvl.vendorConsents = VendorSet(ids: gvlIds)
    gvl.vendorLegitimateInterests = VendorSet(ids: Array(gvlIds.prefix(400)))
    gvl.publisherRestrictions = [
      PublisherRestriction(
        purposeId: 2, restrictionType: .requireConsent, vendorIds: Array(gvlIds.prefix(20)))
    ]
    gvl.disclosedVendors = VendorSet(ids: gvlIds)
    func allRanges(_ tc: TCString) -> TCString {
      var copy = tc
      copy.vendorConsents.isRangeEncoding = true
      copy.vendorLegitimateInterests.isRangeEncoding = true
      copy.disclosedVendors?.isRangeEncoding = true
      return copy
    }
    let recorded = TCStringEncoder(vendorEncoding: .asRecorded)
    return [
      ("typical", typical, TCStringEncoder()),
      ("gvl-bitfield", gvl, recorded),
      ("gvl-range", allRanges(gvl), recorded),
    ]
  }
}
