import Interlude
import Testing

@testable import InterludeSimulation

/// Each invariant against crafted sessions: one that breaks it, which it must report, and one
/// that keeps it, so that no check of the fault matrix passes whatever happens.
@Suite("Faults: SessionInvariant")
struct SessionInvariantTests {
  private static let ad = "pod 1 ad 1 (a1)"
  private static let other = "pod 1 ad 2 (a2)"
  private static let identifier = "6D92078A-8246-4BA4-AE5B-76104861E7DC"

  private static func event(
    _ name: String, _ ad: String? = nil, t: Double = 0, played: Double = 0, duration: Double = 4
  ) -> SessionEventRecord {
    SessionEventRecord(t: t, name: name, ad: ad, playedTime: played, duration: duration)
  }

  private static func beacon(
    _ path: String, _ ad: String? = SessionInvariantTests.ad, t: Double = 0
  )
    -> OutboundRequest
  {
    OutboundRequest(t: t, kind: .beacon, url: "https://t.test/\(path)", ad: ad)
  }

  /// One ad played to its end, between a content pause and resume.
  private static func played(_ ad: String, from t: Double = 0) -> [SessionEventRecord] {
    [
      event("LOADED", ad, t: t), event("STARTED", ad, t: t),
      event("FIRST_QUARTILE", ad, t: t + 1, played: 1),
      event("MIDPOINT", ad, t: t + 2, played: 2),
      event("THIRD_QUARTILE", ad, t: t + 3, played: 3),
      event("COMPLETE", ad, t: t + 4, played: 4),
    ]
  }

  private static let healthyEvents =
    [event("CONTENT_PAUSE_REQUESTED")] + played(ad) + played(other, from: 4)
    + [event("CONTENT_RESUME_REQUESTED", t: 8), event("ALL_ADS_COMPLETED", t: 20)]

  private static let healthyBeacons = [
    OutboundRequest(t: 0, kind: .adRequest, url: "https://ads.test/tag"),
    beacon("a1/impression?ifa=00000000-0000-0000-0000-000000000000"), beacon("a1/start"),
    beacon("a1/pause", t: 1), beacon("a1/pause", t: 2), beacon("a1/complete", t: 4),
    beacon("w/impression", other, t: 4), beacon("a2/complete", other, t: 8),
  ]

  /// A session: by default, two ads played to their end, every beacon delivered once.
  private static func session(
    events: [SessionEventRecord] = healthyEvents, outbound: [OutboundRequest] = healthyBeacons,
    completed: Bool = true, loadError: AdError? = nil, outboundAtDestroy: Int? = nil,
    managerReleased: Bool? = true, delivered: [OutboundRequest]? = nil,
    undelivered: [String]? = nil
  ) -> SessionSimulator.Result {
    SessionSimulator.Result(
      entries: [], outbound: outbound, completed: completed, loadError: loadError, duration: 20,
      events: events, outboundAtDestroy: outboundAtDestroy, managerReleased: managerReleased,
      deliveredBeacons: delivered ?? outbound.filter { $0.kind == .beacon },
      undeliveredBeacons: undelivered ?? [])
  }

  /// `events` with `name` inserted before the element at `index`.
  private static func inserting(
    _ record: SessionEventRecord, at index: Int, in events: [SessionEventRecord] = healthyEvents
  ) -> [SessionEventRecord] {
    var events = events
    events.insert(record, at: index)
    return events
  }

  /// A session that breaks each invariant (and the text its report must contain).
  private static let breaking: [SessionInvariant: (SessionSimulator.Result, String)] = [
    .contentResumed: (
      session(events: healthyEvents.filter { $0.name != "CONTENT_RESUME_REQUESTED" }),
      "never resumed"
    ),
    .contentRequestsAlternate: (
      session(events: inserting(event("CONTENT_PAUSE_REQUESTED"), at: 0)),
      "CONTENT_PAUSE_REQUESTED where CONTENT_RESUME_REQUESTED was due"
    ),
    .oneEndingPerAd: (
      session(events: inserting(event("COMPLETE", ad, t: 4.1), at: 7)), "\(ad) ended twice"
    ),
    .allAdsCompletedLast: (
      session(events: healthyEvents + [event("ALL_ADS_COMPLETED", t: 21)]),
      "ALL_ADS_COMPLETED came 2 times"
    ),
    .adPauseResumeAlternate: (
      session(
        events: inserting(
          event("PAUSE", ad, t: 1.5), at: 4, in: inserting(event("PAUSE", ad), at: 4))
      ),
      "\(ad): PAUSE where RESUME was due"
    ),
    .beaconsOnce: (
      session(outbound: healthyBeacons + [beacon("a1/start", t: 3)]),
      "https://t.test/a1/start for \(ad) fired 2 times"
    ),
    .silentAfterDestroy: (
      session(
        events: inserting(event("APP_DESTROY", t: 3), at: 5), outbound: healthyBeacons,
        outboundAtDestroy: 4),
      "beacon after destroy at 4.0 s: https://t.test/a1/complete"
    ),
    .quartilesPlayed: (
      session(events: inserting(event("FIRST_QUARTILE", other, t: 4.5, played: 0.9), at: 9)),
      "\(other): FIRST_QUARTILE with 0.9 s of media played, due at 1.0 s"
    ),
    .identifierWithheld: (
      session(
        outbound: healthyBeacons + [beacon("a1/impression?ifa=\(identifier.lowercased())")]),
      identifier.lowercased()
    ),
    .managerReleased: (session(managerReleased: false), "still alive"),
    .beaconsDelivered: (
      session(delivered: Array(healthyBeacons.dropFirst(2))), "a1/impression?ifa="
    ),
  ]

  // MARK: Every invariant can fail, and holds for a sound session

  @Test("Every invariant holds for a sound session", arguments: SessionInvariant.allCases)
  func holds(invariant: SessionInvariant) {
    #expect(invariant.violations(in: Self.session(), identifier: Self.identifier) == [])
  }

  @Test("Every invariant reports a session that breaks it", arguments: SessionInvariant.allCases)
  func reports(invariant: SessionInvariant) throws {
    let (result, text) = try #require(
      Self.breaking[invariant], "no breaking session for \(invariant)")
    let violations = invariant.violations(in: result, identifier: Self.identifier)
    #expect(violations.contains { $0.contains(text) }, "\(violations)")
  }

  @Test("A session that failed to load is judged by the identifier check alone")
  func loadError() {
    let error = AdError(type: .loadingFailed, code: .vastLoadTimeout, message: "timed out")
    let result = Self.session(
      events: [], outbound: [Self.beacon("a1/error?ifa=\(Self.identifier)")], completed: false,
      loadError: error, managerReleased: nil)
    for invariant in SessionInvariant.allCases where invariant != .identifierWithheld {
      #expect(invariant.violations(in: result, identifier: Self.identifier) == [], "\(invariant)")
    }
    #expect(
      SessionInvariant.identifierWithheld.violations(in: result, identifier: Self.identifier).count
        == 1)
  }

  // MARK: Content pause and resume

  @Test("IMA content pause/resume: a pause never resumed is reported, unless the app destroyed")
  func contentNeverResumed() {
    let paused = Self.healthyEvents.filter { $0.name != "CONTENT_RESUME_REQUESTED" }
    #expect(SessionInvariant.contentResumed.violations(in: Self.session(events: paused)).count == 1)
    let destroyed = paused + [Self.event("APP_DESTROY", t: 21)]
    #expect(SessionInvariant.contentResumed.violations(in: Self.session(events: destroyed)) == [])
  }

  @Test("IMA session end: a session that stops without ALL_ADS_COMPLETED must say why")
  func sessionEnd() {
    let events = Self.healthyEvents.filter { $0.name != "ALL_ADS_COMPLETED" }
    let silent = Self.session(events: events, completed: false)
    #expect(SessionInvariant.contentResumed.violations(in: silent).count == 1)
    for reason in ["AD_ERROR", "LOG", "APP_DESTROY"] {
      let told = Self.session(events: events + [Self.event(reason, t: 9)], completed: false)
      #expect(SessionInvariant.contentResumed.violations(in: told) == [], "\(reason)")
    }
  }

  @Test("IMA content pause/resume: two pauses or two resumes in a row; a leading resume is fine")
  func contentAlternates() {
    let check = SessionInvariant.contentRequestsAlternate
    let pause = Self.event("CONTENT_PAUSE_REQUESTED")
    let resume = Self.event("CONTENT_RESUME_REQUESTED")
    #expect(check.violations(in: Self.session(events: [pause, pause, resume])).count == 1)
    #expect(check.violations(in: Self.session(events: [pause, resume, resume])).count == 1)
    #expect(
      check.violations(in: Self.session(events: [resume, pause, resume, pause, resume])) == [])
  }

  @Test("IMA content pause/resume: two resumes in a row are reported, even at the start")
  func twoLeadingResumes() {
    let resume = Self.event("CONTENT_RESUME_REQUESTED")
    let pause = Self.event("CONTENT_PAUSE_REQUESTED")
    let result = Self.session(events: [resume, resume, pause, resume])
    #expect(SessionInvariant.contentRequestsAlternate.violations(in: result).count == 1)
  }

  // MARK: Ad endings

  @Test("One ending per ad: an ad that loaded and never ended is reported")
  func adNeverEnded() {
    let events = [Self.event("LOADED", Self.ad), Self.event("STARTED", Self.ad)]
    #expect(
      SessionInvariant.oneEndingPerAd.violations(in: Self.session(events: events))
        == ["\(Self.ad) never ended"])
    let next = events + Self.played(Self.other)
    #expect(
      SessionInvariant.oneEndingPerAd.violations(in: Self.session(events: next)).first?.contains(
        "\(Self.ad) never ended: \(Self.other) began") == true)
  }

  @Test("One ending per ad: an error, destroy() or discardAdBreak() ends the ad that plays")
  func adEndedByApp() {
    for ending in ["AD_ERROR", "APP_DESTROY", "APP_DISCARDADBREAK"] {
      let events =
        [Self.event("LOADED", Self.ad), Self.event("STARTED", Self.ad), Self.event(ending)]
        + Self.played(Self.other)
      #expect(
        SessionInvariant.oneEndingPerAd.violations(in: Self.session(events: events)) == [],
        "\(ending)")
    }
  }

  @Test("One ending per ad: SKIPPED after COMPLETE is a second ending")
  func skippedAfterComplete() {
    let events = Self.played(Self.ad) + [Self.event("SKIPPED", Self.ad, t: 5)]
    #expect(SessionInvariant.oneEndingPerAd.violations(in: Self.session(events: events)).count == 1)
  }

  // MARK: ALL_ADS_COMPLETED

  @Test("IMA ALL_ADS_COMPLETED: nothing from the SDK after it; the app's own records may follow")
  func allAdsCompletedLast() {
    let check = SessionInvariant.allAdsCompletedLast
    let followed = Self.healthyEvents + [Self.event("LOG", t: 21)]
    #expect(
      check.violations(in: Self.session(events: followed)) == ["LOG came after ALL_ADS_COMPLETED"])
    let app = Self.healthyEvents + [Self.event("APP_DESTROY", t: 21)]
    #expect(check.violations(in: Self.session(events: app)) == [])
  }

  // MARK: Ad pause and resume

  @Test("IMA ad PAUSE/RESUME alternate per ad, starting with PAUSE")
  func adPauseResume() {
    let check = SessionInvariant.adPauseResumeAlternate
    let pause = Self.event("PAUSE", Self.ad)
    let resume = Self.event("RESUME", Self.ad)
    #expect(check.violations(in: Self.session(events: [pause, pause])).count == 1)
    #expect(check.violations(in: Self.session(events: [resume])).count == 1)
    #expect(check.violations(in: Self.session(events: [pause, resume, pause, resume])) == [])
    // Each ad alternates on its own.
    let otherPause = Self.event("PAUSE", Self.other)
    #expect(check.violations(in: Self.session(events: [pause, otherPause, resume])) == [])
  }

  // MARK: Beacons

  @Test("VAST 4.2 §2.3.6: a one-shot beacon twice for one ad is reported, whatever its query")
  func oneShotTwice() {
    let errors = [Self.beacon("a1/error?code=400"), Self.beacon("a1/error?code=402")]
    #expect(SessionInvariant.beaconsOnce.violations(in: Self.session(outbound: errors)).count == 1)
  }

  @Test("VAST 4.2: ads of a pod behind one wrapper each fire its impression; pause may repeat")
  func repeatableBeacons() {
    let outbound = [
      Self.beacon("w/impression", Self.ad), Self.beacon("w/impression", Self.other),
      Self.beacon("a1/pause"), Self.beacon("a1/resume"), Self.beacon("a1/pause"),
      Self.beacon("a1/resume"),
    ]
    #expect(SessionInvariant.beaconsOnce.violations(in: Self.session(outbound: outbound)) == [])
  }

  @Test("IMA destroy(): a beacon or an SDK event after destroy() is reported; the app's are not")
  func afterDestroy() {
    let check = SessionInvariant.silentAfterDestroy
    let destroyed = Self.inserting(Self.event("APP_DESTROY", t: 3), at: 5)
    let quiet = Self.session(
      events: Array(destroyed.prefix(6)) + [Self.event("APP_DISCARDADBREAK", t: 4)],
      outboundAtDestroy: Self.healthyBeacons.count)
    #expect(check.violations(in: quiet) == [])
    let late = Self.session(events: destroyed, outboundAtDestroy: Self.healthyBeacons.count)
    #expect(check.violations(in: late).contains("THIRD_QUARTILE after destroy at 3.0 s"))
    // Without destroy() the check has nothing to say.
    #expect(check.violations(in: Self.session(outboundAtDestroy: 0)) == [])
  }

  // MARK: Quartiles

  @Test("VAST 4.2 quartiles: in order, each once the media played that far, COMPLETE last")
  func quartiles() {
    let check = SessionInvariant.quartilesPlayed
    let early = [Self.event("FIRST_QUARTILE", Self.ad, played: 0.5)]
    #expect(check.violations(in: Self.session(events: early)).count == 1)
    let withinTolerance = [Self.event("FIRST_QUARTILE", Self.ad, played: 0.9995)]
    #expect(check.violations(in: Self.session(events: withinTolerance)) == [])
    let midpointFirst = [Self.event("MIDPOINT", Self.ad, played: 2)]
    #expect(
      check.violations(in: Self.session(events: midpointFirst))
        == ["\(Self.ad): MIDPOINT at 0.0 s after 0 of the quartiles"])
    let completeEarly = Array(Self.played(Self.ad).prefix(4)) + [Self.event("COMPLETE", Self.ad)]
    #expect(check.violations(in: Self.session(events: completeEarly)).count == 1)
    let twice =
      Array(Self.played(Self.ad).prefix(3)) + [Self.event("FIRST_QUARTILE", Self.ad, played: 1)]
    #expect(check.violations(in: Self.session(events: twice)).count == 1)
    // An unknown duration cannot be checked against the media played.
    let unknown = [Self.event("FIRST_QUARTILE", Self.ad, played: 0, duration: 0)]
    #expect(check.violations(in: Self.session(events: unknown)) == [])
  }

  // MARK: Identifier

  @Test("ATT denied: a URL that carries the identifier in any case is reported")
  func identifier() {
    let check = SessionInvariant.identifierWithheld
    let outbound = [
      OutboundRequest(t: 1, kind: .adRequest, url: "https://ads.test/tag?rdid=\(Self.identifier)"),
      Self.beacon("a1/impression?ifa=\(Self.identifier.lowercased())"),
    ]
    #expect(
      check.violations(in: Self.session(outbound: outbound), identifier: Self.identifier).count == 2
    )
    #expect(check.violations(in: Self.session(outbound: outbound), identifier: nil) == [])
    #expect(check.violations(in: Self.session(outbound: outbound), identifier: "") == [])
  }

  // MARK: Manager lifetime

  @Test("Manager lifetime: reported only when it is known to outlive the session")
  func managerReleased() {
    let check = SessionInvariant.managerReleased
    #expect(check.violations(in: Self.session(managerReleased: false)).count == 1)
    #expect(check.violations(in: Self.session(managerReleased: true)) == [])
    #expect(check.violations(in: Self.session(managerReleased: nil)) == [])
  }

  // MARK: Beacon delivery

  @Test("Beacon queue at least once: a beacon fired and never delivered is reported")
  func beaconLost() {
    let beacons = Self.healthyBeacons.filter { $0.kind == .beacon }
    let result = Self.session(delivered: Array(beacons.dropLast()))
    #expect(
      SessionInvariant.beaconsDelivered.violations(in: result)
        == ["https://t.test/a2/complete fired, never delivered"])
  }

  @Test("Beacon queue at most once: a beacon delivered twice is reported")
  func beaconDeliveredTwice() {
    let beacons = Self.healthyBeacons.filter { $0.kind == .beacon }
    let result = Self.session(delivered: beacons + [Self.beacon("a1/start", t: 9)])
    #expect(
      SessionInvariant.beaconsDelivered.violations(in: result)
        == ["https://t.test/a1/start delivered twice"])
  }

  @Test("Beacon queue: what the queue dropped or still held is reported as it says")
  func beaconUndelivered() {
    let result = Self.session(undelivered: ["dropped https://t.test/a1/start: too many attempts"])
    #expect(
      SessionInvariant.beaconsDelivered.violations(in: result)
        == ["dropped https://t.test/a1/start: too many attempts"])
  }

  @Test("Beacon queue: a session that only listed its beacons has no delivery to check")
  func beaconsListedOnly() {
    var result = Self.session()
    result.deliveredBeacons = nil
    result.undeliveredBeacons = nil
    #expect(SessionInvariant.beaconsDelivered.violations(in: result) == [])
  }
}
