import Foundation
import InterludeConsent
import Testing

/// `GDPRApplicability.automatic`: the GDPR (and its UK and Swiss counterparts) applies in the
/// EEA, the United Kingdom and Switzerland, decided from the debug override, then the app's
/// region, then the device's region.
@Suite("Where the GDPR applies")
struct GDPRDeterminationTests {
  /// EU 27, then Iceland, Liechtenstein, Norway (alpha-2, alpha-3).
  static let eea: [(String, String)] = [
    ("AT", "AUT"), ("BE", "BEL"), ("BG", "BGR"), ("HR", "HRV"), ("CY", "CYP"), ("CZ", "CZE"),
    ("DK", "DNK"), ("EE", "EST"), ("FI", "FIN"), ("FR", "FRA"), ("DE", "DEU"), ("GR", "GRC"),
    ("HU", "HUN"), ("IE", "IRL"), ("IT", "ITA"), ("LV", "LVA"), ("LT", "LTU"), ("LU", "LUX"),
    ("MT", "MLT"), ("NL", "NLD"), ("PL", "POL"), ("PT", "PRT"), ("RO", "ROU"), ("SK", "SVK"),
    ("SI", "SVN"), ("ES", "ESP"), ("SE", "SWE"),
    ("IS", "ISL"), ("LI", "LIE"), ("NO", "NOR"),
  ]
  /// Parts of EU members with codes of their own where EU law applies.
  static let eeaTerritories = ["AX", "GF", "GP", "MQ", "RE", "YT", "MF"]

  private func determination(
    user: String? = nil, device: String? = nil, debug: ConsentGeography? = nil,
    applicability: GDPRApplicability = .automatic
  ) -> GDPRDetermination {
    ConsentConfiguration(
      cmpId: 300, vendorListVersion: 1, gdprApplies: applicability, userRegion: user,
      debugGeography: debug
    ).gdprDetermination(deviceRegion: device)
  }

  @Test("GDPR art. 3 and the EEA Agreement: every EEA member, by alpha-2 and alpha-3 code")
  func everyEEAMember() {
    #expect(Self.eea.count == 30)
    for (alpha2, alpha3) in Self.eea {
      for code in [alpha2, alpha3, alpha2.lowercased()] {
        let result = determination(user: code)
        #expect(
          result
            == GDPRDetermination(
              applies: true, source: .appRegion, geography: .eea, countryCode: alpha2),
          "\(code)")
      }
    }
  }

  @Test("UK GDPR and the Swiss FADP: GB and CH apply, each named")
  func unitedKingdomAndSwitzerland() {
    for code in ["GB", "GBR", "UK", "gb-sct"] {
      #expect(determination(user: code).geography == .unitedKingdom, "\(code)")
      #expect(determination(user: code).applies && determination(user: code).countryCode == "GB")
    }
    for code in ["CH", "CHE"] {
      #expect(determination(user: code).geography == .switzerland)
      #expect(determination(user: code).applies)
    }
  }

  @Test("TFEU art. 349 and 355: outermost regions and Åland are in, the Faroes and Greenland out")
  func territories() {
    for code in Self.eeaTerritories + ["ES-CN", "PT-20", "EL", "IC", "EA"] {
      #expect(determination(user: code).geography == .eea, "\(code)")
    }
    for code in ["FO", "GL", "SJ", "PF", "NC", "BL", "GI", "JE", "IM", "TR", "US", "USA", "US-CA"] {
      let result = determination(user: code)
      #expect(!result.applies && result.geography == .other, "\(code)")
    }
  }

  @Test("exactly the EEA, GB and CH apply among every region Foundation knows")
  func exactList() {
    let expected = Set(Self.eea.map(\.0) + Self.eeaTerritories + ["GB", "CH"])
    let regions = Locale.Region.isoRegions.map(\.identifier)
    #expect(regions.count > 200)
    let applying = Set(regions.filter { determination(user: $0, device: "US").applies })
    #expect(applying.subtracting(["IC", "EA"]) == expected, "IC and EA are CLDR's parts of ES")
  }

  @Test("fallback order: the app's region, then the device's, then undetermined (applies)")
  func fallbackOrder() {
    #expect(
      determination(user: "US", device: "DE")
        == GDPRDetermination(
          applies: false, source: .appRegion, geography: .other, countryCode: "US"))
    for unusable in ["", "  ", "001", "150", "ZZ", "Europe", "D", "QQQ"] {
      #expect(
        determination(user: unusable, device: "FR")
          == GDPRDetermination(
            applies: true, source: .deviceRegion, geography: .eea, countryCode: "FR"),
        "app region '\(unusable)' falls back to the device")
    }
    #expect(determination(user: nil, device: "JP").source == .deviceRegion)
    #expect(!determination(user: nil, device: "JP").applies)
    let nothing = determination(user: nil, device: "001")
    #expect(nothing == GDPRDetermination(applies: true, source: .undetermined))
  }

  @Test("the debug geography overrides both regions, like UMP's debug geography")
  func debugOverride() {
    #expect(
      determination(user: "US", device: "US", debug: .eea)
        == GDPRDetermination(applies: true, source: .debugGeography, geography: .eea))
    for geography in [ConsentGeography.regulatedUSState, .other] {
      let result = determination(user: "DE", device: "DE", debug: geography)
      #expect(!result.applies && result.source == .debugGeography && result.geography == geography)
    }
    for geography in [ConsentGeography.unitedKingdom, .switzerland] {
      #expect(determination(user: "US", debug: geography).applies)
    }
    #expect(
      !determination(user: "DE", debug: .eea, applicability: .no).applies,
      "only automatic reads regions")
  }

  @Test("yes, no and unknown ignore regions; unknown applies and says it was not determined")
  func configuredValues() {
    #expect(
      determination(user: "US", applicability: .yes) == .init(applies: true, source: .configured))
    #expect(
      determination(user: "DE", applicability: .no) == .init(applies: false, source: .configured))
    #expect(
      determination(user: "US", debug: .other, applicability: .unknown)
        == .init(applies: true, source: .undetermined))
    #expect(ConsentConfiguration(cmpId: 1, vendorListVersion: 1).gdprApplies == .automatic)
  }

  @Test("the JSON configuration reads automatic, the region and the debug geography")
  func decodesFromJSON() throws {
    let json = Data(
      #"""
      {"cmpId": 300, "vendorListVersion": 17, "gdprApplies": "automatic", "userRegion": "FRA",
       "debugGeography": "regulatedUSState"}
      """#.utf8)
    let configuration = try JSONDecoder().decode(ConsentConfiguration.self, from: json)
    #expect(configuration.gdprApplies == .automatic)
    #expect(configuration.userRegion == "FRA" && configuration.debugGeography == .regulatedUSState)
    let defaults = try JSONDecoder().decode(
      ConsentConfiguration.self, from: Data(#"{"cmpId": 1, "vendorListVersion": 1}"#.utf8))
    #expect(defaults.gdprApplies == .automatic && defaults.userRegion == nil)
  }

  @Test("ConsentManager: outside Europe no layer is shown; inside, it is")
  @MainActor
  func managerFollowsTheRegion() async {
    @MainActor
    final class Presenter: ConsentLayerPresenter {
      var count = 0
      func present(_ layer: ConsentLayerModel, jumpToSettings: Bool) async -> ConsentDecision {
        count += 1
        return .rejectAll
      }
    }
    let presenter = Presenter()
    let american = ConsentManager(
      configuration: ConsentConfiguration(cmpId: 300, vendorListVersion: 1, userRegion: "USA"),
      store: InMemoryConsentStore(), presenter: presenter)
    #expect(american.gdprDetermination.source == .appRegion && !american.needsConsent)
    await american.checkAndOpen()
    #expect(presenter.count == 0 && american.tcString == nil)
    let german = ConsentManager(
      configuration: ConsentConfiguration(cmpId: 300, vendorListVersion: 1, userRegion: "DEU"),
      store: InMemoryConsentStore(), presenter: presenter)
    #expect(german.reconsentReason == .noChoice)
    await german.checkAndOpen()
    #expect(presenter.count == 1 && german.tcString != nil)
  }
}
