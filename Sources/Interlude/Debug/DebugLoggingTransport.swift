/// A transport that writes a ``DebugLog`` line for every request it passes on: method, URL,
/// purpose, then the status and duration or the transport error.
///
/// The loader puts it around its transport when ``Settings/enableDebugMode`` is on, so every
/// ad tag, wrapper and VMAP break tag fetch is logged, whatever part of the SDK asked.
struct DebugLoggingTransport: HTTPTransport {
  /// The transport that answers.
  let base: any HTTPTransport
  /// Where the lines go.
  let log: DebugLog

  /// Sends the request through ``base`` and logs the outcome.
  func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    let clock = ContinuousClock()
    let start = clock.now
    do {
      let response = try await base.send(request)
      log.request(request, result: .success(response), duration: clock.now - start)
      return response
    } catch {
      log.request(request, result: .failure(error), duration: clock.now - start)
      throw error
    }
  }
}
