import Foundation
import Interlude
import InterludeTestSupport
import Testing

@MainActor
@Suite("Pods, buffets and wrapper attributes")
struct PodResolutionTests {
  @Test("A pod of wrappers keeps its order, and two members with one URL stay two ads")
  func podOfWrappers() async throws {
    let harness = LoadingHarness()
    harness.serve(
      "https://ads.test/tag",
      VASTBuilder.document(
        VASTBuilder.wrapper(id: "p2", sequence: 2, tag: "https://ads.test/same"),
        VASTBuilder.wrapper(id: "p1", sequence: 1, tag: "https://ads.test/same"),
        VASTBuilder.wrapper(id: "p3", sequence: 3, tag: "https://ads.test/other")))
    harness.serve("https://ads.test/same", VASTBuilder.document(VASTBuilder.inLine(id: "same")))
    harness.serve("https://ads.test/other", VASTBuilder.document(VASTBuilder.inLine(id: "other")))
    let resolution = try #require(
      try await harness.load("https://ads.test/tag").get().adsManager.resolution)
    #expect(resolution.pod.map(\.sequence) == [1, 2, 3])
    #expect(resolution.pod.map { $0.wrappers.first?.adId } == ["p1", "p2", "p3"])
    #expect(resolution.pod.map(\.ad.id) == ["same", "same", "other"])
    #expect(harness.requested("https://ads.test/same").count == 2)
  }

  @Test("Pod members resolve in parallel: every first hop starts before any chain finishes")
  func podMembersResolveInParallel() async throws {
    let harness = LoadingHarness()
    var ads: [String] = []
    for member in 1...3 {
      ads.append(
        VASTBuilder.wrapper(
          id: "m\(member)", sequence: member, tag: "https://ads.test/m\(member)/0"))
      for hop in 0..<2 {
        harness.serve(
          "https://ads.test/m\(member)/\(hop)",
          VASTBuilder.document(
            VASTBuilder.wrapper(
              id: "m\(member)h\(hop)", tag: "https://ads.test/m\(member)/\(hop + 1)")),
          delay: 0.1)
      }
      harness.serve(
        "https://ads.test/m\(member)/2", VASTBuilder.document(VASTBuilder.inLine(id: "m\(member)")),
        delay: 0.1)
    }
    harness.serve("https://ads.test/tag", VASTBuilder.document(ads[0], ads[1], ads[2]))
    let resolution = try #require(
      try await harness.load("https://ads.test/tag").get().adsManager.resolution)
    #expect(resolution.pod.count == 3)
    let records = harness.transport.recorded
    let firstHops = records.filter { $0.request.url.path.hasSuffix("/0") }.map(\.time)
    let lastHops = records.filter { $0.request.url.path.hasSuffix("/2") }.map(\.time)
    #expect(firstHops.count == 3 && lastHops.count == 3)
    // Sequential resolution would start the second chain only after the first had finished.
    #expect((firstHops.max() ?? 0) < (lastHops.min() ?? 0))
  }

  @Test("A failed pod member is replaced by a buffet ad when its wrapper allows fallback")
  func buffetFallback() async throws {
    let harness = LoadingHarness()
    harness.serve(
      "https://ads.test/tag",
      VASTBuilder.document(
        VASTBuilder.wrapper(
          id: "p1", sequence: 1, tag: "https://ads.test/empty",
          attributes: #"fallbackOnNoAd="true""#),
        VASTBuilder.wrapper(
          id: "p2", sequence: 2, tag: "https://ads.test/empty",
          attributes: #"fallbackOnNoAd="false""#),
        VASTBuilder.inLine(id: "buffet1"),
        VASTBuilder.inLine(id: "buffet2")))
    harness.serve("https://ads.test/empty", VASTBuilder.document())
    let resolution = try #require(
      try await harness.load("https://ads.test/tag").get().adsManager.resolution)
    #expect(resolution.pod.map(\.ad.id) == ["buffet1"])
    #expect(resolution.pod.first?.sequence == 1)
    #expect(resolution.buffet.map(\.ad.id) == ["buffet2"])
    #expect(resolution.failures.compactMap(\.adId).sorted() == ["p1", "p2"])
    #expect(resolution.failures.allSatisfy { $0.error.vastCode == .noAds })
  }

  @Test("allowMultipleAds=false takes one ad of a pod response; true takes the whole pod")
  func allowMultipleAds() async throws {
    for allow in [false, true] {
      let harness = LoadingHarness()
      harness.serve(
        "https://ads.test/tag",
        VASTBuilder.document(
          VASTBuilder.wrapper(
            id: "w", tag: "https://ads.test/pod", attributes: "allowMultipleAds=\"\(allow)\"")))
      harness.serve(
        "https://ads.test/pod",
        VASTBuilder.document(
          VASTBuilder.inLine(id: "a", sequence: 1), VASTBuilder.inLine(id: "b", sequence: 2)))
      let resolution = try #require(
        try await harness.load("https://ads.test/tag").get().adsManager.resolution)
      #expect(resolution.playableAds.map(\.ad.id) == (allow ? ["a", "b"] : ["a"]))
    }
  }

  @Test("A pod of wrappers with allowMultipleAds=false stays whole")
  func podStaysWholeWithoutMultipleAds() async throws {
    let harness = LoadingHarness()
    harness.serve(
      "https://ads.test/tag",
      VASTBuilder.document(
        VASTBuilder.wrapper(
          id: "p1", sequence: 1, tag: "https://ads.test/one",
          attributes: #"allowMultipleAds="false""#),
        VASTBuilder.wrapper(
          id: "p2", sequence: 2, tag: "https://ads.test/one",
          attributes: #"allowMultipleAds="false""#)))
    harness.serve(
      "https://ads.test/one", VASTBuilder.document(VASTBuilder.inLine(id: "x", sequence: 1)))
    let resolution = try #require(
      try await harness.load("https://ads.test/tag").get().adsManager.resolution)
    #expect(resolution.pod.count == 2)
  }

  @Test("followAdditionalWrappers=false refuses a wrapper response without fetching it")
  func followAdditionalWrappers() async throws {
    let harness = LoadingHarness()
    harness.serve(
      "https://ads.test/tag",
      VASTBuilder.document(
        VASTBuilder.wrapper(
          id: "w", tag: "https://ads.test/w2", attributes: #"followAdditionalWrappers="false""#)))
    harness.serve(
      "https://ads.test/w2",
      VASTBuilder.document(VASTBuilder.wrapper(id: "w2", tag: "https://ads.test/in")))
    harness.serve("https://ads.test/in", VASTBuilder.document(VASTBuilder.inLine()))
    let result = await harness.load("https://ads.test/tag")
    let error = try #require(result.failure, "expected a failure")
    #expect(error.vastCode == .wrapper)
    #expect(harness.requested("https://ads.test/in").isEmpty)
    #expect(harness.errorBeacons == ["/w/err?c=300"])
  }

  @Test("A no-ad response fires its root Error URLs with 303")
  func noAdResponse() async throws {
    let harness = LoadingHarness()
    harness.serve(
      "https://ads.test/tag",
      VASTBuilder.document(rootError: "https://t.test/root/err?c=[ERRORCODE]"))
    let result = await harness.load("https://ads.test/tag")
    let error = try #require(result.failure, "expected a failure")
    #expect(error.code == .vastEmptyResponse)
    #expect(harness.errorBeacons == ["/root/err?c=303"])
  }
}
