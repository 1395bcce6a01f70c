import Foundation
import Interlude
import InterludeVAST

/// Renders a simulated session as a readable timeline, one line per entry.
struct SimulationTextRenderer {
  func render(_ result: SessionSimulator.Result) -> String {
    var text = ""
    for entry in result.entries {
      let time = VASTTime.string(from: entry.t)
      let place = [entry.adBreak.map { "[\($0)]" }, entry.ad].compactMap { $0 }.joined(
        separator: " ")
      let kind = entry.kind.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
      text += "\(time)  \(kind) \(place.isEmpty ? "" : place + "  ")\(entry.detail)\n"
    }
    let ending = result.completed ? "session complete" : "session did NOT complete"
    return text + "\(ending) after \(VASTTime.string(from: result.duration)) of simulated time\n"
  }
}
