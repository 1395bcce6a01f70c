public import Foundation
public import Interlude
import InterludeConsent

/// A fake ``HTTPTransport`` that answers from canned responses and records every request.
///
/// Routes are matched first by exact URL (its `absoluteString`), then by matcher closures, the
/// most recently added first; anything else gets the `unknown` answer (404 by default). A route
/// given several answers serves them in order and repeats the last one.
///
/// Delays go through the injected `sleep` (by default `Task.sleep`), and arrival times through
/// `now` (by default monotonic seconds), so a manual clock can drive both. A delay longer than the
/// request's timeout ends with ``TransportError/timedOut`` after the timeout, a body larger than
/// ``HTTPRequest/maxResponseBytes`` with ``TransportError/tooLarge(limit:)``, and cancellation
/// of the calling task with ``TransportError/cancelled``, as with the real transport.
///
/// ```swift
/// let transport = RecordingTransport()
/// transport.stub("https://ads.example/tag", with: .vast(xml))
/// transport.stub(matching: { $0.url.path.hasPrefix("/beacon") }, with: .status(204))
/// // ... run the code under test ...
/// #expect(transport.requestedURLs.map(\.path) == ["/tag", "/beacon/impression"])
/// ```
public final class RecordingTransport: HTTPTransport {
  /// Waits for a number of seconds; throws when the waiting task is cancelled.
  public typealias Sleep = @Sendable (_ seconds: Double) async throws -> Void
  /// The current time in seconds.
  public typealias Now = @Sendable () -> Double
  /// Decides whether a route answers a request.
  public typealias Matcher = @Sendable (HTTPRequest) -> Bool

  private struct Route {
    var responses: [StubResponse]
    var served = 0

    mutating func next() -> StubResponse {
      let response = responses[min(served, responses.count - 1)]
      served += 1
      return response
    }
  }

  private struct MatcherRoute {
    var matches: Matcher
    var route: Route
  }

  private struct State {
    var exact: [String: Route] = [:]
    var matchers: [MatcherRoute] = []
    var unknown: StubResponse
    var records: [RecordedRequest] = []
  }

  private let state: Locked<State>
  private let sleep: Sleep
  private let now: Now

  /// Creates a transport with no routes.
  ///
  /// - Parameters:
  ///   - unknown: The answer for a URL that no route matches.
  ///   - sleep: How delays are waited for; `Task.sleep` by default.
  ///   - now: The clock for arrival times; monotonic seconds by default.
  public init(
    unknown: StubResponse = .status(404),
    sleep: @escaping Sleep = RecordingTransport.taskSleep,
    now: @escaping Now = RecordingTransport.uptime
  ) {
    self.state = Locked(State(unknown: unknown))
    self.sleep = sleep
    self.now = now
  }

  /// Sleeps with `Task.sleep`.
  public static let taskSleep: Sleep = { seconds in
    guard seconds > 0 else { return }
    try await Task.sleep(nanoseconds: UInt64(min(seconds, 86_400) * 1_000_000_000))
  }

  /// Monotonic seconds (`ProcessInfo.systemUptime`).
  public static let uptime: Now = { ProcessInfo.processInfo.systemUptime }

  // MARK: Routes

  /// Answers requests for exactly this URL, in turn with each answer, repeating the last.
  public func stub(_ url: URL, with first: StubResponse, _ more: StubResponse...) {
    let route = Route(responses: [first] + more)
    state.withLock { $0.exact[url.absoluteString] = route }
  }

  /// Answers requests for exactly this URL string, in turn with each answer, repeating the last.
  public func stub(_ url: String, with first: StubResponse, _ more: StubResponse...) {
    let route = Route(responses: [first] + more)
    state.withLock { $0.exact[url] = route }
  }

  /// Answers requests that `matcher` accepts, in turn with each answer, repeating the last.
  ///
  /// Exact URLs win over matchers; among matchers, the most recently added wins.
  public func stub(
    matching matcher: @escaping Matcher, with first: StubResponse, _ more: StubResponse...
  ) {
    let route = MatcherRoute(matches: matcher, route: Route(responses: [first] + more))
    state.withLock { $0.matchers.insert(route, at: 0) }
  }

  /// Changes the answer for URLs that no route matches.
  public func setUnknownResponse(_ response: StubResponse) {
    state.withLock { $0.unknown = response }
  }

  /// Removes every route (the records stay).
  public func removeAllStubs() {
    state.withLock {
      $0.exact = [:]
      $0.matchers = []
    }
  }

  // MARK: Records

  /// Every request received so far, in order of arrival.
  public var recorded: [RecordedRequest] {
    state.withLock { $0.records }
  }

  /// The requests received so far, in order of arrival.
  public var requests: [HTTPRequest] {
    recorded.map(\.request)
  }

  /// The URLs requested so far, in order of arrival.
  public var requestedURLs: [URL] {
    recorded.map(\.request.url)
  }

  /// The requests received for one URL string, in order of arrival.
  public func requests(to url: String) -> [RecordedRequest] {
    recorded.filter { $0.request.url.absoluteString == url }
  }

  /// Forgets the requests received so far (the routes stay).
  public func removeAllRecords() {
    state.withLock { $0.records = [] }
  }

  // MARK: HTTPTransport

  /// Records the request and answers it from the matching route.
  public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    let arrival = now()
    let answer = state.withLock { state -> StubResponse in
      state.records.append(
        RecordedRequest(index: state.records.count, request: request, time: arrival))
      let key = request.url.absoluteString
      if state.exact[key] != nil {
        return state.exact[key]?.next() ?? state.unknown
      }
      if let index = state.matchers.firstIndex(where: { $0.matches(request) }) {
        return state.matchers[index].route.next()
      }
      return state.unknown
    }
    if Task.isCancelled { throw .cancelled }
    let timeout = max(0, request.timeout)
    if answer.delay > timeout {
      try await wait(timeout)
      throw .timedOut
    }
    try await wait(answer.delay)
    if let error = answer.error { throw error }
    if answer.body.count > request.maxResponseBytes {
      throw .tooLarge(limit: request.maxResponseBytes)
    }
    var headers: [String: String] = [:]
    for (name, value) in answer.headers {
      headers[name.lowercased()] = value
    }
    return HTTPResponse(
      url: answer.finalURL ?? request.url, statusCode: answer.statusCode, headers: headers,
      body: answer.body)
  }

  private func wait(_ seconds: Double) async throws(TransportError) {
    guard seconds > 0 else { return }
    do {
      try await sleep(seconds)
    } catch {
      throw .cancelled
    }
    if Task.isCancelled { throw .cancelled }
  }
}
