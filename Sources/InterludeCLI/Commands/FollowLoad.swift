import Foundation
import Interlude
import InterludeSimulation

/// Runs one `--follow` load on the main actor, as an app would.
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
      return (AdsRequest(adTagUrl: url.absoluteString), nil)
    case .file, .standardInput:
      let data = try await source.load(in: context)
      return (AdsRequest(adsResponse: String(decoding: data, as: UTF8.self)), data)
    }
  }

  /// Loads with every VMAP break fetched, and reports the outcome with every hop and every
  /// pixel the loader fired; pixels are sent only when `sendPixels` is true.
  @MainActor
  static func run(
    _ request: AdsRequest, transport: any HTTPTransport, sendPixels: Bool = false
  ) async -> FollowReport {
    var settings = Settings()
    settings.loading.prefetchAllBreaks = true
    var request = request
    request.contentPlayhead = ManualContentPlayhead()
    let pixels = PixelRecorder(sendingThrough: sendPixels ? transport : nil)
    let loader = AdsLoader(settings: settings, transport: transport, beacons: pixels)
    let (result, hops) = await loader.requestAdsTracing(request)
    var report: FollowReport
    switch result {
    case .success(let data): report = FollowReport(data.adsManager)
    case .failure(let error): report = FollowReport(error: error, hops: hops)
    }
    report.pixels = pixels.pixels
    report.pixelsSent = sendPixels
    return report
  }
}
