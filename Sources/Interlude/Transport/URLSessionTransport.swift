import InterludeConsent

#if canImport(FoundationNetworking)
import Foundation
public import FoundationNetworking
#else
public import Foundation
#endif

/// The production ``HTTPTransport``: one long-lived `URLSession`, GET only.
///
/// Keep one transport per SDK instance: FoundationNetworking on Linux has a history of crashes
/// when sessions are created and torn down concurrently, so a transport owns a single session
/// for its whole life and invalidates it when it is released.
///
/// Behaviour, identical on Apple platforms and Linux:
/// - Only `http` and `https` URLs are fetched; others fail with
///   ``TransportError/unsupportedURL(_:)`` before any traffic.
/// - The session is ephemeral by default, with no cookie, cache or credential storage, so ad
///   requests carry no cookies unless the app passes a configuration that keeps them.
/// - `User-Agent` comes from the request's headers when present, else from the `userAgent` given to ``init(configuration:userAgent:maxRedirects:)``.
/// - ``HTTPRequest/timeout`` bounds the whole exchange, redirects included. The call returns
///   with ``TransportError/timedOut`` at the deadline even when libcurl has not given up yet
///   (it truncates `timeoutInterval` to whole seconds), and the underlying task is cancelled.
/// - Redirects (301, 302, 303, 307, 308 with a `Location`) are followed by the transport itself,
///   at most `maxRedirects` times (10 by default) and only to `http` or `https`; otherwise the call fails with
///   ``TransportError/badRedirect(_:)``. `Authorization` and `Cookie` headers given by the caller
///   are dropped when a redirect leaves the original scheme, host and port.
/// - The size cap is checked against `Content-Length` and against the body. The body arrives
///   through the async `data(for:)` in one piece (FoundationNetworking has no `bytes(for:)` and
///   calls no per-task or data delegates), so a huge chunked body is read before it is refused;
///   the timeout bounds how much that can cost.
/// - Cancelling the calling task cancels the request promptly with
///   ``TransportError/cancelled``.
///
/// Memory: a finished request leaves nothing of the transport's behind (the deadline is a
/// dispatch timer, released when the response wins; see `FetchRace`). On Linux,
/// FoundationNetworking itself leaks the parsed parts of every request URL, about the URL's
/// length plus 150 bytes per request: its host check (`CFURLSessionCurlHostIsEqual`) frees its
/// `CURLU` handle with `curl_free` instead of `curl_url_cleanup`. Nothing in the transport can
/// avoid it; Apple platforms are not affected.
public final class URLSessionTransport: HTTPTransport {
  /// The default cap on redirects per request.
  package static let defaultMaxRedirects = 10

  /// The user agent sent when a request does not name one.
  package let userAgent: String
  /// The most redirects followed for one request.
  package let maxRedirects: Int
  private let session: URLSession

  /// Creates a transport with its own session.
  ///
  /// - Parameters:
  ///   - configuration: The session's configuration; by default
  ///     ``makePrivateConfiguration()`` (ephemeral, no cookies, cache or credentials). The
  ///     session copies it, so later changes have no effect.
  ///   - userAgent: The `User-Agent` for requests that do not set one.
  ///   - maxRedirects: The most redirects followed for one request (10 by default).
  public init(
    configuration: URLSessionConfiguration = URLSessionTransport.makePrivateConfiguration(),
    userAgent: String = DeviceInfo.defaultUserAgent,
    maxRedirects: Int = 10
  ) {
    self.userAgent = userAgent
    self.maxRedirects = max(0, maxRedirects)
    self.session = URLSession(
      configuration: configuration, delegate: RedirectRefusingDelegate(), delegateQueue: nil)
  }

  deinit {
    // The session holds its delegate until it is invalidated.
    session.finishTasksAndInvalidate()
  }

  /// An ephemeral configuration that stores no cookies, responses or credentials.
  ///
  /// A plain `URLSessionConfiguration.ephemeral` still keeps cookies in memory and sends them
  /// back (verified on Linux); this one neither accepts nor sends them.
  public static func makePrivateConfiguration() -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.urlCache = nil
    configuration.urlCredentialStorage = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    return configuration
  }

  /// Performs a GET, following redirects, and returns the final response whatever its status.
  public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    guard request.url.isWebAddress else {
      throw .unsupportedURL(request.url.absoluteString)
    }
    let deadline = Self.now() + max(0, request.timeout)
    var url = request.url
    var headers = request.headers
    var redirects = 0
    while true {
      let answer = try await fetch(url: url, headers: headers, deadline: deadline)
      if let location = Self.redirectLocation(of: answer.response) {
        guard redirects < maxRedirects else {
          throw .badRedirect(
            "more than \(maxRedirects) redirects from \(request.url.absoluteString)")
        }
        guard let next = URL(string: location, relativeTo: url)?.absoluteURL,
          next.isWebAddress
        else {
          throw .badRedirect("redirect from \(url.absoluteString) to unsupported URL \(location)")
        }
        redirects += 1
        if !Self.sameOrigin(url, next) {
          headers = headers.filter { !["authorization", "cookie"].contains($0.key.lowercased()) }
        }
        url = next
        continue
      }
      return try Self.response(from: answer, url: url, limit: request.maxResponseBytes)
    }
  }

  /// One exchange without redirects, raced against the deadline and the caller's cancellation.
  private func fetch(
    url: URL, headers: [String: String], deadline: Double
  ) async throws(TransportError) -> FetchRace.Answer {
    let remaining = deadline - Self.now()
    guard remaining > 0 else { throw .timedOut }
    var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
    // libcurl truncates to whole seconds (0.5 s times out at once, 1.5 s after 1 s), so give it
    // a generous backstop and enforce the real deadline with the race below.
    urlRequest.timeoutInterval = (remaining + 1).rounded(.up)
    for (name, value) in headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    if !headers.keys.contains(where: { $0.lowercased() == "user-agent" }) {
      urlRequest.setValue(userAgent, forHTTPHeaderField: "User-Agent")
    }
    let race = FetchRace()
    let session = self.session
    let exchange = urlRequest
    let outcome: FetchRace.Outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        guard race.start(continuation) else { return }
        race.attach(
          Task {
            // The deadline runs from when the exchange starts, as a sleeping contender task
            // started alongside would: a caller whose tasks wait for a free thread is not timed
            // out before its request has left.
            race.armDeadline(after: remaining)
            do {
              let (data, response) = try await session.data(for: exchange)
              guard let http = response as? HTTPURLResponse else {
                race.finish(.failure(.connectionFailed("\(url.absoluteString): not HTTP")))
                return
              }
              race.finish(.success(FetchRace.Answer(data: data, response: http)))
            } catch {
              race.finish(.failure(TransportError(urlSessionError: error, url: url)))
            }
          })
      }
    } onCancel: {
      race.finish(.failure(.cancelled))
    }
    return try outcome.get()
  }

  /// Turns a final answer into an ``HTTPResponse``, enforcing the size cap.
  private static func response(
    from answer: FetchRace.Answer, url: URL, limit: Int
  ) throws(TransportError) -> HTTPResponse {
    let http = answer.response
    if http.expectedContentLength > Int64(limit) || answer.data.count > limit {
      throw .tooLarge(limit: limit)
    }
    var headers: [String: String] = [:]
    for (key, value) in http.allHeaderFields {
      guard let name = key as? String else { continue }
      let text = value as? String ?? "\(value)"
      let lowercased = name.lowercased()
      if let existing = headers[lowercased] {
        headers[lowercased] = existing + ", " + text
      } else {
        headers[lowercased] = text
      }
    }
    return HTTPResponse(
      url: http.url ?? url, statusCode: http.statusCode, headers: headers, body: answer.data)
  }

  /// The `Location` of a redirect response, or nil for any other response.
  private static func redirectLocation(of response: HTTPURLResponse) -> String? {
    guard [301, 302, 303, 307, 308].contains(response.statusCode),
      let location = response.value(forHTTPHeaderField: "Location")?
        .trimmingCharacters(in: .whitespaces), !location.isEmpty
    else { return nil }
    return location
  }

  /// True when both URLs have the same scheme, host and port.
  private static func sameOrigin(_ first: URL, _ second: URL) -> Bool {
    first.scheme?.lowercased() == second.scheme?.lowercased()
      && first.host?.lowercased() == second.host?.lowercased() && first.port == second.port
  }

  /// Monotonic seconds.
  private static func now() -> Double {
    ProcessInfo.processInfo.systemUptime
  }
}
