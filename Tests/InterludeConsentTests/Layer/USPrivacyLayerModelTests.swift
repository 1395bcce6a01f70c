import InterludeConsent
import Testing

/// The US layer: the opt-outs each state's law gives, nothing preselected, the publisher's
/// texts, and Global Privacy Control's opt-outs locked on.
@Suite("US privacy layer model")
struct USPrivacyLayerModelTests {
  @Test(
    "CCPA: California offers Do Not Sell or Share and Limit sensitive data; VA, CO, CT the targeted-advertising opt-out; usnat and Utah all three"
  )
  func optionsPerState() {
    func options(_ jurisdiction: USPrivacyJurisdiction) -> [USPrivacyChoice.Option] {
      USPrivacyLayerModel(jurisdiction: jurisdiction).options
    }
    #expect(options(.california) == [.saleAndSharing, .sensitiveData])
    for state in [USPrivacyJurisdiction.virginia, .colorado, .connecticut] {
      #expect(options(state) == [.saleAndSharing, .targetedAdvertising])
    }
    #expect(options(.national) == USPrivacyChoice.Option.allCases)
    #expect(options(.utah) == USPrivacyChoice.Option.allCases)
  }

  @Test(
    "opt-out regimes: nothing is opted out without a saved choice; the saved one is preselected")
  func defaults() {
    let fresh = USPrivacyLayerModel(jurisdiction: .national)
    #expect(fresh.choice == USPrivacyChoice())
    #expect(fresh.globalPrivacyControlNotice == nil)
    let saved = USPrivacyChoice(optsOutOfTargetedAdvertising: true)
    #expect(USPrivacyLayerModel(jurisdiction: .national, current: saved).choice == saved)
  }

  @Test("toggles change only the options offered")
  func toggles() {
    var model = USPrivacyLayerModel(jurisdiction: .california)
    model.setOptOut(true, for: .saleAndSharing)
    model.setOptOut(true, for: .targetedAdvertising)
    model.setOptOut(true, for: .sensitiveData)
    #expect(
      model.choice == USPrivacyChoice(optsOutOfSaleAndSharing: true, limitsSensitiveData: true))
    model.setOptOut(false, for: .sensitiveData)
    #expect(!model.isOptedOut(.sensitiveData))
  }

  @Test(
    "GPC: sale and sharing opted out and locked everywhere; targeted advertising where the law covers it"
  )
  func globalPrivacyControl() {
    for jurisdiction in USPrivacyJurisdiction.allCases {
      var model = USPrivacyLayerModel(jurisdiction: jurisdiction, globalPrivacyControl: true)
      model.setOptOut(false, for: .saleAndSharing)
      #expect(model.isOptedOut(.saleAndSharing) && model.isLocked(.saleAndSharing))
      let covered = [.national, .colorado, .connecticut].contains(jurisdiction)
      #expect(model.isLocked(.targetedAdvertising) == covered, "\(jurisdiction)")
      #expect(model.isOptedOut(.targetedAdvertising) == covered, "\(jurisdiction)")
      #expect(!model.isLocked(.sensitiveData))
      #expect(model.globalPrivacyControlNotice == model.texts.globalPrivacyControlNotice)
    }
  }

  @Test("the publisher's texts are shown")
  func texts() {
    var texts = USPrivacyLayerTexts()
    texts.notice = "Example Media sells data."
    texts.saleAndSharing = "Nicht verkaufen"
    let model = USPrivacyLayerModel(jurisdiction: .virginia, texts: texts)
    #expect(model.notice == "Example Media sells data.")
    #expect(model.title(of: .saleAndSharing) == "Nicht verkaufen")
    #expect(USPrivacyLayerTexts().saleAndSharing == "Do Not Sell or Share My Personal Information")
    #expect(
      USPrivacyLayerTexts().sensitiveData == "Limit the Use of My Sensitive Personal Information")
  }
}
