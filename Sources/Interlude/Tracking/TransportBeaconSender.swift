package import Foundation

/// Sends each beacon once through an ``HTTPTransport``, with a short timeout.
///
/// Failures are handed to `onFailure` (for logging and tests), never thrown: a beacon must not
/// hold up the ad. Retries and persistence belong to a durable queue in front of this sender.
package struct TransportBeaconSender: BeaconSender {
  private let transport: any HTTPTransport
  private let timeout: Double
  private let userAgent: String
  private let onFailure: @Sendable (URL, TransportError) -> Void

  /// Creates a sender.
  package init(
    transport: any HTTPTransport, timeout: Double = 5,
    userAgent: String = DeviceInfo.defaultUserAgent,
    onFailure: @escaping @Sendable (URL, TransportError) -> Void = { _, _ in }
  ) {
    self.transport = transport
    self.timeout = timeout
    self.userAgent = userAgent
    self.onFailure = onFailure
  }

  /// Sends the beacon and waits for the answer or the timeout.
  package func send(_ url: URL) async {
    let request = HTTPRequest(
      url: url, headers: ["User-Agent": userAgent], timeout: timeout, maxResponseBytes: 64 << 10,
      purpose: .beacon)
    do {
      _ = try await transport.send(request)
    } catch {
      onFailure(url, error)
    }
  }
}
