import Foundation
import Interlude

/// What every simulated session must keep, whatever goes wrong in it: the fault matrix checks
/// each after every cell, and `interlude simulate --fault` after its run.
public enum SessionInvariant: String, CaseIterable, Hashable, Sendable {
  /// The content is resumed after every pause, or the app is told why (an error or a LOG
  /// event), exactly once; a session the app did not destroy ends (ALL_ADS_COMPLETED) or says
  /// why it stopped.
  case contentResumed = "content resumed or the app told why"
  /// Content pause and resume requests alternate: never two pauses or two resumes in a row
  /// (the first may be a resume: a break discarded before it started lets the content play).
  case contentRequestsAlternate = "content pause and resume alternate"
  /// Every ad that loaded or started ends exactly once: COMPLETE, SKIPPED or an error (or the
  /// app stopped it with destroy() or discardAdBreak()).
  case oneEndingPerAd = "one ending per ad"
  /// ALL_ADS_COMPLETED comes at most once, and nothing follows it.
  case allAdsCompletedLast = "ALL_ADS_COMPLETED at most once and last"
  /// An ad's PAUSE and RESUME alternate, starting with PAUSE.
  case adPauseResumeAlternate = "ad pause and resume alternate"
  /// No one-shot beacon (impression, start, quartiles, complete, skip, error, break start and
  /// end) fires twice for one ad (ads of a pod behind one wrapper each fire its impression).
  case beaconsOnce = "no beacon twice"
  /// Nothing fires or is emitted after destroy().
  case silentAfterDestroy = "nothing after destroy"
  /// Quartiles come in order, each only once the media has played that far, and COMPLETE
  /// after the third.
  case quartilesPlayed = "quartiles in order and only for played media"
  /// No URL carries the device's identifier when consent withholds it.
  case identifierWithheld = "no withheld identifier sent"
  /// The manager is deallocated once the session is over: no timer or task outlives it.
  case managerReleased = "no timer or task outlives the session"
  /// When the session delivers its beacons, every beacon fired reaches the tracking server
  /// exactly once, across offline periods and failed attempts: the queue loses nothing.
  case beaconsDelivered = "the beacon queue loses nothing"

  /// Slack for comparing media times, in seconds.
  static let tolerance = 0.001
  /// Beacon events that may fire more than once per ad.
  static let repeatableBeacons: Set<String> = ["pause", "resume", "mute", "unmute", "rewind"]

  /// What breaks any invariant in `result`, each as `invariant: what`, in the order of
  /// ``allCases``; empty when every one holds.
  ///
  /// - Parameter identifier: As for ``violations(in:identifier:)``.
  public static func allViolations(
    in result: SessionSimulator.Result, identifier: String? = nil
  )
    -> [String]
  {
    allCases.flatMap { invariant in
      invariant.violations(in: result, identifier: identifier).map {
        "\(invariant.rawValue): \($0)"
      }
    }
  }

  /// What breaks the invariant in `result`, one sentence each; empty when it holds.
  ///
  /// - Parameter identifier: The device's advertising identifier that consent withholds, for
  ///   ``identifierWithheld`` (nil: nothing to look for).
  public func violations(
    in result: SessionSimulator.Result, identifier: String? = nil
  )
    -> [String]
  {
    guard result.loadError == nil || self == .identifierWithheld else { return [] }
    switch self {
    case .contentResumed: return Self.contentResumed(result)
    case .contentRequestsAlternate:
      let requests = result.events.map(\.name).filter { $0.hasPrefix("CONTENT_") }
      let names =
        requests.first == "CONTENT_RESUME_REQUESTED" ? requests.dropFirst() : requests[...]
      return Self.alternate(
        Array(names), first: "CONTENT_PAUSE_REQUESTED", second: "CONTENT_RESUME_REQUESTED",
        what: "content")
    case .oneEndingPerAd: return Self.endings(result.events)
    case .allAdsCompletedLast: return Self.allAdsCompleted(result.events)
    case .adPauseResumeAlternate:
      let byAd = Dictionary(grouping: result.events.filter { $0.ad != nil }, by: { $0.ad ?? "" })
      return byAd.keys.sorted().flatMap { ad in
        Self.alternate(
          byAd[ad, default: []].map(\.name), first: "PAUSE", second: "RESUME", what: ad)
      }
    case .beaconsOnce: return Self.beaconsOnce(result.outbound)
    case .silentAfterDestroy: return Self.silentAfterDestroy(result)
    case .quartilesPlayed: return Self.quartiles(result.events)
    case .identifierWithheld:
      guard let identifier, !identifier.isEmpty else { return [] }
      let needle = identifier.lowercased()
      return result.outbound.filter { $0.url.lowercased().contains(needle) }.map {
        "\($0.kind.rawValue) at \($0.t) s carries the withheld identifier: \($0.url)"
      }
    case .beaconsDelivered: return Self.delivered(result)
    case .managerReleased:
      return result.managerReleased == false
        ? ["the manager is still alive after the session: a timer or task holds it"] : []
    }
  }

  // MARK: Checks

  private static func contentResumed(_ result: SessionSimulator.Result) -> [String] {
    let names = result.events.map(\.name)
    let destroyed = names.contains("APP_DESTROY")
    var found: [String] = []
    if let lastPause = names.lastIndex(of: "CONTENT_PAUSE_REQUESTED"),
      !names[lastPause...].contains("CONTENT_RESUME_REQUESTED"),
      !names[lastPause...].contains("APP_DESTROY")
    {
      found.append(
        "the content was paused at \(result.events[lastPause].t) s and never resumed")
    }
    let told = names.contains("AD_ERROR") || names.contains("LOG")
    if !result.completed, !destroyed, !told {
      found.append(
        "the session stopped at \(result.duration) s without ALL_ADS_COMPLETED or a reason")
    }
    return found
  }

  private static func alternate(
    _ names: [String], first: String, second: String, what: String
  )
    -> [String]
  {
    var expected = first
    for name in names where name == first || name == second {
      guard name == expected else { return ["\(what): \(name) where \(expected) was due"] }
      expected = expected == first ? second : first
    }
    return []
  }

  private static func endings(_ events: [SessionEventRecord]) -> [String] {
    var found: [String] = []
    var open: String?
    var ended: Set<String> = []
    for event in events {
      switch event.name {
      case "COMPLETE", "SKIPPED":
        guard let ad = event.ad else { continue }
        if ended.contains(ad) { found.append("\(ad) ended twice (\(event.name) at \(event.t) s)") }
        ended.insert(ad)
        if open == ad { open = nil }
      case "AD_ERROR":
        if let ad = open {
          ended.insert(ad)
          open = nil
        }
      case "APP_DESTROY", "APP_DISCARDADBREAK":
        if let ad = open { ended.insert(ad) }
        open = nil
      default:
        guard let ad = event.ad, !ended.contains(ad), ad != open else { continue }
        if let previous = open {
          found.append("\(previous) never ended: \(ad) began at \(event.t) s")
        }
        open = ad
      }
    }
    if let ad = open { found.append("\(ad) never ended") }
    return found
  }

  private static func delivered(_ result: SessionSimulator.Result) -> [String] {
    guard let delivered = result.deliveredBeacons else { return [] }
    var counts: [String: Int] = [:]
    for beacon in result.outbound where beacon.kind == .beacon {
      counts[beacon.url, default: 0] += 1
    }
    for beacon in delivered { counts[beacon.url, default: 0] -= 1 }
    let lost = counts.filter { $0.value > 0 }.keys.sorted().map { "\($0) fired, never delivered" }
    let extra = counts.filter { $0.value < 0 }.keys.sorted().map { "\($0) delivered twice" }
    return lost + extra + (result.undeliveredBeacons ?? [])
  }

  private static func allAdsCompleted(_ events: [SessionEventRecord]) -> [String] {
    let sdk = events.filter { !$0.name.hasPrefix("APP_") }
    let count = sdk.filter { $0.name == "ALL_ADS_COMPLETED" }.count
    var found: [String] = []
    if count > 1 { found.append("ALL_ADS_COMPLETED came \(count) times") }
    if count > 0, sdk.last?.name != "ALL_ADS_COMPLETED" {
      found.append("\(sdk.last?.name ?? "?") came after ALL_ADS_COMPLETED")
    }
    return found
  }

  private static func beaconsOnce(_ outbound: [OutboundRequest]) -> [String] {
    var seen: [String: Int] = [:]
    for request in outbound where request.kind == .beacon {
      let path = request.url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
      let event = path.split(separator: "/").last.map(String.init) ?? ""
      guard !repeatableBeacons.contains(event) else { continue }
      seen["\(path) for \(request.ad ?? "no ad")", default: 0] += 1
    }
    return seen.filter { $0.value > 1 }.keys.sorted().map {
      "\($0) fired \(seen[$0] ?? 0) times"
    }
  }

  private static func silentAfterDestroy(_ result: SessionSimulator.Result) -> [String] {
    guard let at = result.outboundAtDestroy,
      let destroy = result.events.firstIndex(where: { $0.name == "APP_DESTROY" })
    else { return [] }
    let beacons = result.outbound[at...].filter { $0.kind == .beacon }.map {
      "beacon after destroy at \($0.t) s: \($0.url)"
    }
    let events = result.events[(destroy + 1)...].filter { !$0.name.hasPrefix("APP_") }.map {
      "\($0.name) after destroy at \($0.t) s"
    }
    return beacons + events
  }

  private static func quartiles(_ events: [SessionEventRecord]) -> [String] {
    let order = ["FIRST_QUARTILE", "MIDPOINT", "THIRD_QUARTILE", "COMPLETE"]
    var reached: [String: Int] = [:]
    var found: [String] = []
    for event in events {
      guard let ad = event.ad, let index = order.firstIndex(of: event.name) else { continue }
      let done = reached[ad] ?? 0
      if index != done {
        found.append("\(ad): \(event.name) at \(event.t) s after \(done) of the quartiles")
      }
      reached[ad] = max(done, index + 1)
      guard index < 3, event.duration > 0 else { continue }
      let due = event.duration * Double(index + 1) / 4
      if event.playedTime + tolerance < due {
        found.append(
          "\(ad): \(event.name) with \(event.playedTime) s of media played, due at \(due) s")
      }
    }
    return found
  }
}
