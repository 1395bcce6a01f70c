#if os(macOS) || os(Linux)
import Foundation
import Interlude
import InterludeTestSupport
import Testing

/// One hostile ad server in the corpus: the routes it serves, the path the ad tag asks for,
/// and the outcome the SDK must reach (an ``AdErrorCode``, and the VAST code where there is
/// one) within ``deadline``.
///
/// The cases are written for these tests: nothing comes from a real ad server.
struct HostileServerCase: Sendable, CustomTestStringConvertible {
  /// A short name, shown by the test runner.
  var name: String
  /// The routes, by path; `{{BASE_URL}}` is the server's address.
  var routes: [String: AdServerRoute]
  /// The path the ad tag requests.
  var path = "/tag"
  /// The IMA error code the load must fail with.
  var code: AdErrorCode
  /// The VAST error code, when the failure has one.
  var vastCode: VASTErrorCode?
  /// How long the load may take, in seconds (the loader's own timeouts are shortened below).
  var deadline: Double = 5
  /// Paths the SDK must never request (a DTD, a `file:` target).
  var forbiddenPaths: [String] = []

  var testDescription: String { name }

  /// The loader's timeouts for the corpus: 2 s per request, 4 s in all, so that a case about a
  /// server that never finishes ends quickly, and on the loader's own clock.
  static var settings: Settings {
    var settings = Settings()
    settings.loading.firstRequestTimeout = .seconds(2)
    settings.loading.wrapperTimeout = .seconds(2)
    settings.loading.totalDeadline = .seconds(4)
    return settings
  }
}
#endif
