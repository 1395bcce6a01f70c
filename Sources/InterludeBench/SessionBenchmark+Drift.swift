import Foundation

/// How the beacons of repeated runs of the same session differ: the simulation is meant to be
/// deterministic, so every difference is a finding.
extension SessionBenchmark {
  /// One beacon of a timeline.
  struct BeaconRecord: Hashable {
    let url: String
    let ad: String?
    let adBreak: String?
    let t: Double

    var attribution: String { "\(adBreak ?? "-")/\(ad ?? "-")" }
  }

  /// The measured runs' beacons against the warm-up's, paired by URL in order.
  struct BeaconDrift {
    /// Measured runs whose beacons differ in any way.
    var runsDiffering = 0
    /// Beacons of the warm-up that a measured run did not record, by URL (over all runs).
    var lost: [String] = []
    /// Beacons a measured run recorded and the warm-up did not, by URL (over all runs).
    var extra: [String] = []
    /// Beacons recorded under another ad or break than in the warm-up (over all runs).
    var misattributed = 0
    /// Beacons under the same ad and break but at another simulated time (over all runs).
    var retimed = 0
    /// A few misattributed beacons, described.
    var examples: [String] = []

    var isEmpty: Bool { runsDiffering == 0 }

    mutating func add(run: [BeaconRecord], reference: [BeaconRecord]) {
      var byURL: [String: [BeaconRecord]] = [:]
      for record in reference { byURL[record.url, default: []].append(record) }
      var differs = false
      for record in run {
        guard var candidates = byURL[record.url], !candidates.isEmpty else {
          extra.append(record.url)
          differs = true
          continue
        }
        let expected = candidates.removeFirst()
        byURL[record.url] = candidates
        if expected.attribution != record.attribution {
          misattributed += 1
          differs = true
          if examples.count < 3 {
            examples.append(
              "\(record.url) under \(record.attribution) at \(Self.seconds(record.t)) "
                + "(warm-up: \(expected.attribution) at \(Self.seconds(expected.t)))")
          }
        } else if expected.t != record.t {
          retimed += 1
          differs = true
        }
      }
      for (url, records) in byURL where !records.isEmpty {
        lost.append(contentsOf: Array(repeating: url, count: records.count))
        differs = true
      }
      if differs { runsDiffering += 1 }
    }

    private static func seconds(_ t: Double) -> String {
      String(format: "%.1f s", t)
    }
  }
}
