public import Interlude

/// One request that ``RecordingTransport`` received.
public struct RecordedRequest: Sendable {
  /// The position of the request among all that the transport received, from 0.
  public var index: Int
  /// The request.
  public var request: HTTPRequest
  /// When the request arrived, in seconds on the transport's clock.
  public var time: Double

  /// Creates a record.
  public init(index: Int, request: HTTPRequest, time: Double) {
    self.index = index
    self.request = request
    self.time = time
  }
}
