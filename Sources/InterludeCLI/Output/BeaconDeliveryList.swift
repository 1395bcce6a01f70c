import Interlude
import InterludeSimulation

/// The list `simulate --send-beacons` prints: every attempt to send a beacon, with the HTTP
/// status its tracking server answered or why it failed.
enum BeaconDeliveryList {
  /// `beacons sent (3 attempts):` then one line per attempt: `  204  URL`, or `  failed
  /// (REASON)  URL`; `beacons sent: none` when the session sent none.
  static func render(_ attempts: [SimulatedNetworkRecord]) -> String {
    guard !attempts.isEmpty else { return "beacons sent: none\n" }
    let count = "\(attempts.count) attempt\(attempts.count == 1 ? "" : "s")"
    return "beacons sent (\(count)):\n"
      + attempts.map { "  \(outcome($0.outcome))  \($0.url)\n" }.joined()
  }

  private static func outcome(_ outcome: SimulatedNetworkOutcome) -> String {
    switch outcome {
    case .answered(let status): "\(status)"
    case .failed(let error): "failed (\(ErrorSentence.describe(error)))"
    case .offline: "failed (the simulated network was offline)"
    }
  }
}
