import Foundation
import Interlude
import InterludeConsent
import InterludeSimulation

/// Runs `--follow` loads on the main actor, as an app would.
enum FollowLoad {
  /// The help of `--send-pixels`, shared by `inspect` and `lint`.
  static let sendPixelsHelp = "With --follow: send the pixels the load fires (listed either way)."

  /// Whether `--send-pixels` was given; a usage error without `--follow`.
  static func sendPixels(_ arguments: ParsedArguments, following: Bool) throws -> Bool {
    guard arguments.has("send-pixels") else { return false }
    guard following else { throw CLIError.usage("--send-pixels needs --follow") }
    return true
  }

  /// The request for a `--follow` load of `source`: its URL as the ad tag, or its document
  /// (returned too, read once) as the ads response.
  static func request(
    for source: DocumentSource, context: CommandContext
  ) async throws -> (request: AdsRequest, document: Data?) {
    switch source {
    case .url(let url):
      context.progress(progressMessage(url))
      return (AdsRequest(adTagUrl: url.absoluteString), nil)
    case .file, .standardInput:
      let data = try await source.load(in: context)
      return (AdsRequest(adsResponse: String(decoding: data, as: UTF8.self)), data)
    }
  }

  /// What a load of `url` waits for: `loading URL and every wrapper and break it leads to
  /// (up to 8 s for the ad tag, 4 s for each wrapper)…`.
  static func progressMessage(_ url: URL) -> String {
    let loading = Settings().loading
    return "loading \(url.absoluteString) and every wrapper and break it leads to (up to "
      + "\(DocumentSource.seconds(loading.firstRequestTimeout.timeInterval)) for the ad tag, "
      + "\(DocumentSource.seconds(loading.wrapperTimeout.timeInterval)) for each wrapper)…"
  }

  /// Loads with every VMAP break fetched, and reports the outcome with every hop, every pixel
  /// the loader fired (sent only when `sendPixels` is true) and the time to loaded, measured on
  /// a monotonic clock.
  ///
  /// With `loads` over 1, loads the same request that many times on one loader, one after the
  /// other: the report is the first (cold) load's, its pixels included, with every load's time
  /// in ``FollowReport/repeated``.
  @MainActor
  static func run(
    _ request: AdsRequest, transport: any HTTPTransport, sendPixels: Bool = false, loads: Int = 1
  ) async -> FollowReport {
    var settings = Settings()
    settings.loading.prefetchAllBreaks = true
    let pixels = PixelRecorder(sendingThrough: sendPixels ? transport : nil)
    let loader = AdsLoader(settings: settings, transport: transport, beacons: pixels)
    var first: FollowReport?
    var times: [Double] = []
    for _ in 0..<max(loads, 1) {
      let report = await load(request, on: loader)
      times.append(report.timing.milliseconds)
      if first == nil {
        first = report
        first?.pixels = pixels.pixels
        first?.pixelsSent = sendPixels
      }
    }
    guard var report = first else { preconditionFailure("at least one load runs") }
    if loads > 1 { report.repeated = RepeatedLoads(runs: times) }
    return report
  }

  /// One load on `loader`.
  @MainActor
  private static func load(_ request: AdsRequest, on loader: AdsLoader) async -> FollowReport {
    var request = request
    request.contentPlayhead = ManualContentPlayhead()
    let clock = ContinuousClock()
    let start = clock.now
    let (result, hops) = await loader.requestAdsTracing(request)
    let milliseconds = start.duration(to: clock.now) / .milliseconds(1)
    switch result {
    case .success(let data): return FollowReport(data.adsManager, milliseconds: milliseconds)
    case .failure(let error):
      return FollowReport(error: error, hops: hops, milliseconds: milliseconds)
    }
  }
}
