/// One HTTP request made while loading ads, for diagnostics (`interlude inspect --follow`).
package struct LoadHop: Hashable, Sendable {
  /// What came back.
  package enum Outcome: Hashable, Sendable {
    /// A VAST document with ads (inline or wrappers).
    case vast(ads: Int)
    /// A VMAP document.
    case vmap(breaks: Int)
    /// The request or the document failed with this code.
    case failed(VASTErrorCode, String)
  }

  /// The URL requested (after macros and repairs).
  package var url: String
  /// How many wrappers deep the request was (0 for the ad tag).
  package var depth: Int
  /// The HTTP status, when a response arrived.
  package var statusCode: Int?
  /// How long the request took, in milliseconds.
  package var milliseconds: Double
  /// When the request started, in milliseconds since the load began (monotonic clock).
  package var startMilliseconds: Double
  /// The URL of the document that led to this request (the wrapper or VMAP document, after
  /// redirects); nil for the ad tag and for a wrapper of an ads response given as text.
  package var parentURL: String?
  /// The size of the body, in bytes.
  package var bytes: Int
  /// What the response held.
  package var outcome: Outcome

  /// Creates a hop.
  package init(
    url: String, depth: Int, statusCode: Int?, milliseconds: Double, bytes: Int, outcome: Outcome,
    startMilliseconds: Double = 0, parentURL: String? = nil
  ) {
    self.url = url
    self.depth = depth
    self.statusCode = statusCode
    self.milliseconds = milliseconds
    self.startMilliseconds = startMilliseconds
    self.parentURL = parentURL
    self.bytes = bytes
    self.outcome = outcome
  }
}
