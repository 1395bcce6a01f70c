import Foundation
import Interlude
import InterludeSimulation
import InterludeVAST

/// Renders a simulated session as a readable timeline: a privacy header, one line per entry
/// (requests and beacons among them), and a footer counting what was sent.
struct SimulationTextRenderer {
  func render(_ result: SessionSimulator.Result, privacy: PrivacySummary) -> String {
    var text = privacy.counting(result.outbound).line + "\n"
    for entry in result.entries {
      let time = VASTTime.string(from: entry.t)
      let place = [entry.adBreak.map { "[\($0)]" }, entry.ad].compactMap { $0 }.joined(
        separator: " ")
      let kind = entry.kind.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
      text += "\(time)  \(kind) \(place.isEmpty ? "" : place + "  ")\(entry.detail)\n"
    }
    let ending = result.completed ? "session complete" : "session did NOT complete"
    return text + "\(ending) after \(VASTTime.string(from: result.duration)) of simulated time; "
      + "\(Self.count(result.outbound))\n"
  }

  /// `57 outbound URLs: 1 ad request, 2 wrappers, 2 break tags, 52 beacons`.
  static func count(_ outbound: [OutboundRequest]) -> String {
    let names: [(HTTPRequest.Purpose, String)] = [
      (.adRequest, "ad request"), (.wrapper, "wrapper"), (.breakTag, "break tag"),
      (.beacon, "beacon"), (.other, "other request"),
    ]
    let parts = names.compactMap { kind, name -> String? in
      let count = outbound.count { $0.kind == kind }
      return count == 0 ? nil : "\(count) \(name)\(count == 1 ? "" : "s")"
    }
    let total = "\(outbound.count) outbound URL\(outbound.count == 1 ? "" : "s")"
    return parts.isEmpty ? total : total + ": " + parts.joined(separator: ", ")
  }
}
