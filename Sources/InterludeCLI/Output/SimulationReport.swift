import Interlude
import InterludeInspect
import InterludeSimulation
import InterludeVAST

/// The JSON form of a simulated session: `{completed, duration, privacy, outbound: [{t, kind,
/// url}], entries: [{t, contentTime, kind, ad, break, detail}]}`.
///
/// `outbound` lists every URL the session sent (ad request, wrappers, break tags, beacons),
/// even with `--no-beacons`, so that what left the device can be checked URL by URL.
struct SimulationReport: Encodable {
  let completed: Bool
  let duration: Double
  let privacy: PrivacySummary
  let outbound: [OutboundRequest]
  let entries: [SimulationEntry]

  init(result: SessionSimulator.Result, privacy: PrivacySummary) {
    completed = result.completed
    duration = (result.duration * 1000).rounded() / 1000
    self.privacy = privacy.counting(result.outbound)
    outbound = result.outbound
    entries = result.entries
  }

  func jsonString() throws -> String {
    try InspectReport.stableJSON(self)
  }
}
