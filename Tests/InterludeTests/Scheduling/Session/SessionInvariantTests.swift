import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing

/// Invariants every simulated session must keep, over every VAST and VMAP document of the shared
/// corpus (wrapper fetches get 404: the transport serves nothing).
@MainActor
@Suite("Session: invariants over the shared corpus")
struct SessionInvariantTests {
  /// The longest a corpus session may take: 600 s of content and its ads.
  static let maxSeconds: Double = 3600

  @Test(
    "Every loaded session keeps the timeline invariants",
    .enabled(
      if: SharedFixtures.isPresent(suite: Test.current?.isSuite),
      Comment(rawValue: SharedFixtures.unavailableMessage))
  )
  func corpus() async throws {
    let directory = try #require(SharedFixtures.vastDirectory)
    let files = SharedFixtures.files(under: directory, extensions: ["xml"])
    #expect(!files.isEmpty)
    var loaded = 0
    var failed = 0
    var completed = 0
    var adsStarted = 0
    for file in files {
      let name = SharedFixtures.relativePath(of: file, under: directory)
      guard let text = try? String(contentsOf: file, encoding: .utf8) else {
        failed += 1
        continue
      }
      var options = SimulationOptions()
      options.contentDuration = 600
      options.sessionTimeLimit = .seconds(Self.maxSeconds)
      let result = await SessionGolden.run(text, options: options)
      guard result.loadError == nil else {
        failed += 1
        continue
      }
      loaded += 1
      if result.completed { completed += 1 }
      adsStarted += result.entries.startedAds.count
      for violation in SessionInvariants.violations(in: result, document: text) {
        Issue.record("\(name): \(violation)")
      }
      if !result.completed {
        unfinished(name, result.entries)
      }
    }
    print(
      "Session invariants: \(files.count) documents, \(loaded) loaded (\(completed) completed, "
        + "\(adsStarted) ads started), \(failed) did not load")
  }

  /// Reports a session that did not finish.
  private func unfinished(_ name: String, _ entries: [SimulationEntry]) {
    Issue.record(Comment(rawValue: "\(name) did not finish within \(Self.maxSeconds) s"))
  }
}

/// The checks, each returning what it found wrong.
enum SessionInvariants {
  static let terminalEvents: Set<String> = ["COMPLETE", "SKIPPED"]

  static func violations(in result: SessionSimulator.Result, document: String) -> [String] {
    endings(result.entries) + contentRequests(result.entries)
      + allAdsCompleted(result) + oneShotBeacons(result.entries, document: document)
  }

  /// The timeline cut at each STARTED: each segment holds one ad's life.
  static func segments(_ entries: [SimulationEntry]) -> [ArraySlice<SimulationEntry>] {
    let starts = entries.indices.filter {
      entries[$0].kind == .event && entries[$0].detail == "STARTED"
    }
    return starts.enumerated().map { offset, start in
      let end = offset + 1 < starts.count ? starts[offset + 1] : entries.endIndex
      return entries[start..<end]
    }
  }

  /// Each STARTED ends in exactly one COMPLETE, SKIPPED or error for that ad before the next.
  static func endings(_ entries: [SimulationEntry]) -> [String] {
    segments(entries).compactMap { segment in
      guard let first = segment.first else { return nil }
      let ad = first.ad
      let completions = segment.filter {
        $0.kind == .event && $0.ad == ad && terminalEvents.contains($0.detail)
      }
      let firstCompletion = completions.first.map(\.t) ?? .infinity
      let errors = segment.filter { $0.kind == .error && $0.ad == ad && $0.t <= firstCompletion }
      let count = completions.count + errors.count
      guard count != 1 else { return nil }
      let found = (completions + errors).map(\.detail)
      return "ad \(ad ?? "?") started at \(first.t) ended \(count) times: \(found)"
    }
  }

  /// Content pause and resume alternate, starting with pause.
  static func contentRequests(_ entries: [SimulationEntry]) -> [String] {
    let requests = entries.filter { $0.kind == .content && $0.detail != "end" }
    var expected = "pause"
    for request in requests {
      guard request.detail == expected else {
        return ["content \(request.detail) at \(request.t) where \(expected) was due"]
      }
      expected = expected == "pause" ? "resume" : "pause"
    }
    return []
  }

  /// ALL_ADS_COMPLETED comes last among events and exactly once when the session completed.
  static func allAdsCompleted(_ result: SessionSimulator.Result) -> [String] {
    let events = result.entries.events
    let count = events.filter { $0 == "ALL_ADS_COMPLETED" }.count
    guard result.completed else {
      return count == 0 ? [] : ["ALL_ADS_COMPLETED \(count) times without completing"]
    }
    var found: [String] = []
    if count != 1 { found.append("ALL_ADS_COMPLETED \(count) times") }
    if events.last != "ALL_ADS_COMPLETED" {
      found.append("events after ALL_ADS_COMPLETED: \(events)")
    }
    return found
  }

  /// No beacon fires more often within one ad's segment than its URL (without query) appears in
  /// the document: impression, start, quartile and complete URLs are sent once per ad.
  static func oneShotBeacons(_ entries: [SimulationEntry], document: String) -> [String] {
    segments(entries).flatMap { segment -> [String] in
      let beacons = segment.filter { $0.kind == .beacon }.map(\.detail)
      let counts = Dictionary(beacons.map { ($0, 1) }, uniquingKeysWith: +)
      return counts.compactMap { url, count in
        guard count > 1 else { return nil }
        let stem = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
        let allowed = max(1, document.components(separatedBy: stem).count - 1)
        guard count > allowed else { return nil }
        return "beacon \(url) sent \(count) times for ad \(segment.first?.ad ?? "?")"
      }.sorted()
    }
  }
}

/// The invariant checks find what they are meant to find.
@Suite("Session: invariant checks")
struct SessionInvariantCheckTests {
  private func entry(
    _ t: Double, _ kind: SimulationEntry.Kind, _ ad: String?, _ detail: String
  )
    -> SimulationEntry
  {
    SimulationEntry(t: t, kind: kind, ad: ad, detail: detail)
  }

  @Test("An ad that completes twice, or never ends, is reported")
  func endings() {
    let twice = [
      entry(0, .event, "a", "STARTED"), entry(1, .event, "a", "COMPLETE"),
      entry(2, .event, "a", "COMPLETE"),
    ]
    #expect(SessionInvariants.endings(twice).count == 1)
    let never = [entry(0, .event, "a", "STARTED"), entry(1, .event, "b", "STARTED")]
    #expect(SessionInvariants.endings(never).count == 2)
    let failed = [entry(0, .event, "a", "STARTED"), entry(1, .error, "a", "400")]
    #expect(SessionInvariants.endings(failed).isEmpty)
  }

  @Test("Two content pauses in a row, or a resume first, are reported")
  func contentRequests() {
    #expect(
      SessionInvariants.contentRequests([
        entry(0, .content, nil, "pause"), entry(1, .content, nil, "pause"),
      ]).count == 1)
    #expect(SessionInvariants.contentRequests([entry(0, .content, nil, "resume")]).count == 1)
    #expect(
      SessionInvariants.contentRequests([
        entry(0, .content, nil, "pause"), entry(1, .content, nil, "resume"),
        entry(2, .content, nil, "end"),
      ]).isEmpty)
  }

  @Test("A one-shot beacon sent twice for one ad is reported")
  func beacons() {
    let entries = [
      entry(0, .event, "a", "STARTED"), entry(0, .beacon, "a", "https://t.test/start"),
      entry(1, .beacon, "a", "https://t.test/start"),
    ]
    #expect(
      SessionInvariants.oneShotBeacons(entries, document: "<x>https://t.test/start</x>").count
        == 1)
  }
}
