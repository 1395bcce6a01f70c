import Interlude
import InterludeInspect
import InterludeSimulation
import InterludeVAST

/// The JSON form of a simulated session: `{verdict: {outcome, headline, failures: [{code,
/// vastCode, url, break, ad, message}]}, completed, duration, privacy, outbound: [{t, kind,
/// url}], entries: [{t, contentTime, kind, ad, break, detail}]}`.
///
/// `outbound` lists every URL the session sent (ad request, wrappers, break tags, beacons),
/// even with `--no-beacons`, so that what left the device can be checked URL by URL.
struct SimulationReport: Encodable {
  /// What the session's outputs lead with: complete, completed with failures, or failed.
  let verdict: LoadVerdict
  let completed: Bool
  let duration: Double
  let privacy: PrivacySummary
  let outbound: [OutboundRequest]
  let entries: [SimulationEntry]

  init(result: SessionSimulator.Result, privacy: PrivacySummary) {
    verdict = LoadVerdict(session: result)
    completed = result.completed
    duration = (result.duration * 1000).rounded() / 1000
    self.privacy = privacy.counting(result.outbound)
    outbound = result.outbound
    entries = result.entries.map { entry in
      guard entry.kind == .error else { return entry }
      var plain = entry
      plain.detail = ErrorSentence.plain(entry.detail)
      return plain
    }
  }

  func jsonString() throws -> String {
    try InspectReport.stableJSON(self)
  }
}
