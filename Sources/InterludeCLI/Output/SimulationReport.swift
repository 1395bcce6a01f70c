import Interlude
import InterludeInspect
import InterludeSimulation
import InterludeVAST

/// The JSON form of a simulated session: `{verdict: {outcome, headline, failures: [{code,
/// vastCode, url, break, ad, message}]}, completed, duration, privacy, outbound: [{t, kind,
/// url}], beaconsSent: [{t, url, status, failure}] or null, entries: [{t, contentTime, kind, ad,
/// break, detail}]}`.
///
/// `outbound` lists every URL the session sent (ad request, wrappers, break tags, beacons),
/// even with `--no-beacons`, so that what left the device can be checked URL by URL.
/// `beaconsSent` is what `--send-beacons` sent to the tracking servers, each with the status
/// its server answered; null when the session sent none over the network.
struct SimulationReport: Encodable {
  /// What the session's outputs lead with: complete, completed with failures, or failed.
  let verdict: LoadVerdict
  let completed: Bool
  let duration: Double
  let privacy: PrivacySummary
  let outbound: [OutboundRequest]
  let beaconsSent: [BeaconDelivery]?
  let entries: [SimulationEntry]

  init(result: SessionSimulator.Result, privacy: PrivacySummary) {
    verdict = LoadVerdict(session: result)
    completed = result.completed
    duration = (result.duration * 1000).rounded() / 1000
    self.privacy = privacy.counting(result.outbound)
    outbound = result.outbound
    beaconsSent = result.beaconAttempts?.map(BeaconDelivery.init)
    entries = result.entries.map { entry in
      guard entry.kind == .error else { return entry }
      var plain = entry
      plain.detail = ErrorSentence.plain(entry.detail)
      return plain
    }
  }

  private enum CodingKeys: String, CodingKey {
    case verdict, completed, duration, privacy, outbound, beaconsSent, entries
  }

  /// Encodes every key, writing `null` for absent values.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(verdict, forKey: .verdict)
    try container.encode(completed, forKey: .completed)
    try container.encode(duration, forKey: .duration)
    try container.encode(privacy, forKey: .privacy)
    try container.encode(outbound, forKey: .outbound)
    try container.encode(beaconsSent, forKey: .beaconsSent)
    try container.encode(entries, forKey: .entries)
  }

  func jsonString() throws -> String {
    try InspectReport.stableJSON(self)
  }
}
