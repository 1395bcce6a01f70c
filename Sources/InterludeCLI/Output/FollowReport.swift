import Foundation
import Interlude
import InterludeInspect

/// What `interlude inspect --follow` reports: the resolved ads in the shape of
/// ``InspectReport``, plus every request made (`hops`, each with its start and duration and
/// whether it is on the critical path), every ad that failed to resolve, the time to loaded
/// and, with `--repeat N`, every load's time with the medians.
///
/// Resolved ads are InLine ads with their wrappers' data merged in. For VMAP, each break's
/// `adSource.vast` holds the break's resolved ads (every `AdTagURI` is fetched).
struct FollowReport: Encodable, Sendable {
  /// The resolved ads in the inspect shape.
  var report: InspectReport
  /// Every request, in the order it finished.
  var hops: [LoadHop]
  /// Ads that could not be resolved, with IMA's and the VAST code.
  var loadFailures: [AdLoadFailure]
  /// Every pixel the loader fired (error pixels of a failing chain), sent or not.
  var pixels: [PixelRecorder.Pixel] = []
  /// Whether the pixels were sent (`--send-pixels`) or only listed.
  var pixelsSent = false
  /// The time to loaded and its critical path.
  var timing: LoadTiming
  /// With `--repeat N`: every load's time to loaded, the first cold, the others warm.
  var repeated: RepeatedLoads?
  /// For VMAP, how each break ended, in schedule order; empty for VAST.
  var breaks: [BreakOutcome] = []
  /// Whether the load failed as a whole (nothing loaded).
  var loadFailed = false
  /// The resolved ads, each with its break (nil outside a VMAP), for the media choice.
  var resolvedAds: [(adBreak: String?, ad: Ad)] = []
  /// The media file the SDK would play for each linear ad, under ``renderingSettings``.
  var mediaChoices: [MediaChoice] { MediaChoice.choices(resolvedAds, settings: renderingSettings) }
  /// The rendering settings of the media choice (`--mime`, `--bitrate`).
  var renderingSettings = AdsRenderingSettings()
  /// The text of each document fetched, by URL (the first response for the URL).
  var documentTexts: [String: String] = [:]
  /// The document the load started from when it was read, not fetched (a file or standard
  /// input): where it was read from (`the file ad.xml`) and its text. Nil for an ad tag URL.
  var inputDocument: (source: String, text: String)?

  /// A report of a loaded ads manager, loaded in `milliseconds`.
  @MainActor
  init(_ manager: AdsManager, milliseconds: Double) {
    hops = manager.hops
    timing = LoadTiming(milliseconds: milliseconds, hops: manager.hops)
    var failures: [AdLoadFailure] = []
    if manager.isAdRules {
      var document = VMAPDocument(version: "1.0")
      for scheduled in manager.schedule {
        var adBreak = scheduled.adBreak ?? AdBreak(timeOffset: scheduled.timeOffset)
        var outcome = BreakOutcome(
          label: BreakOutcome.label(scheduled.adBreak, offset: scheduled.timeOffset),
          tagURL: BreakOutcome.tagURL(scheduled.adBreak), error: nil, adFailures: [], adCount: 0)
        let content: Result<VASTDocument, VASTError>
        switch scheduled.state {
        case .loaded(let resolution):
          failures += resolution.failures
          resolvedAds += (resolution.pod + resolution.buffet).map { (outcome.label, $0.ad) }
          outcome.adFailures = resolution.failures
          outcome.adCount = resolution.pod.count + resolution.buffet.count
          content = .success(Self.document(resolution))
        case .failed(let error):
          outcome.error = error
          content = .failure(Self.vastError(error))
        case .pending, .loading, .empty:
          breaks.append(outcome)
          document.adBreaks.append(adBreak)
          continue
        }
        breaks.append(outcome)
        if var source = adBreak.adSource {
          source.content = .vastAdData(content)
          adBreak.adSource = source
        }
        document.adBreaks.append(adBreak)
      }
      report = InspectReport(document)
    } else {
      let resolution = manager.resolution ?? AdResolution()
      failures = resolution.failures
      resolvedAds = (resolution.pod + resolution.buffet).map { (nil, $0.ad) }
      report = InspectReport(Self.document(resolution))
    }
    loadFailures = failures
  }

  /// A report of a load that failed as a whole after `milliseconds`.
  init(error: AdError, hops: [LoadHop], milliseconds: Double) {
    report = InspectReport(Self.vastError(error))
    loadFailed = true
    self.hops = hops
    timing = LoadTiming(milliseconds: milliseconds, hops: hops)
    loadFailures = []
  }

  /// The stable JSON text, ending with a newline.
  func jsonString() throws -> String {
    try InspectReport.stableJSON(self)
  }

  private enum CodingKeys: String, CodingKey {
    case verdict, input, hops, loadFailures, pixels, pixelsSent, timeToLoaded, selectedMedia
    case repeated = "repeat"
  }

  private enum InputKeys: String, CodingKey {
    case source, xml
  }

  private enum HopKeys: String, CodingKey {
    case url, depth, statusCode, startMilliseconds, milliseconds, criticalPath, bytes, outcome
    case code, message, count, xml
    case adBreak = "break"
  }

  private enum TimingKeys: String, CodingKey {
    case milliseconds, criticalPath
  }

  private enum RepeatKeys: String, CodingKey {
    case runs, coldMilliseconds, medianWarmMilliseconds, medianAllMilliseconds
  }

  private enum RunKeys: String, CodingKey {
    case run, cache, milliseconds
  }

  /// Milliseconds to a tenth.
  private static func rounded(_ milliseconds: Double) -> Double {
    (milliseconds * 10).rounded() / 10
  }

  private enum FailureKeys: String, CodingKey {
    case adId, sequence, code, vastCode, message, wrappers
  }

  /// Encodes the inspect keys, then the verdict (`{outcome, headline, failures}`), `input`
  /// (`{source, xml}` of a document read from a file or standard input, null for a URL),
  /// `hops` (each with its break, null outside a VMAP break) and `loadFailures` beside them;
  /// `timeToLoaded` is null when the load failed (nothing loaded).
  func encode(to encoder: any Encoder) throws {
    try report.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(verdict, forKey: .verdict)
    if let inputDocument {
      var input = container.nestedContainer(keyedBy: InputKeys.self, forKey: .input)
      try input.encode(inputDocument.source, forKey: .source)
      try input.encode(inputDocument.text, forKey: .xml)
    } else {
      try container.encodeNil(forKey: .input)
    }
    let labels = hopBreaks
    var hopList = container.nestedUnkeyedContainer(forKey: .hops)
    for (index, hop) in hops.enumerated() {
      var item = hopList.nestedContainer(keyedBy: HopKeys.self)
      try item.encode(hop.url, forKey: .url)
      try item.encode(labels[index], forKey: .adBreak)
      try item.encode(documentTexts[hop.url], forKey: .xml)
      try item.encode(hop.depth, forKey: .depth)
      try item.encode(hop.statusCode, forKey: .statusCode)
      try item.encode(Self.rounded(hop.startMilliseconds), forKey: .startMilliseconds)
      try item.encode(Self.rounded(hop.milliseconds), forKey: .milliseconds)
      try item.encode(timing.criticalPath.contains(index), forKey: .criticalPath)
      try item.encode(hop.bytes, forKey: .bytes)
      // Every key is always present (null when it does not apply), like the inspect report.
      let (outcome, count, code, message): (String, Int?, Int?, String?) =
        switch hop.outcome {
        case .vast(let ads): ("vast", ads, nil, nil)
        case .vmap(let breaks): ("vmap", breaks, nil, nil)
        case .failed(let code, let message):
          ("failed", nil, code.rawValue, ErrorSentence.plain(message))
        }
      try item.encode(outcome, forKey: .outcome)
      try item.encode(count, forKey: .count)
      try item.encode(code, forKey: .code)
      try item.encode(message, forKey: .message)
    }
    var failureList = container.nestedUnkeyedContainer(forKey: .loadFailures)
    for failure in loadFailures {
      var item = failureList.nestedContainer(keyedBy: FailureKeys.self)
      try item.encode(failure.adId, forKey: .adId)
      try item.encode(failure.sequence, forKey: .sequence)
      try item.encode(failure.error.code.rawValue, forKey: .code)
      try item.encode(failure.error.vastCode?.rawValue, forKey: .vastCode)
      try item.encode(ErrorSentence.plain(failure.error.message), forKey: .message)
      try item.encode(failure.wrappers.map { $0.adTagURI ?? "" }, forKey: .wrappers)
    }
    try container.encode(mediaChoices, forKey: .selectedMedia)
    try container.encode(pixelsSent, forKey: .pixelsSent)
    try container.encode(pixels, forKey: .pixels)
    if verdict.outcome == .failure {
      try container.encodeNil(forKey: .timeToLoaded)
    } else {
      var timeToLoaded = container.nestedContainer(
        keyedBy: TimingKeys.self, forKey: .timeToLoaded)
      try timeToLoaded.encode(Self.rounded(timing.milliseconds), forKey: .milliseconds)
      try timeToLoaded.encode(timing.criticalPath, forKey: .criticalPath)
    }
    try encodeRepeated(into: &container)
  }

  /// `repeat`: null without `--repeat`, else every run and the medians.
  private func encodeRepeated(into container: inout KeyedEncodingContainer<CodingKeys>) throws {
    guard let repeated else {
      try container.encodeNil(forKey: .repeated)
      return
    }
    var summary = container.nestedContainer(keyedBy: RepeatKeys.self, forKey: .repeated)
    var runs = summary.nestedUnkeyedContainer(forKey: .runs)
    for (index, milliseconds) in repeated.runs.enumerated() {
      var run = runs.nestedContainer(keyedBy: RunKeys.self)
      try run.encode(index + 1, forKey: .run)
      try run.encode(RepeatedLoads.cache(ofRun: index), forKey: .cache)
      try run.encode(Self.rounded(milliseconds), forKey: .milliseconds)
    }
    try summary.encode(repeated.cold.map(Self.rounded), forKey: .coldMilliseconds)
    try summary.encode(repeated.medianWarm.map(Self.rounded), forKey: .medianWarmMilliseconds)
    try summary.encode(repeated.medianAll.map(Self.rounded), forKey: .medianAllMilliseconds)
  }

  /// The resolved ads as a VAST document: what plays first, then the unused buffet.
  static func document(_ resolution: AdResolution) -> VASTDocument {
    VASTDocument(version: nil, ads: (resolution.pod + resolution.buffet).map(\.ad))
  }

  static func vastError(_ error: AdError) -> VASTError {
    VASTError(code: error.vastCode ?? .undefined, message: ErrorSentence.plain(error.message))
  }
}
