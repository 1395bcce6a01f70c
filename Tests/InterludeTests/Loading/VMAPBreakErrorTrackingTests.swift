import Foundation
import Interlude
import InterludeTestSupport
import Testing

/// VMAP 1.0.1 §2.5 (error handling): "whenever an error of either type occurs any 'error'
/// tracking events associated with the AdBreak being executed should be called", and "a video
/// player must replace [ERROR_CODE] and [ERROR_MESSAGE] macros, if provided".
@MainActor
@Suite("VMAP break error tracking at load (VMAP 1.0.1 §2.5)")
struct VMAPBreakErrorTrackingTests {
  /// A VMAP document with one pre-roll break whose ad source is `source` and whose `error`
  /// tracking is `errorTracking`.
  static func vmap(
    source: String, attributes: String = "",
    errorTracking: String = "https://t.test/break/err?c=[ERROR_CODE]"
  ) -> String {
    """
    <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
      <vmap:AdBreak timeOffset="start" breakType="linear" breakId="pre">
        <vmap:AdSource id="pre" \(attributes)>\(source)</vmap:AdSource>
        <vmap:TrackingEvents>
          <vmap:Tracking event="error"><![CDATA[\(errorTracking)]]></vmap:Tracking>
        </vmap:TrackingEvents>
      </vmap:AdBreak>
    </vmap:VMAP>
    """
  }

  /// `<vmap:VASTAdData>` around a VAST document.
  static func inline(_ vast: String) -> String {
    "<vmap:VASTAdData>\(vast)</vmap:VASTAdData>"
  }

  @Test(
    """
    VMAP 1.0.1 §2.5 "whenever an error of either type occurs": each ad of a break that fails \
    to load reports to the break's error tracking once, with the code its <Error> URLs got, \
    while the break's other ads play
    """)
  func everyFailedAdOfTheBreakReports() async throws {
    let harness = LoadingHarness()
    harness.serve(
      "https://ads.test/vmap",
      Self.vmap(
        source: Self.inline(
          VASTBuilder.document(
            VASTBuilder.inLine(id: "p1", sequence: 1),
            VASTBuilder.wrapper(id: "p2", sequence: 2, tag: "https://ads.test/down"),
            VASTBuilder.wrapper(id: "p3", sequence: 3, tag: "https://ads.test/empty")))))
    harness.transport.stub("https://ads.test/down", with: .status(500))
    harness.serve("https://ads.test/empty", VASTBuilder.document())
    let manager = try await harness.load("https://ads.test/vmap", playhead: true).get().adsManager
    guard case .loaded(let resolution) = manager.schedule[0].state else {
      Issue.record("the pre-roll should be loaded")
      return
    }
    #expect(resolution.playableAds.map(\.ad.id) == ["p1"])
    // The wrappers' own <Error> pixels fire as before; the break's fires once per failed ad.
    #expect(
      harness.errorBeacons == [
        "/break/err?c=301", "/break/err?c=303", "/p2/err?c=301", "/p3/err?c=303",
      ])
  }

  @Test(
    """
    VMAP 1.0.1 §2.5: a break whose only ad fails reports its code once, not once more for the \
    empty break
    """)
  func oneErrorOneBeacon() async throws {
    let harness = LoadingHarness()
    harness.serve(
      "https://ads.test/vmap",
      Self.vmap(
        source: Self.inline(
          VASTBuilder.document(VASTBuilder.wrapper(id: "w", tag: "https://ads.test/down")))))
    harness.transport.stub("https://ads.test/down", with: .status(500))
    let manager = try await harness.load("https://ads.test/vmap", playhead: true).get().adsManager
    guard case .loaded(let resolution) = manager.schedule[0].state else {
      Issue.record("the pre-roll should be loaded")
      return
    }
    #expect(resolution.playableAds.isEmpty)
    #expect(harness.errorBeacons == ["/break/err?c=301", "/w/err?c=301"])
  }

  @Test(
    """
    VMAP 1.0.1 §2.5 "a video player must replace [ERROR_CODE] and [ERROR_MESSAGE] macros": \
    the message is the code's meaning, percent-encoded
    """)
  func errorMessageIsReplaced() async throws {
    let harness = LoadingHarness()
    harness.serve(
      "https://ads.test/vmap",
      Self.vmap(
        source:
          #"<vmap:AdTagURI templateType="vast3"><![CDATA[https://ads.test/mid]]></vmap:AdTagURI>"#,
        errorTracking: "https://t.test/break/err?c=[ERROR_CODE]&m=[ERROR_MESSAGE]"))
    harness.transport.stub("https://ads.test/mid", with: .status(500))
    let manager = try await harness.load("https://ads.test/vmap", playhead: true).get().adsManager
    _ = await manager.loadBreak(at: 0)
    #expect(
      harness.errorBeacons == ["/break/err?c=1008&m=Ad%20response%20document%20retrieval%20error"])
  }
}
