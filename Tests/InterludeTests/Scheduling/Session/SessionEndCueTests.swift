import Foundation
import Interlude
import InterludeSimulation
import Testing

/// A VMAP break cued exactly at (or after) the content's end: the playhead never crosses it,
/// the content ends first, so it plays as IMA plays it, as a post-roll at content complete.
@MainActor
@Suite("Session: a break cued at the content's end")
struct SessionEndCueTests {
  /// The breaks' events, as `break ad EVENT`, in order.
  private static func breakEvents(_ result: SessionSimulator.Result) -> [String] {
    result.entries.filter { $0.kind == .event && $0.adBreak != nil }.map { entry in
      "\(entry.adBreak ?? "-") \(entry.ad ?? "-") \(entry.detail)"
    }
  }

  @Test("IMA ad rules: a mid-roll at 5:00 of 300 s of content plays at content complete")
  func midRollAtContentEndPlays() async {
    let document = SessionDocuments.vmap([
      SessionDocuments.adBreak(
        "at-end", offset: "00:05:00.000", vast: SessionDocuments.vast(SessionDocuments.ad("last")))
    ])
    var options = SimulationOptions()
    options.contentDuration = 300
    let result = await SessionGolden.run(document, options: options)
    #expect(result.completed)
    let events = Self.breakEvents(result)
    #expect(events.contains("at-end last STARTED"))
    #expect(events.contains("at-end last COMPLETE"))
    let contentEnd = result.entries.firstIndex { $0.kind == .content && $0.detail == "end" }
    let started = result.entries.firstIndex { $0.detail == "STARTED" && $0.ad == "last" }
    #expect(contentEnd != nil && started != nil && contentEnd! < started!)
    #expect(!result.entries.contains { $0.kind == .error })
  }

  @Test("IMA ad rules: breaks at and after the end play in cue order, then the post-roll")
  func endBreaksPlayInCueOrderBeforeThePostRoll() async {
    let document = SessionDocuments.vmap([
      SessionDocuments.adBreak(
        "post", offset: "end", vast: SessionDocuments.vast(SessionDocuments.ad("post"))),
      SessionDocuments.adBreak(
        "late", offset: "00:01:10.000", vast: SessionDocuments.vast(SessionDocuments.ad("late"))),
      SessionDocuments.adBreak(
        "at-end", offset: "00:01:00.000",
        vast: SessionDocuments.vast(SessionDocuments.ad("at-end"))),
    ])
    var options = SimulationOptions()
    options.contentDuration = 60
    let result = await SessionGolden.run(document, options: options)
    #expect(result.completed)
    let starts = result.entries.filter { $0.detail == "STARTED" }.compactMap(\.ad)
    #expect(starts == ["at-end", "late", "post"])
  }
}
