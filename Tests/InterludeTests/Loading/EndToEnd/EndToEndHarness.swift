// The local ad server needs `Process`: macOS and Linux only.
#if os(macOS) || os(Linux)
import Foundation
import Interlude
import InterludeTestSupport
import InterludeSimulation

/// Loads ads with a real ``URLSessionTransport`` and ``AdsLoader`` against the local ad server.
///
/// One transport serves every end-to-end test, as one serves an app: FoundationNetworking is
/// fragile when sessions are created and torn down concurrently. Each load gets a fresh loader.
@MainActor
enum EndToEndHarness {
  /// Why the end-to-end suites skip.
  nonisolated static let unavailable =
    LocalAdServer.unavailableReason ?? "the local ad server cannot run"

  /// The transport shared by the end-to-end suites.
  static let transport = URLSessionTransport(userAgent: "InterludeEndToEnd/1.0")

  /// The outcome of one load, with its duration.
  struct Load {
    var result: Result<AdsLoadedData, AdError>
    var seconds: Double

    /// The playable ads, or an empty list when the load failed.
    @MainActor var playableAds: [ResolvedAd] {
      (try? result.get())?.adsManager.resolution?.playableAds ?? []
    }

    /// The resolution of the first loaded break.
    @MainActor var resolution: AdResolution? {
      (try? result.get())?.adsManager.resolution
    }

    /// The error, when the load failed.
    var error: AdError? {
      if case .failure(let error) = result { error } else { nil }
    }
  }

  /// Requests `url` through a fresh loader on the shared transport.
  ///
  /// - Parameters:
  ///   - beacons: Where `<Error>` beacons go; through the transport (to the server) by default.
  ///     Give a ``RecordingBeacons`` whenever a document's `<Error>` URLs leave 127.0.0.1.
  static func load(
    _ url: URL, settings: Settings = Settings(), beacons: (any BeaconSender)? = nil,
    playhead: Bool = false
  ) async -> Load {
    let loader = AdsLoader(settings: settings, transport: transport, beacons: beacons)
    var request = AdsRequest(
      adTagUrl: url.absoluteString, contentPlayhead: playhead ? ManualContentPlayhead() : nil)
    request.contentDuration = 600
    let start = ContinuousClock.now
    let result: Result<AdsLoadedData, AdError>
    do throws(AdError) {
      result = .success(try await loader.requestAds(request))
    } catch {
      result = .failure(error)
    }
    return Load(result: result, seconds: seconds(since: start))
  }

  /// Seconds elapsed since `start`.
  static func seconds(since start: ContinuousClock.Instant) -> Double {
    start.duration(to: .now) / .seconds(1)
  }

  /// The paths the server received that start with `prefix`, in arrival order.
  static func paths(
    _ server: LocalAdServer, prefix: String = "/"
  ) async throws -> [String] {
    try await server.requestLog().map(\.path).filter { $0.hasPrefix(prefix) }
  }
}

/// A ``BeaconSender`` that records URLs and sends nothing: for documents whose `<Error>` URLs
/// point at hosts other than the local server (the shared fixtures use example.com).
final class RecordingBeacons: BeaconSender, @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []

  /// The beacons "sent", sorted (they are fired concurrently).
  var urls: [String] {
    lock.withLock { recorded.sorted() }
  }

  func send(_ url: URL) async {
    lock.withLock { recorded.append(url.absoluteString) }
  }
}
#endif
