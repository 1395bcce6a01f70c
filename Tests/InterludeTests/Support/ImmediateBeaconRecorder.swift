import Foundation
import Interlude

/// A beacon sender that records each beacon the moment playback fires it
/// (``ImmediateBeaconSender``), so a test on the manual clock sees every beacon at once and in
/// firing order, with no task to wait for and nothing that depends on the machine's speed.
@MainActor
final class ImmediateBeaconRecorder: ImmediateBeaconSender {
  private(set) var urls: [URL] = []

  /// The URLs received so far, as strings.
  var strings: [String] { urls.map(\.absoluteString) }

  func enqueue(_ url: URL) { urls.append(url) }

  func send(_ url: URL) async { enqueue(url) }
}
