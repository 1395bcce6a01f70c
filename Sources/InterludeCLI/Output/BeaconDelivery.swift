import InterludeSimulation

/// One beacon `simulate --send-beacons` sent, as the JSON report and the HTML page show it:
/// `{t, url, status, failure}`, `status` the HTTP status its tracking server answered (null
/// when none did) and `failure` why it failed (null when it was answered).
struct BeaconDelivery: Encodable, Equatable {
  /// When the beacon was sent, in seconds of simulated time.
  let t: Double
  /// The beacon's URL.
  let url: String
  /// The HTTP status the tracking server answered, nil when the request failed.
  let status: Int?
  /// Why the request failed, in plain words; nil when the server answered.
  let failure: String?

  init(_ record: SimulatedNetworkRecord) {
    t = (record.time * 1000).rounded() / 1000
    url = record.url
    switch record.outcome {
    case .answered(let statusCode):
      status = statusCode
      failure = nil
    case .failed(let error):
      status = nil
      failure = ErrorSentence.describe(error)
    case .offline:
      status = nil
      failure = "the simulated network was offline"
    }
  }

  /// Whether the tracking server took the beacon: it answered with a 2xx or 3xx status.
  var delivered: Bool { status.map { (200..<400).contains($0) } ?? false }

  private enum CodingKeys: String, CodingKey { case t, url, status, failure }

  /// Encodes every key, writing `null` for absent values.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(t, forKey: .t)
    try container.encode(url, forKey: .url)
    try container.encode(status, forKey: .status)
    try container.encode(failure, forKey: .failure)
  }
}
