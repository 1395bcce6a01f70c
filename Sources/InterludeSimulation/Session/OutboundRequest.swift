public import Interlude

/// One URL a simulated session sent off the device: an ad request, a wrapper or break tag
/// fetch, or a beacon, with its macros expanded and its ad-tag parameters added.
///
/// The simulator records these at its two network seams (the ``HTTPTransport`` that loads ad
/// documents and the ``BeaconSender`` that fires beacons), so every request and beacon of the
/// session is listed, whether or not the timeline shows it.
public struct OutboundRequest: Hashable, Sendable, Encodable {
  /// Seconds of simulated time since the session began.
  public var t: Double
  /// Why the URL was requested.
  public var kind: HTTPRequest.Purpose
  /// The full URL as sent.
  public var url: String
  /// For a beacon, the ad whose event fired it (as ``SessionEventRecord/ad`` names it; the
  /// last ad that had an event, for a break's beacons); not encoded.
  public var ad: String?

  /// Creates a record.
  public init(t: Double, kind: HTTPRequest.Purpose, url: String, ad: String? = nil) {
    self.t = t
    self.kind = kind
    self.url = url
    self.ad = ad
  }

  private enum CodingKeys: String, CodingKey {
    case t, kind, url
  }

  /// Encodes every key; times in milliseconds precision.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode((t * 1000).rounded() / 1000, forKey: .t)
    try container.encode(kind, forKey: .kind)
    try container.encode(url, forKey: .url)
  }
}
