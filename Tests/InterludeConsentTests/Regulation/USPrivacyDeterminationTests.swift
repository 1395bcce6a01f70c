import Foundation
import InterludeConsent
import Testing

/// Which US privacy section applies: the user's state's own section (GPP section IDs 8 to 12),
/// or the national section (7) for another state, decided from the debug override, then the
/// app's region, then the device's.
@Suite("Which US privacy section applies")
struct USPrivacyDeterminationTests {
  private func determination(
    user: String? = nil, device: String? = nil, debug: ConsentGeography? = nil,
    state: String? = nil
  ) -> USPrivacyDetermination {
    ConsentConfiguration(
      cmpId: 300, vendorListVersion: 1, userRegion: user, debugGeography: debug,
      debugUSState: state
    ).usPrivacyDetermination(deviceRegion: device)
  }

  @Test("GPP US sections: CA 8, VA 9, CO 10, UT 11, CT 12, from the app's ISO 3166-2 region")
  func stateSections() {
    let expected = ["US-CA": 8, "US-VA": 9, "US-CO": 10, "US-UT": 11, "US-CT": 12, "us-ca": 8]
    for (region, id) in expected {
      let result = determination(user: region, device: "DE")
      #expect(result.jurisdiction?.sectionID == id, "\(region)")
      #expect(result.source == .appRegion)
    }
  }

  @Test("GPP usnat: a state without a section of its own, and the country alone, give section 7")
  func nationalFallback() {
    for region in ["US-TX", "US-NY", "US", "USA", "US-ZZ"] {
      #expect(determination(user: region).jurisdiction == .national, "\(region)")
    }
    let device = determination(device: "US")
    #expect(device.jurisdiction == .national && device.source == .deviceRegion)
  }

  @Test("outside the United States, or with no region, no US section is written")
  func outside() {
    #expect(determination(user: "DE", device: "US") == .init(jurisdiction: nil, source: .appRegion))
    #expect(determination(user: "CA-QC").jurisdiction == nil)
    #expect(determination() == .init(jurisdiction: nil, source: .undetermined))
    #expect(determination(user: "001", device: "US-CA").jurisdiction == .california)
  }

  @Test("debug override: a regulated US state puts the user in debugUSState, whatever the regions")
  func debugOverride() {
    let california = determination(user: "DE", debug: .regulatedUSState, state: "ca")
    #expect(california == .init(jurisdiction: .california, source: .debugGeography))
    #expect(determination(debug: .regulatedUSState, state: "UT").jurisdiction == .utah)
    #expect(determination(debug: .regulatedUSState).jurisdiction == .national)
    #expect(determination(debug: .regulatedUSState, state: "TX").jurisdiction == .national)
    #expect(determination(user: "US-CA", debug: .eea).jurisdiction == nil)
  }

  @Test("the JSON configuration reads debugUSState")
  func decodesDebugState() throws {
    let json =
      #"{"cmpId": 1, "vendorListVersion": 2, "debugGeography": "regulatedUSState", "debugUSState": "CO"}"#
    let configuration = try JSONDecoder().decode(ConsentConfiguration.self, from: Data(json.utf8))
    #expect(configuration.usPrivacyDetermination(deviceRegion: nil).jurisdiction == .colorado)
  }
}
