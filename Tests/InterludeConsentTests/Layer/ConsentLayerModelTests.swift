import Foundation
import InterludeConsent
import InterludeTestSupport
import Testing

@Suite("Consent layer model")
struct ConsentLayerModelTests {
  private let configuration = ConsentConfiguration(
    cmpId: 300, vendorListVersion: 9, purposes: [2, 1, 3], legitimateInterestPurposes: [2, 3],
    specialFeatures: [1], vendors: [42], legitimateInterestVendors: [7])

  @Test("the first layer offers accept, reject and settings alike, and nothing is preselected")
  func firstLayer() throws {
    let list = try GVLLoader().load(from: GVLFixtures.minimal)
    let model = ConsentLayerModel(configuration: configuration, vendorList: list)

    // The list's names win; the standard TCF name fills in for purpose 3, which it lacks.
    #expect(
      model.summary == ["Store", "Basic ads", "Create profiles for personalised advertising"])
    #expect(model.specialFeatureSummary == ["Use precise geolocation data"])
    #expect(model.firstLayerActions == [.acceptAll, .rejectAll, .settings])
    #expect(
      model.firstLayerActions.map(model.title(of:)) == ["Accept all", "Reject all", "Settings"])
    #expect(model.decision(.acceptAll) == .acceptAll)
    #expect(model.decision(.rejectAll) == .rejectAll)
    #expect(model.items.allSatisfy { !$0.isConsented })
    #expect(
      model.items.map(\.id) == [
        "purpose-1", "purpose-2", "purpose-3", "specialFeature-1", "vendor-7", "vendor-42",
      ])
  }

  @Test(
    "TCF 2.2 policy, Appendix B, initial layer: the number of vendors, the purposes and the special features Accept all opts into are named"
  )
  @MainActor
  func firstLayerNamesWhatAcceptAllGrants() throws {
    let list = try LayerFixtures.vendorList()
    let model = ConsentLayerModel(configuration: LayerFixtures.configuration, vendorList: list)
    #expect(model.vendorCount == 3)
    #expect(model.firstLayerIntroduction.contains("We and our 3 partners store and/or access"))
    #expect(model.vendorListLinkTitle == "View our 3 partners")
    #expect(model.legitimateInterestNotice != nil)
    #expect(model.texts.withdrawalNotice.contains("withdraw your consent at any time"))
    #expect(
      model.summary == [
        "Store and/or access information on a device", "Use limited data to select advertising",
        "Create profiles for personalised advertising",
        "Use profiles to select personalised advertising", "Measure advertising performance",
      ])
    #expect(
      model.specialFeatureSummary == [
        "Use precise geolocation data", "Actively scan device characteristics for identification",
      ])

    // Accept all grants exactly what the first layer names.
    let store = InMemoryConsentStore()
    let manager = ConsentManager(configuration: LayerFixtures.configuration, store: store)
    manager.apply(model.decision(.acceptAll))
    let saved = try TCStringDecoder().decode(try #require(manager.tcString))
    #expect(saved.specialFeatureOptIns == [1, 2])
    let granted =
      model.purposes.filter { saved.purposesConsent.contains($0.number) }.map(\.name)
      + model.specialFeatures.filter { saved.specialFeatureOptIns.contains($0.number) }.map(\.name)
    #expect(Set(granted) == Set(model.summary + model.specialFeatureSummary))
  }

  @Test(
    "TCF 2.2 policy, Appendix B, secondary layer: every purpose, special purpose, feature and special feature with the GVL's name, description and illustrations"
  )
  func secondLayerListsEveryEntry() throws {
    let list = try LayerFixtures.vendorList()
    let model = ConsentLayerModel(configuration: LayerFixtures.configuration, vendorList: list)
    let trim = { (text: String) in text.trimmingCharacters(in: .whitespacesAndNewlines) }
    let sections: [([ConsentLayerItem], [Int: GVLPurpose])] = [
      (model.purposes, list.purposes), (model.specialPurposes, list.specialPurposes),
      (model.features, list.features), (model.specialFeatures, list.specialFeatures),
    ]
    for (items, entries) in sections {
      #expect(items.map(\.number) == entries.keys.sorted())
      for item in items {
        let entry = try #require(entries[item.number])
        #expect(item.name == trim(entry.name))
        #expect(!item.description.isEmpty)
        #expect(item.description == trim(entry.description))
        #expect(item.illustrations == entry.illustrations)
      }
    }
    #expect(model.purposes.first { $0.number == 3 }?.illustrations.count == 2)
    #expect(model.specialPurposes.allSatisfy { !$0.asksConsent && !$0.hasLegitimateInterest })
    #expect(model.features.allSatisfy { !$0.asksConsent && !$0.hasLegitimateInterest })

    // The number of vendors using each entry, per legal basis for purposes.
    let counts = Dictionary(
      uniqueKeysWithValues: model.purposes.map {
        ($0.number, [$0.consentVendorCount, $0.legitimateInterestVendorCount])
      })
    #expect(counts == [1: [3, 0], 2: [1, 1], 3: [1, 0], 4: [1, 0], 7: [0, 2]])
    #expect(model.specialPurposes.map(\.consentVendorCount) == [2, 1])
    #expect(model.features.map(\.consentVendorCount) == [1, 1, 1])
    #expect(model.specialFeatures.map(\.consentVendorCount) == [2, 1])
    #expect(
      model.purposes[1].vendorUsage(model.texts)
        == "Partners asking for consent: 1; relying on legitimate interest: 1")
    #expect(model.features[2].vendorUsage(model.texts) == "Partners using it: 1")
    // Per-purpose objection where legitimate interest is used, never for purposes 3–6.
    #expect(model.purposes.filter(\.hasLegitimateInterest).map(\.number) == [2, 7])
  }

  @Test(
    "TCF 2.2 policy, Appendix B, vendor list: purposes per legal basis, special purposes, features, data categories, retention per purpose, storage, LI claim and privacy policy"
  )
  func vendorDisclosures() throws {
    let list = try LayerFixtures.vendorList()
    let model = ConsentLayerModel(configuration: LayerFixtures.configuration, vendorList: list)
    #expect(model.vendors.map(\.number) == [8, 21, 300])
    let alpha = try #require(model.vendors.first?.vendor)
    #expect(alpha.name == "Alpha Ads")
    #expect(
      alpha.consentPurposes == [
        "Store and/or access information on a device",
        "Create profiles for personalised advertising",
        "Use profiles to select personalised advertising",
      ])
    #expect(
      alpha.legitimateInterestPurposes == [
        "Use limited data to select advertising", "Measure advertising performance",
      ])
    #expect(
      alpha.specialPurposes == [
        "Ensure security, prevent and detect fraud, and fix errors",
        "Deliver and present advertising and content",
      ])
    #expect(
      alpha.features == [
        "Match and combine data from other data sources", "Link different devices",
      ])
    #expect(alpha.specialFeatures == ["Use precise geolocation data"])
    #expect(
      alpha.dataCategories == [
        "IP addresses", "Device characteristics", "Browsing and interaction data",
      ])
    #expect(alpha.retention.map(\.days) == [548, 548, 180, 180, 548, 1096, 548])
    #expect(alpha.retention[2].name == "Create profiles for personalised advertising")
    #expect(alpha.cookieLifetime(model.texts) == "396 days")
    #expect(alpha.cookieRefresh == false)
    #expect(alpha.usesNonCookieAccess == true)
    #expect(alpha.deviceStorageDisclosureURL == "https://alpha.example/device-storage.json")
    #expect(alpha.privacyPolicyURL == "https://alpha.example/privacy")
    #expect(alpha.legitimateInterestClaimURL == "https://alpha.example/legitimate-interest")
    #expect(
      alpha.disclosureLines(model.texts) == [
        "Purposes (consent): Store and/or access information on a device, Create profiles for personalised advertising, Use profiles to select personalised advertising",
        "Purposes (legitimate interest): Use limited data to select advertising, Measure advertising performance",
        "Special purposes: Ensure security, prevent and detect fraud, and fix errors, Deliver and present advertising and content",
        "Features: Match and combine data from other data sources, Link different devices",
        "Special features: Use precise geolocation data",
        "Data collected: IP addresses, Device characteristics, Browsing and interaction data",
        "Retention: Store and/or access information on a device: 548 days; Use limited data to select advertising: 548 days; Create profiles for personalised advertising: 180 days; Use profiles to select personalised advertising: 180 days; Measure advertising performance: 548 days; Ensure security, prevent and detect fraud, and fix errors: 1,096 days; Deliver and present advertising and content: 548 days",
        "Cookie lifetime: 396 days",
        "Cookie lifetime refreshed on use: no",
        "Uses other device storage: yes",
        "Device storage details: https://alpha.example/device-storage.json",
        "Privacy policy: https://alpha.example/privacy",
        "Legitimate interest claim: https://alpha.example/legitimate-interest",
      ])

    let beta = try #require(model.vendors[1].vendor)
    #expect(beta.cookieLifetime(model.texts) == "session only")
    #expect(beta.retention.map(\.days) == [30, 30, 30])
    let gamma = try #require(model.vendors[2].vendor)
    // No cookies, no retention declared, a privacy policy only in German: it is still shown.
    #expect(gamma.cookieLifetime(model.texts) == "no cookies")
    #expect(gamma.retention.isEmpty)
    #expect(gamma.disclosureLines(model.texts).contains("Retention: not declared"))
    #expect(gamma.disclosureLines(model.texts).contains("Uses other device storage: not declared"))
    #expect(gamma.privacyPolicyURL == "https://gamma.example/datenschutz")
    #expect(gamma.legitimateInterestClaimURL == nil)
  }

  @Test("a cookie lifetime is given in seconds under a day, in days (rounded up) above")
  func cookieLifetimes() {
    let texts = ConsentLayerTexts()
    let lifetime = { (seconds: Int?, cookies: Bool) in
      ConsentLayerVendor(id: 1, name: "V", usesCookies: cookies, cookieMaxAgeSeconds: seconds)
        .cookieLifetime(texts)
    }
    #expect(lifetime(3_600, true) == "3,600 seconds")
    #expect(lifetime(86_400, true) == "1 day")
    #expect(lifetime(86_401, true) == "2 days")
    #expect(lifetime(-1, true) == "session only")
    #expect(lifetime(nil, true) == "not declared")
    #expect(lifetime(nil, false) == "no cookies")
    #expect(
      lifetime(Int.max, true)
        == "\(InterludeStrings.number(Int.max / 86_400 + 1, in: .english)) days")
  }

  @Test(
    "TCF 2.2 policy: the layer is in the GVL's language when a translation is given, vendor URLs included"
  )
  func translated() throws {
    let model = ConsentLayerModel(
      configuration: LayerFixtures.configuration, vendorList: try LayerFixtures.vendorList(),
      translation: try LayerFixtures.french())
    #expect(model.language == "fr")
    #expect(model.summary.first == "Stocker et/ou accéder à des informations sur un appareil")
    #expect(
      model.purposes[1].illustrations.first
        == "Une publicité de vélo dans une application de cyclisme.")
    #expect(model.specialPurposes.first?.name.hasPrefix("Assurer la sécurité") == true)
    #expect(model.features.map(\.name).last?.hasPrefix("Identifier les appareils") == true)
    #expect(
      model.specialFeatures.first?.description == "Votre position précise peut être utilisée.")
    let alpha = try #require(model.vendors.first?.vendor)
    #expect(alpha.privacyPolicyURL == "https://alpha.example/fr/confidentialite")
    #expect(alpha.legitimateInterestClaimURL == "https://alpha.example/fr/interet-legitime")
    #expect(alpha.dataCategories.first == "Adresses IP")
    #expect(alpha.legitimateInterestPurposes.last == "Mesurer la performance des publicités")
    #expect(alpha.retention.last?.name == "Fournir et présenter des publicités et du contenu")
    // A vendor without a French policy falls back to English.
    #expect(model.vendors[1].vendor?.privacyPolicyURL == "https://beta.example/privacy")
  }

  @Test(
    "TCF 2.2 policy: objecting to a purpose's or vendor's legitimate interest clears exactly its LI bit in the TC string"
  )
  @MainActor
  func objectionsBecomeLegitimateInterestBits() throws {
    var model = ConsentLayerModel(
      configuration: LayerFixtures.configuration, vendorList: try LayerFixtures.vendorList())
    // Before any choice, legitimate interest stands (no objection is preselected).
    #expect(
      model.items.filter(\.hasLegitimateInterest).allSatisfy { !$0.objectsToLegitimateInterest })
    model.setConsent(true, forItem: "purpose-1")
    model.setConsent(true, forItem: "vendor-8")
    model.setObjection(true, forItem: "purpose-2")
    model.setObjection(true, forItem: "vendor-21")
    let store = InMemoryConsentStore()
    let manager = ConsentManager(configuration: LayerFixtures.configuration, store: store)
    manager.apply(model.decision(.settings))
    let saved = try TCStringDecoder().decode(try #require(manager.tcString))
    #expect(saved.purposesConsent == [1])
    #expect(saved.purposesLITransparency == [7])
    #expect(saved.vendorConsents.ids == [8])
    #expect(saved.vendorLegitimateInterests.ids == [8])
    let stored = try #require(store.snapshot["IABTCF_PurposeLegitimateInterests"]?.description)
    #expect(IABTCFBitField(string: stored).ids == [7])
  }

  @Test(
    "purposes and vendors used only under legitimate interest are disclosed without a consent toggle"
  )
  func legitimateInterestOnly() throws {
    let only = ConsentConfiguration(
      cmpId: 300, vendorListVersion: 12, purposes: [1], legitimateInterestPurposes: [2],
      vendors: [8], legitimateInterestVendors: [21])
    var model = ConsentLayerModel(configuration: only, vendorList: try LayerFixtures.vendorList())
    let purpose = try #require(model.purposes.last)
    #expect(purpose.number == 2 && !purpose.asksConsent && purpose.hasLegitimateInterest)
    #expect(model.summary.contains("Use limited data to select advertising"))
    model.setConsent(true, forItem: "purpose-2")
    model.setConsent(true, forItem: "vendor-21")
    model.setConsent(true, forItem: "vendor-8")
    #expect(
      model.decision(.settings)
        == .custom(
          ConsentChoice(
            legitimateInterestPurposes: [2], vendors: [8], legitimateInterestVendors: [21])))
    #expect(model.vendorCount == 2)
  }

  @Test(
    "TCF 2.2 policy: configured stacks replace their purposes and special features on the first layer; a stack toggle sets all of them; unusable stacks are reported"
  )
  func stacks() throws {
    var stacked = LayerFixtures.configuration
    stacked.stacks = [1, 3, 10, 42, 99]
    var model = ConsentLayerModel(
      configuration: stacked, vendorList: try LayerFixtures.vendorList())
    #expect(model.stacks.map(\.id) == [1, 3])
    #expect(model.stacks[1].name == "Personalised advertising")
    #expect(
      model.summary == [
        "Precise geolocation data, and identification through device scanning",
        "Personalised advertising", "Store and/or access information on a device",
        "Measure advertising performance",
      ])
    #expect(model.specialFeatureSummary.isEmpty)
    #expect(
      model.issues.map(\.kind) == [.overlappingStack, .stackOutsideConfiguration, .unknownStack])
    #expect(model.issues.map(\.id) == [10, 42, 99])
    #expect(model.issues[1].message.contains("purpose 5"))

    let advertising = model.stacks[1]
    #expect(model.members(of: advertising).map(\.id) == ["purpose-2", "purpose-3", "purpose-4"])
    #expect(!model.isConsented(advertising))
    model.setConsent(true, forStack: advertising)
    #expect(model.isConsented(advertising))
    model.setConsent(true, forStack: model.stacks[0])
    guard case .custom(let choice) = model.decision(.settings) else {
      Issue.record("settings must give a custom choice")
      return
    }
    #expect(choice.purposes == [2, 3, 4])
    #expect(choice.specialFeatures == [1, 2])
    model.setConsent(false, forItem: "purpose-3")
    #expect(!model.isConsented(advertising))
  }

  @Test(
    "without a GVL the layer uses the standard names, discloses every special purpose and feature, and says what is missing"
  )
  func withoutVendorList() throws {
    let model = ConsentLayerModel(configuration: configuration)
    #expect(model.issues.map(\.kind) == [.noVendorList])
    #expect(
      model.specialPurposes.map(\.name).first
        == "Ensure security, prevent and detect fraud, and fix errors")
    #expect(model.features.count == 3)
    #expect(model.features.allSatisfy { $0.consentVendorCount == nil })
    let vendor = try #require(model.vendors.first)
    #expect(vendor.name == "Vendor 7" && vendor.vendor == nil)

    let partial = ConsentLayerModel(
      configuration: configuration, vendorList: try LayerFixtures.vendorList())
    #expect(partial.issues.map(\.kind) == [.vendorNotInVendorList, .vendorNotInVendorList])
    #expect(partial.issues.map(\.id) == [7, 42])
    #expect(partial.issues[0].description.hasPrefix("vendorNotInVendorList: vendor 7"))
  }

  @Test("vendor lines carry the GVL name and the purposes they use")
  func vendorDetails() throws {
    let list = try GVLLoader().load(from: GVLFixtures.minimal)
    let model = ConsentLayerModel(configuration: configuration, vendorList: list)
    let sparse = try #require(model.items.first { $0.id == "vendor-42" })
    #expect(sparse.name == "Sparse Vendor")
    #expect(sparse.vendor?.consentPurposes == ["Store"])
    let unknown = try #require(model.items.first { $0.id == "vendor-7" })
    #expect(unknown.name == "Vendor 7")
    #expect(unknown.hasLegitimateInterest && !unknown.asksConsent)
  }

  @Test("the second layer's toggles become a custom choice; LI for purposes 3–6 never stands")
  func settingsDecision() {
    var model = ConsentLayerModel(configuration: configuration)
    model.setConsent(true, forItem: "purpose-1")
    model.setConsent(true, forItem: "vendor-42")
    model.setObjection(true, forItem: "vendor-7")
    // Purpose 3 is configured for LI but the TCF policy forbids it; purpose 2's LI stands.
    #expect(model.items.first { $0.id == "purpose-3" }?.hasLegitimateInterest == false)
    #expect(
      model.decision(.settings)
        == .custom(
          ConsentChoice(
            purposes: [1], legitimateInterestPurposes: [2], vendors: [42],
            legitimateInterestVendors: [])))
  }

  @Test("an existing choice is shown as it was saved")
  func preselectsCurrentChoice() {
    let current = ConsentChoice(
      purposes: [1, 3], legitimateInterestPurposes: [], specialFeatures: [1], vendors: [42],
      legitimateInterestVendors: [7])
    let model = ConsentLayerModel(configuration: configuration, current: current)
    let consented = model.items.filter(\.isConsented).map(\.id)
    #expect(consented == ["purpose-1", "purpose-3", "specialFeature-1", "vendor-42"])
    #expect(model.items.first { $0.id == "purpose-2" }?.objectsToLegitimateInterest == true)
    #expect(model.items.first { $0.id == "vendor-7" }?.objectsToLegitimateInterest == false)
    #expect(model.decision(.settings) == .custom(current))
  }

  @Test(
    "TCF 2.2 policy, Appendix B: a layer over the real v17 list discloses all 691 active vendors and every entry",
    .enabled(
      if: SharedFixtures.isPresent(suite: Test.current?.isSuite) && GVLFixtures.available,
      "\(SharedFixtures.unavailableMessage)"))
  func realVendorList() throws {
    let list = try GVLLoader().load(from: GVLFixtures.data(GVLFixtures.v17))
    let active = Set(list.activeVendors(asOf: try #require(list.lastUpdated)).map(\.id))
    let everything = ConsentConfiguration(
      cmpId: 300, vendorListVersion: 17, legitimateInterestPurposes: [2, 7, 8, 9, 10],
      specialFeatures: [1, 2], vendors: active, legitimateInterestVendors: active)
    let model = ConsentLayerModel(configuration: everything, vendorList: list)
    #expect(model.vendorCount == 691)
    #expect(model.issues.isEmpty)
    #expect(model.purposes.map(\.number) == Array(1...11))
    #expect(model.specialPurposes.map(\.number) == [1, 2])
    #expect(model.features.map(\.number) == [1, 2, 3])
    #expect(model.specialFeatures.map(\.number) == [1, 2])
    #expect(model.vendors.allSatisfy { $0.vendor?.privacyPolicyURL != nil })
    let google = try #require(model.vendors.first { $0.number == 755 }?.vendor)
    #expect(google.name == "Google Advertising Products")
    #expect(
      google.retention.first { $0.name == "Create profiles for personalised advertising" }?.days
        == 180)
    #expect(
      google.retention.first {
        $0.name == "Ensure security, prevent and detect fraud, and fix errors"
      }?.days == 1096)
    #expect(
      google.legitimateInterestClaimURL
        == "https://policies.google.com/privacy#europeanrequirements")
  }
}
