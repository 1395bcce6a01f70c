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
