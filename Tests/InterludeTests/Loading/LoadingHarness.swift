import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport

/// Runs loads against a ``RecordingTransport`` and reads back what happened.
@MainActor
struct LoadingHarness {
  let transport = RecordingTransport()
  var settings = Settings()

  init(configure: (inout Settings) -> Void = { _ in }) {
    configure(&settings)
  }

  /// Serves a document at a URL.
  func serve(_ url: String, _ xml: String, delay: Double = 0) {
    transport.stub(url, with: StubResponse.vast(xml).delayed(by: delay))
  }

  /// Requests the tag through a fresh loader.
  func load(
    _ tag: String, playhead: Bool = false, privacy: PrivacySignals = .withheld,
    device: DeviceInfo = DeviceInfo()
  ) async -> Result<AdsLoadedData, AdError> {
    let loader = AdsLoader(
      settings: settings, transport: transport, device: device, privacy: { privacy })
    var request = AdsRequest(
      adTagUrl: tag, contentPlayhead: playhead ? ManualContentPlayhead() : nil)
    request.contentDuration = 600
    do throws(AdError) {
      return .success(try await loader.requestAds(request))
    } catch {
      return .failure(error)
    }
  }

  /// The URLs requested whose text starts with `prefix`, in order.
  func requested(_ prefix: String) -> [String] {
    transport.requestedURLs.map(\.absoluteString).filter { $0.hasPrefix(prefix) }
  }

  /// The error beacons fired, as `path?query` strings.
  var errorBeacons: [String] {
    transport.requestedURLs.filter { $0.path.hasSuffix("err") }.map {
      $0.path + "?" + ($0.query ?? "")
    }.sorted()
  }
}

extension Result {
  /// The error of a failed result, or nil.
  var failure: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}
