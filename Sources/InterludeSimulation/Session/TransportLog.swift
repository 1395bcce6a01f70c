import Foundation
import Interlude

/// A transport that reports every request it is given before passing it on: the simulator's
/// record of the ad requests, wrapper fetches and break tag fetches that leave the device.
///
/// Every document the SDK loads goes through the ``HTTPTransport`` it was given, so wrapping
/// that transport lists them all, whatever part of the SDK asked.
struct TransportLog: HTTPTransport {
  /// The transport that answers.
  let base: any HTTPTransport
  /// Called with each request before it is sent.
  let onSend: @Sendable (HTTPRequest) async -> Void

  /// Reports the request, then sends it through ``base``.
  func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    await onSend(request)
    return try await base.send(request)
  }
}
