import Foundation
import InterludeConsent
import Testing

@testable import InterludeCLI

/// `simulate --gpp` with US sections: what the US signals do to the requests.
@Suite("simulate with GPP US sections")
struct SimulateUSSignalsTests {
  static let idfa = SimulatePrivacyTests.idfa

  /// A GPP string with one `usnat` section: notices given, not an MSPA-covered transaction
  /// (so the derived US Privacy string's LSPA flag is N), and opted out of targeted
  /// advertising when `optedOut`.
  static func national(optedOut: Bool) throws -> String {
    var section = USNatSection()
    section.mspaCoveredTransaction = 2
    section.saleOptOutNotice = 1
    section.targetedAdvertisingOptOutNotice = 1
    section.saleOptOut = 2
    section.sharingOptOut = 2
    section.targetedAdvertisingOptOut = optedOut ? 1 : 2
    return GPPHeader(sectionIDs: [7]).encoded + "~" + (try section.encoded)
  }

  private func adRequest(_ arguments: [String]) async -> (url: String, privacy: [String: Any]) {
    let result = await runCLI(["simulate", "--json", "--no-beacons"] + arguments)
    let object = try? JSONSerialization.jsonObject(with: Data(result.output.utf8))
    let json = object as? [String: Any] ?? [:]
    let list = json["outbound"] as? [[String: Any]] ?? []
    let url = list.first { $0["kind"] as? String == "adRequest" }?["url"] as? String ?? ""
    return (url, json["privacy"] as? [String: Any] ?? [:])
  }

  @Test(
    "MSPA opt-out of targeted advertising: rdp=1, npa=1, no rdid, no ppid; gpp, gpp_sid sent")
  func optOutRestrictsTheRequest() async throws {
    let gpp = try Self.national(optedOut: true)
    let base = ["--att", "authorized", "--idfa", Self.idfa, "--gdpr", "0"]
    let run = await adRequest(base + ["--gpp", gpp])
    #expect(run.url.contains("gpp=\(gpp)&gpp_sid=7"))
    #expect(run.url.contains("us_privacy=1YNN"), "derived from the usnat section")
    #expect(run.url.contains("npa=1&rdp=1"))
    #expect(!run.url.contains(Self.idfa))
    #expect(!run.url.contains("ppid="))
    #expect(run.url.contains("is_lat=1"))
    #expect(run.privacy["usOptOut"] as? Bool == true)
    #expect(run.privacy["usOptOutReasons"] as? [String] == ["usnat TargetedAdvertisingOptOut=1"])
    #expect(run.privacy["gppSectionIDs"] as? [Int] == [7])

    let text = await runCLI(["simulate", "--no-beacons"] + base + ["--gpp", gpp])
    #expect(
      text.output.hasPrefix(
        "session complete: 3 breaks\nprivacy: ATT authorized, GDPR does not apply, gpp_sid 7, us_privacy 1YNN, US opt-out "
          + "(usnat TargetedAdvertisingOptOut=1): no identifier, no ppid, mode personalized "
          + "(npa=1 ltd=0 rdp=1 is_lat=1)"))
  }

  @Test("no US opt-out: the identifier and ppid go out, rdp is not set")
  func noOptOutKeepsTheIdentifier() async throws {
    let gpp = try Self.national(optedOut: false)
    let run = await adRequest([
      "--att", "authorized", "--idfa", Self.idfa, "--gdpr", "0", "--gpp", gpp,
    ])
    #expect(run.url.contains("gpp=\(gpp)&gpp_sid=7"))
    #expect(run.url.contains("rdid=\(Self.idfa)"))
    #expect(run.url.contains("ppid=\(DemoSession.ppid)"))
    #expect(!run.url.contains("rdp="))
    #expect(run.privacy["usOptOut"] as? Bool == false)
  }
}
