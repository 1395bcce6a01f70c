import Foundation
import Interlude
import InterludeTestSupport
import Testing

/// VMAP 1.0.1 §2.3.2, `<vmap:AdSource>` attributes (the VMAP schema's words):
/// `allowMultipleAds` "indicates whether the player should select and play only a single ad
/// from the ad response document, or play multiple ads. If not specified, video player accepts
/// playing multiple ads in an ad break"; `followRedirects` is "whether the player should follow
/// wrappers/redirects in the ad response document. If not specified, left to the video
/// player's discretion".
@MainActor
@Suite("VMAP AdSource allowMultipleAds and followRedirects (VMAP 1.0.1 §2.3.2)")
struct VMAPAdSourceTests {
  private typealias Documents = VMAPBreakErrorTrackingTests

  /// Loads a VMAP whose pre-roll has `attributes` on its ad source and `vast` inline, and
  /// returns the pre-roll's resolution.
  private func preRoll(
    _ harness: LoadingHarness, attributes: String, vast: String
  ) async throws -> AdResolution? {
    harness.serve(
      "https://ads.test/vmap",
      Documents.vmap(source: Documents.inline(vast), attributes: attributes))
    let manager = try await harness.load("https://ads.test/vmap", playhead: true).get().adsManager
    guard case .loaded(let resolution) = manager.schedule[0].state else { return nil }
    return resolution
  }

  private static let pod = VASTBuilder.document(
    VASTBuilder.inLine(id: "p2", sequence: 2), VASTBuilder.inLine(id: "p1", sequence: 1),
    VASTBuilder.inLine(id: "p3", sequence: 3))

  @Test(
    """
    VMAP 1.0.1 §2.3.2 allowMultipleAds="false" ("select and play only a single ad"): a pod \
    response plays its first ad only
    """)
  func singleAdFromAPod() async throws {
    let harness = LoadingHarness()
    let resolution = try #require(
      try await preRoll(harness, attributes: #"allowMultipleAds="false""#, vast: Self.pod))
    #expect(resolution.playableAds.map(\.ad.id) == ["p1"])
  }

  @Test(
    """
    VMAP 1.0.1 §2.3.2 allowMultipleAds "if not specified, video player accepts playing \
    multiple ads": the whole pod plays, as it does with "true"
    """)
  func podWhenMultipleAdsAreAllowed() async throws {
    for attributes in ["", #"allowMultipleAds="true""#] {
      let harness = LoadingHarness()
      let resolution = try #require(
        try await preRoll(harness, attributes: attributes, vast: Self.pod))
      #expect(resolution.playableAds.map(\.ad.id) == ["p1", "p2", "p3"])
    }
  }

  @Test(
    """
    VMAP 1.0.1 §2.3.2 allowMultipleAds="false": of a buffet, the first stand-alone ad is the \
    one selected; the others are not even fetched
    """)
  func singleAdFromABuffet() async throws {
    let harness = LoadingHarness()
    harness.serve("https://ads.test/s1", VASTBuilder.document(VASTBuilder.inLine(id: "s1")))
    harness.serve("https://ads.test/s2", VASTBuilder.document(VASTBuilder.inLine(id: "s2")))
    let resolution = try #require(
      try await preRoll(
        harness, attributes: #"allowMultipleAds="false""#,
        vast: VASTBuilder.document(
          VASTBuilder.wrapper(id: "w1", tag: "https://ads.test/s1"),
          VASTBuilder.wrapper(id: "w2", tag: "https://ads.test/s2"))))
    #expect(resolution.playableAds.map(\.ad.id) == ["s1"])
    #expect(resolution.buffet.isEmpty)
    #expect(harness.requested("https://ads.test/s2").isEmpty)
  }

  @Test(
    """
    VMAP 1.0.1 §2.3.2 allowMultipleAds="false": a response with a pod and a stand-alone ad \
    plays the stand-alone ad, as a wrapper's allowMultipleAds="false" does (VAST 4.3 §3.19.1)
    """)
  func standAloneAdBeforeAPod() async throws {
    let harness = LoadingHarness()
    let resolution = try #require(
      try await preRoll(
        harness, attributes: #"allowMultipleAds="false""#,
        vast: VASTBuilder.document(
          VASTBuilder.inLine(id: "p1", sequence: 1), VASTBuilder.inLine(id: "p2", sequence: 2),
          VASTBuilder.inLine(id: "solo"))))
    #expect(resolution.playableAds.map(\.ad.id) == ["solo"])
  }

  @Test(
    """
    VMAP 1.0.1 §2.3.2 followRedirects="false": a wrapper in the response is not followed; it \
    fails with 302 to its <Error> URLs and the break's error tracking, and the inline ads play
    """)
  func wrapperNotFollowed() async throws {
    let harness = LoadingHarness()
    harness.serve("https://ads.test/w", VASTBuilder.document(VASTBuilder.inLine(id: "wrapped")))
    let resolution = try #require(
      try await preRoll(
        harness, attributes: #"followRedirects="false""#,
        vast: VASTBuilder.document(
          VASTBuilder.inLine(id: "p1", sequence: 1),
          VASTBuilder.wrapper(id: "p2", sequence: 2, tag: "https://ads.test/w"))))
    #expect(resolution.playableAds.map(\.ad.id) == ["p1"])
    #expect(harness.requested("https://ads.test/w").isEmpty)
    let failure = try #require(resolution.failures.first)
    #expect(failure.adId == "p2")
    #expect(failure.error.vastCode == .wrapperLimit)
    #expect(failure.error.code == .vastTooManyRedirects)
    #expect(harness.errorBeacons == ["/break/err?c=302", "/p2/err?c=302"])
  }

  @Test(
    """
    VMAP 1.0.1 §2.3.2 followRedirects="false" on an AdTagURI break: a wrapper answer is not \
    followed and the break has nothing to play
    """)
  func tagAnswerWrapperNotFollowed() async throws {
    let harness = LoadingHarness()
    harness.serve(
      "https://ads.test/vmap",
      Documents.vmap(
        source:
          #"<vmap:AdTagURI templateType="vast3"><![CDATA[https://ads.test/tag]]></vmap:AdTagURI>"#,
        attributes: #"followRedirects="false""#))
    harness.serve(
      "https://ads.test/tag",
      VASTBuilder.document(VASTBuilder.wrapper(id: "w", tag: "https://ads.test/w")))
    harness.serve("https://ads.test/w", VASTBuilder.document(VASTBuilder.inLine(id: "wrapped")))
    let manager = try await harness.load("https://ads.test/vmap", playhead: true).get().adsManager
    guard case .loaded(let resolution) = await manager.loadBreak(at: 0) else {
      Issue.record("the pre-roll should be loaded")
      return
    }
    #expect(resolution.playableAds.isEmpty)
    #expect(resolution.failures.map(\.error.vastCode) == [.wrapperLimit])
    #expect(harness.requested("https://ads.test/w").isEmpty)
    #expect(harness.errorBeacons == ["/break/err?c=302", "/w/err?c=302"])
  }

  @Test(
    """
    VMAP 1.0.1 §2.3.2 followRedirects "if not specified, left to the video player's \
    discretion": wrappers are followed, as with "true"
    """)
  func wrappersFollowedByDefault() async throws {
    for attributes in ["", #"followRedirects="true""#] {
      let harness = LoadingHarness()
      harness.serve("https://ads.test/w", VASTBuilder.document(VASTBuilder.inLine(id: "wrapped")))
      let resolution = try #require(
        try await preRoll(
          harness, attributes: attributes,
          vast: VASTBuilder.document(VASTBuilder.wrapper(id: "w", tag: "https://ads.test/w"))))
      #expect(resolution.playableAds.map(\.ad.id) == ["wrapped"])
    }
  }
}
