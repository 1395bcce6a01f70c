import Foundation
import InterludeConsent
import Testing

/// `ConsentConfiguration.reconsentAfter`, Interlude's own setting, is a `Duration`; a JSON
/// configuration keeps its documented unit, seconds (Docs/Privacy.md, "Defaults": 13 months,
/// the TCF 2.2 policy's maximum).
@MainActor
@Suite("Re-consent after a Duration")
struct ReconsentAfterTests {
  private let saved = Date(timeIntervalSince1970: 1_764_374_400)  // 2025-11-29 00:00 UTC

  private func configuration(reconsentAfter: Duration) -> ConsentConfiguration {
    ConsentConfiguration(
      cmpId: 300, vendorListVersion: 17, purposes: [1], vendors: [42], gdprApplies: .yes,
      reconsentAfter: reconsentAfter)
  }

  private func decode(_ json: String) throws -> ConsentConfiguration {
    try JSONDecoder().decode(ConsentConfiguration.self, from: Data(json.utf8))
  }

  @Test("A choice older than reconsentAfter is asked again; one as old stands")
  func choiceExpiresAfterTheDuration() {
    let store = InMemoryConsentStore()
    let week = configuration(reconsentAfter: .seconds(7 * 24 * 3600))
    ConsentManager(configuration: week, store: store, now: { self.saved }).acceptAll()
    let atTheLimit = saved.addingTimeInterval(7 * 24 * 3600)
    #expect(!ConsentManager(configuration: week, store: store, now: { atTheLimit }).needsConsent)
    let past = atTheLimit.addingTimeInterval(0.5)
    let later = ConsentManager(configuration: week, store: store, now: { past })
    #expect(later.reconsentReason == .expired(lastUpdated: saved))
  }

  @Test("The default is 13 months of 30.44 days, the TCF 2.2 policy's maximum")
  func defaultIsThirteenMonths() {
    let configuration = ConsentConfiguration(cmpId: 300, vendorListVersion: 17)
    #expect(configuration.reconsentAfter == .seconds(13 * 30.44 * 24 * 3600))
  }

  @Test("In a JSON configuration reconsentAfter is a number of seconds, as documented")
  func jsonIsInSeconds() throws {
    let day = try decode(#"{"cmpId": 300, "vendorListVersion": 17, "reconsentAfter": 86400}"#)
    #expect(day.reconsentAfter == .seconds(86_400))
    let fraction = try decode(#"{"cmpId": 300, "vendorListVersion": 17, "reconsentAfter": 1.5}"#)
    #expect(fraction.reconsentAfter == .milliseconds(1_500))
    let absent = try decode(#"{"cmpId": 300, "vendorListVersion": 17}"#)
    let defaults = ConsentConfiguration(cmpId: 1, vendorListVersion: 1)
    #expect(absent.reconsentAfter == defaults.reconsentAfter)
  }

  @Test("A JSON reconsentAfter below 0 or too large for a duration is refused with its reason")
  func jsonOutOfRangeIsRefused() {
    for value in ["-1", "1e300"] {
      #expect {
        try decode(#"{"cmpId": 300, "vendorListVersion": 17, "reconsentAfter": \#(value)}"#)
      } throws: { error in
        guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
        return context.codingPath.map(\.stringValue) == ["reconsentAfter"]
          && context.debugDescription.contains("a number of seconds, 0 or more")
      }
    }
  }

  @Test("The fingerprint records reconsentAfter in seconds, as before it was a Duration")
  func fingerprintKeepsItsTextForm() {
    // The CRC-32 of the fingerprint's text form with `reconsentAfter=34190208.0` (the default,
    // in seconds) and with `reconsentAfter=86400.5`: receipts keep the value they had.
    #expect(ConsentConfiguration(cmpId: 300, vendorListVersion: 17).fingerprint == "91425b19")
    let configuration = ConsentConfiguration(
      cmpId: 300, vendorListVersion: 17, reconsentAfter: .milliseconds(86_400_500))
    #expect(configuration.fingerprint == "832e5979")
  }
}
