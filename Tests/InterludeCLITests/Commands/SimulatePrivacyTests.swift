import Foundation
import Testing

@testable import InterludeCLI

/// `simulate` with a consent state: the demo's impression carries `[IFA]`,
/// `[LIMITADTRACKING]`, `[GDPRCONSENT]` and `[GPPSTRING]`, so every outbound beacon shows what
/// left the simulated device.
@Suite("simulate with consent and ATT")
struct SimulatePrivacyTests {
  static let idfa = "6D92078A-8246-4BA4-AE5B-76104861E7DC"
  /// What our CMP saves for "reject all" (CMP 0, vendor 755 disclosed).
  static let rejectAll = "CQuci4AQuci4AAAABBENABFgAAAAAAAAAAYgAAAAAAAA.IF5wAgAFALzA"

  private func beacons(_ arguments: [String]) async -> (status: ExitCode, urls: [String]) {
    let result = await runCLI(["simulate", "--json"] + arguments)
    let object = try? JSONSerialization.jsonObject(with: Data(result.output.utf8))
    let entries = (object as? [String: Any])?["entries"] as? [[String: Any]] ?? []
    let urls = entries.filter { $0["kind"] as? String == "beacon" }.compactMap {
      $0["detail"] as? String
    }
    return (result.status, urls)
  }

  @Test("the identifier leaves only with ATT authorized and no regulation against it")
  func identifierOnlyWhereAllowed() async {
    let allowed = await beacons(["--att", "authorized", "--idfa", Self.idfa, "--gdpr", "0"])
    #expect(allowed.status == .success)
    #expect(allowed.urls.contains { $0.contains("ifa=\(Self.idfa)&lat=0") })

    for state in [
      ["--att", "denied", "--idfa", Self.idfa, "--gdpr", "0"],
      ["--att", "authorized", "--idfa", Self.idfa, "--gdpr", "0", "--usp", "1YYN"],
      ["--att", "authorized", "--idfa", Self.idfa, "--gdpr", "1", "--tcf", Self.rejectAll],
      ["--att", "authorized", "--idfa", Self.idfa],  // GDPR unknown, no string: withheld
      [],  // no consent options at all
    ] {
      let run = await beacons(state)
      #expect(run.status == .success)
      #expect(!run.urls.isEmpty)
      #expect(run.urls.allSatisfy { !$0.contains(Self.idfa) }, "\(state)")
      #expect(run.urls.contains { $0.contains("ifa=-2&lat=1") }, "\(state)")
    }
  }

  /// One URL of the `outbound` list of `simulate --json`.
  struct Outbound {
    var t: Double
    var kind: String
    var url: String
  }

  /// A `simulate --json` run: its exit status, `outbound` list and `privacy` object.
  private func outbound(
    _ arguments: [String]
  ) async -> (status: ExitCode, urls: [Outbound], privacy: [String: Any]) {
    let result = await runCLI(["simulate", "--json"] + arguments)
    let object = try? JSONSerialization.jsonObject(with: Data(result.output.utf8))
    let json = object as? [String: Any] ?? [:]
    let list = json["outbound"] as? [[String: Any]] ?? []
    let urls = list.compactMap { item -> Outbound? in
      guard let t = item["t"] as? Double, let kind = item["kind"] as? String,
        let url = item["url"] as? String
      else { return nil }
      return Outbound(t: t, kind: kind, url: url)
    }
    return (result.status, urls, json["privacy"] as? [String: Any] ?? [:])
  }

  @Test("--json lists every outbound URL: the ad request, wrappers, break tags and beacons")
  func everyOutboundURLListed() async {
    // --no-beacons leaves beacons out of the timeline, never out of the outbound list.
    let run = await outbound(["--no-beacons"])
    #expect(run.status == .success)
    let kinds = run.urls.map(\.kind)
    #expect(kinds.first == "adRequest")
    #expect(kinds.filter { $0 == "adRequest" }.count == 1)
    #expect(kinds.filter { $0 == "wrapper" }.count == 2)
    #expect(kinds.filter { $0 == "breakTag" }.count == 2)
    #expect(Set(kinds) == ["adRequest", "wrapper", "breakTag", "beacon"])
    #expect(run.urls.first?.url.hasPrefix("https://demo.interlude.test/vmap.xml?") == true)
    let wrappers = run.urls.filter { $0.kind == "wrapper" }.map(\.url)
    #expect(wrappers.contains { $0.hasPrefix("https://demo.interlude.test/pod-ad-1.xml?") })
    #expect(wrappers.contains { $0.hasPrefix("https://demo.interlude.test/pod-ad-2.xml?") })
    let breakTags = run.urls.filter { $0.kind == "breakTag" }
    #expect(
      breakTags.map(\.url).allSatisfy {
        $0.contains("/midroll.xml?") || $0.contains("/postroll.xml?")
      })
    // The mid-roll's tag is fetched lazily, shortly before its cue, not while loading.
    #expect(breakTags.allSatisfy { $0.t > 100 })
    #expect(zip(run.urls, run.urls.dropFirst()).allSatisfy { $0.t <= $1.t })

    // The same beacons as the timeline of a run that shows them.
    let shown = await beacons([])
    let listed = run.urls.filter { $0.kind == "beacon" }.map(\.url)
    #expect(listed.count == shown.urls.count)
    #expect(listed.map(Self.withoutCacheBuster) == shown.urls.map(Self.withoutCacheBuster))
  }

  @Test("allowed, the identifier is in the ad request, wrapper and break tags and beacons")
  func identifierInEveryKindWhenAllowed() async {
    let run = await outbound(["--att", "authorized", "--idfa", Self.idfa, "--gdpr", "0"])
    #expect(run.status == .success)
    for kind in ["adRequest", "wrapper", "breakTag", "beacon"] {
      #expect(run.urls.contains { $0.kind == kind && $0.url.contains(Self.idfa) }, "\(kind)")
    }
    let adRequest = run.urls.first { $0.kind == "adRequest" }?.url ?? ""
    #expect(adRequest.contains("ifa=\(Self.idfa)&lat=0"))
    #expect(adRequest.contains("gdpr=0"))
    #expect(adRequest.contains("rdid=\(Self.idfa)&idtype=idfa&is_lat=0"))
    #expect(run.privacy["identifierAllowed"] as? Bool == true)
    #expect(run.privacy["mode"] as? String == "personalized")
    #expect(
      run.privacy["urlsWithIdentifier"] as? Int
        == run.urls.filter { $0.url.contains(Self.idfa) }.count)
    #expect(run.privacy["outboundURLs"] as? Int == run.urls.count)
  }

  @Test(
    "withheld, the identifier is in no outbound URL of any kind",
    arguments: [
      ["--att", "denied", "--idfa", idfa, "--gdpr", "0"],
      ["--att", "authorized", "--idfa", idfa, "--gdpr", "1", "--tcf", rejectAll],
      ["--att", "denied", "--idfa", idfa, "--gdpr", "1", "--tcf", rejectAll],
      ["--att", "authorized", "--idfa", idfa, "--gdpr", "0", "--usp", "1YYN"],
      ["--att", "restricted", "--idfa", idfa],
    ])
  func identifierInNoURLWhenWithheld(_ state: [String]) async {
    let run = await outbound(state)
    #expect(run.status == .success)
    #expect(run.urls.contains { $0.kind == "adRequest" })
    #expect(run.urls.contains { $0.kind == "wrapper" })
    #expect(run.urls.contains { $0.kind == "breakTag" })
    #expect(run.urls.contains { $0.kind == "beacon" })
    for item in run.urls {
      #expect(!item.url.contains(Self.idfa), "\(item.kind) \(item.url)")
    }
    let adRequest = run.urls.first { $0.kind == "adRequest" }?.url ?? ""
    #expect(adRequest.contains("ifa=-2&lat=1"))
    #expect(adRequest.contains("is_lat=1"))
    #expect(!adRequest.contains("rdid="))
    #expect(!adRequest.contains("idtype="))
    #expect(run.urls.filter { $0.kind != "beacon" }.allSatisfy { $0.url.contains("ifa=-2&lat=1") })
    #expect(run.privacy["identifierAllowed"] as? Bool == false)
    #expect(run.privacy["urlsWithIdentifier"] as? Int == 0)
  }

  @Test("refused TCF consent shows in the ad request's parameters")
  func refusedConsentParameters() async {
    let run = await outbound([
      "--att", "authorized", "--idfa", Self.idfa, "--gdpr", "1", "--tcf", Self.rejectAll,
    ])
    let adRequest = run.urls.first { $0.kind == "adRequest" }?.url ?? ""
    #expect(adRequest.contains("gdpr=1&gdpr_consent=\(Self.rejectAll)"))
    #expect(adRequest.contains("npa=1&ltd=1"))
    #expect(run.privacy["mode"] as? String == "technical")
    #expect(run.privacy["gdprApplies"] as? Bool == true)
  }

  @Test("the text timeline starts with the privacy state and shows the requests")
  func textTimeline() async {
    let denied = await runCLI(["simulate", "--att", "denied", "--idfa", Self.idfa, "--gdpr", "0"])
    #expect(denied.status == .success)
    let lines = denied.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "session complete: 3 breaks")
    #expect(
      lines.dropFirst().first
        == "privacy: ATT denied, GDPR does not apply, mode personalized (npa=0 ltd=0 is_lat=1), "
        + "identifier withheld: in 0 of 33 outbound URLs")
    #expect(
      lines.contains {
        $0.contains("  request ")
          && $0.contains("  adRequest https://demo.interlude.test/vmap.xml?")
      })
    #expect(
      lines.filter {
        $0.contains("  request ") && $0.contains("  wrapper https://demo.interlude.test/")
      }.count == 2)
    #expect(
      lines.filter {
        $0.contains("  request ") && $0.contains("  breakTag https://demo.interlude.test/")
      }.count == 2)
    #expect(
      lines.dropLast().last?.hasSuffix(
        "33 outbound URLs: 1 ad request, 2 wrappers, 2 break tags, 28 beacons") == true)
    #expect(
      lines.last
        == "requests: 5 documents (1 ad request, 2 wrappers, 2 break tags) served from memory "
        + "(the built-in demo); 28 beacons listed, not sent")

    let allowed = await runCLI([
      "simulate", "--att", "authorized", "--idfa", Self.idfa, "--gdpr", "0",
    ])
    #expect(
      allowed.output.hasPrefix(
        "session complete: 3 breaks\nprivacy: ATT authorized, GDPR does not apply, mode personalized (npa=0 ltd=0 is_lat=0), identifier sent: in 7 of 33 outbound URLs\n"
      ))
    let none = await runCLI(["simulate"])
    #expect(
      none.output.hasPrefix("session complete: 3 breaks\nprivacy: no consent options, all withheld")
    )
  }

  /// A URL with its random cache buster (`cb=`) blanked.
  static func withoutCacheBuster(_ url: String) -> String {
    url.replacingOccurrences(of: #"cb=[0-9]+"#, with: "cb=#", options: .regularExpression)
  }

  @Test("the stored TC and GPP strings reach the beacons unchanged")
  func consentStringsForwarded() async {
    let gpp = "DBABMA~" + Self.rejectAll
    let run = await beacons(["--gdpr", "1", "--tcf", Self.rejectAll, "--gpp", gpp])
    #expect(run.urls.contains { $0.contains("gdpr_consent=\(Self.rejectAll)&gpp=\(gpp)") })
  }

  @Test("unusable consent options exit 2")
  func unusableOptions() async {
    for arguments in [
      ["--att", "maybe"], ["--gdpr", "yes"], ["--tcf", "not-a-string"], ["--gpp", "XYZ"],
      ["--usp", "1QQQ"],
    ] {
      let result = await runCLI(["simulate"] + arguments)
      #expect(result.status == .unusableInput, "\(arguments)")
    }
  }
}
