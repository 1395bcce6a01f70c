import Foundation
import InterludeConsent

/// Measures GPP string decode throughput with US sections, fields read
/// (`interlude-bench gpp`).
///
/// Two GPP strings built from the GPP tests' vectors: a `usnat` version 2 string with a GPC
/// subsection, and the state sections 16 to 21 (Texas to New Jersey), 24 (Maryland, with GPC) and 25 (Indiana, with its
/// sensitive data consents subsection) under one header. Each round decodes the whole set
/// ``passes`` times and reads every section's fields; figures are medians over the rounds.
struct GPPBenchmark {
  let rounds: Int

  /// How many times a round decodes the set.
  static let passes = 2_000

  struct Result {
    let rounds: Int
    let strings: [String]
    let usSectionsPerPass: Int
    let timing: Timing

    /// GPP strings decoded (fields read) per second, by the median round.
    var decodesPerSecond: Double {
      Double(strings.count * GPPBenchmark.passes) / timing.median
    }
    /// US sections decoded (fields read) per second, by the median round.
    var sectionsPerSecond: Double {
      Double(usSectionsPerPass * GPPBenchmark.passes) / timing.median
    }
  }

  func run() throws -> Result {
    let strings = Self.strings()
    var usSections = 0
    for string in strings {
      let decoded = try GPPString(decoding: string)
      for section in decoded.sections {
        guard (7...27).contains(section.id), section.fields.count > 1 else {
          throw BenchmarkFailure(
            description: "gpp: \(string) has a section \(section.id) not decoded as US")
        }
        usSections += 1
      }
    }
    var samples: [Double] = []
    var sink = 0
    for _ in 0..<rounds {
      samples.append(
        ContinuousClock().measure {
          for _ in 0..<Self.passes {
            for string in strings {
              guard let decoded = try? GPPString(decoding: string) else { continue }
              for section in decoded.sections {
                for field in section.fields { sink &+= field.name.utf8.count }
              }
            }
          }
        } / .seconds(1))
    }
    if sink == 42 { print("") }
    return Result(
      rounds: rounds, strings: strings, usSectionsPerPass: usSections,
      timing: Timing(samples: samples))
  }

  /// The benchmark strings: the decoder tests' vectors, and the state sections' payloads under
  /// one header.
  static func strings() -> [String] {
    let states: [(id: Int, payload: String)] = [
      (16, "BqqqqqqA"), (17, "BqqqqqqqoA"), (18, "BVVVVVVA"), (19, "BmaqqqqA"),
      (20, "Bpmqqqqo"), (21, "BlWqqqmaqA"), (24, "BVVU.YA"), (25, "BQAA.AAA"),
    ]
    let header = GPPHeader(sectionIDs: states.map(\.id)).encoded
    return [
      "DBABLA~CVVVVVVVVVVW.YA",
      ([header] + states.map(\.payload)).joined(separator: "~"),
    ]
  }
}
