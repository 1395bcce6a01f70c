public import Foundation
public import Interlude

/// A ``BeaconSender`` that records every URL it is asked to send, and sends nothing.
public final class RecordingBeaconSender: BeaconSender, @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [URL] = []

  /// Creates an empty recorder.
  public init() {}

  /// Records `url`.
  public func send(_ url: URL) async {
    lock.withLock { recorded.append(url) }
  }

  /// The URLs received so far, in arrival order.
  public var urls: [URL] {
    lock.withLock { recorded }
  }

  /// The URLs received so far, as strings.
  public var strings: [String] {
    urls.map(\.absoluteString)
  }
}
