import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A session-level delegate that refuses every HTTP redirect, so that ``URLSessionTransport``
/// sees the 3xx response and follows it itself.
///
/// Why not let `URLSession` follow: on Linux, FoundationNetworking resolves a `Location` such as
/// `file:///etc/passwd` into an `http` URL on the same host before the delegate sees it, so a
/// delegate cannot refuse redirects to other schemes; and per-task state (a redirect count per
/// request) cannot be tied to the async `data(for:)` call, whose task is hidden. Following by
/// hand gives the same behaviour on every platform. Session-level redirect callbacks are called
/// on Linux (verified with FoundationNetworking 6.3.1); passing `nil` returns the 3xx response.
final class RedirectRefusingDelegate: NSObject, URLSessionTaskDelegate, Sendable {
  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }
}
