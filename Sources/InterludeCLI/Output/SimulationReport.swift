import Interlude
import InterludeVAST

/// The JSON form of a simulated session: `{completed, duration, entries: [{t, kind, ad, break,
/// detail}]}`.
struct SimulationReport: Encodable {
  let completed: Bool
  let duration: Double
  let entries: [SimulationEntry]

  init(result: SessionSimulator.Result) {
    completed = result.completed
    duration = (result.duration * 1000).rounded() / 1000
    entries = result.entries
  }

  func jsonString() throws -> String {
    try InspectReport.stableJSON(self)
  }
}
