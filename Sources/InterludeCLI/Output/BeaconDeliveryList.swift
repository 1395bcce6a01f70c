/// The list `simulate --send-beacons` prints: every attempt to send a beacon, with the HTTP
/// status its tracking server answered or why it failed.
enum BeaconDeliveryList {
  /// `beacons sent (3 attempts):` then one line per attempt: `  204  URL`, or `  failed
  /// (REASON)  URL`; `beacons sent: none` when the session sent none.
  static func render(_ deliveries: [BeaconDelivery]) -> String {
    guard !deliveries.isEmpty else { return "beacons sent: none\n" }
    let count = "\(deliveries.count) attempt\(deliveries.count == 1 ? "" : "s")"
    return "beacons sent (\(count)):\n"
      + deliveries.map { "  \(outcome($0))  \($0.url)\n" }.joined()
  }

  private static func outcome(_ delivery: BeaconDelivery) -> String {
    if let status = delivery.status { return "\(status)" }
    return "failed (\(delivery.failure ?? "no answer"))"
  }
}
