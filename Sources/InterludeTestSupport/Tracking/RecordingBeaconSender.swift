public import Foundation
public import Interlude
import InterludeConsent

/// A ``BeaconSender`` that records every URL it is asked to send, and sends nothing.
public final class RecordingBeaconSender: BeaconSender, Sendable {
  private let recorded = Locked<[URL]>([])

  /// Creates an empty recorder.
  public init() {}

  /// Records `url`.
  public func send(_ url: URL) async {
    recorded.withLock { $0.append(url) }
  }

  /// The URLs received so far, in arrival order.
  public var urls: [URL] {
    recorded.withLock { $0 }
  }

  /// The URLs received so far, as strings.
  public var strings: [String] {
    urls.map(\.absoluteString)
  }
}
