public import InterludeConsent

/// Lets a `GVLLoader` fetch the Global Vendor List through the SDK's ``HTTPTransport``, so the
/// vendor list uses the same session, redirect rules and size enforcement as ad requests.
///
/// ```swift
/// let loader = GVLLoader(
///   transport: GVLHTTPTransport(URLSessionTransport()), cacheDirectory: cachesFolder)
/// ```
public struct GVLHTTPTransport: GVLTransport {
  /// The transport that performs the requests.
  package let transport: any HTTPTransport

  /// Wraps a transport.
  public init(_ transport: any HTTPTransport) {
    self.transport = transport
  }

  /// Performs the GET; a body over the request's cap fails with `GVLError.tooLarge`.
  public func fetch(_ request: GVLFetchRequest) async throws -> GVLFetchResponse {
    let response: HTTPResponse
    do {
      response = try await transport.send(
        HTTPRequest(
          url: request.url, headers: request.headers, timeout: request.timeout.timeInterval,
          maxResponseBytes: request.maxResponseBytes))
    } catch .tooLarge(let limit) {
      throw GVLError.tooLarge(url: request.url, limit: limit)
    }
    return GVLFetchResponse(
      statusCode: response.statusCode, headers: response.headers, body: response.body)
  }
}
