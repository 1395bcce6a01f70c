import Foundation
import InterludeConsent
import InterludeTestSupport
import Testing

@testable import InterludeCLI

@Suite("terminal consent dialog")
struct TerminalConsentDialogTests {
  private static let fixtureList = RepositoryPaths.consentFixtures.appendingPathComponent(
    "gvl-v3-layer.json")

  /// The repository's fixture GVL with every purpose of it, legitimate interest for 2 and 7,
  /// both special features, three vendors and stacks 1 (both special features) and 3 (2–4).
  private static func fixtureModel() throws -> ConsentLayerModel {
    let configuration = ConsentConfiguration(
      cmpId: 300, vendorListVersion: 12, purposes: [1, 2, 3, 4, 7],
      legitimateInterestPurposes: [2, 7], specialFeatures: [1, 2], stacks: [1, 3],
      vendors: [8, 21, 300], legitimateInterestVendors: [8, 21])
    let list = try GVLLoader().load(from: Data(contentsOf: fixtureList))
    return ConsentLayerModel(configuration: configuration, vendorList: list)
  }

  /// Runs the dialogue with scripted answers; returns what it wrote and the decision.
  private func render(
    _ model: ConsentLayerModel, answers: [String]
  ) -> (output: String, decision: ConsentDecision) {
    runConsentDialog(model, answers: answers)
  }

  /// The output's lines, trimmed and without list bullets, for whole-line lookups.
  private func lines(_ output: String) -> Set<String> {
    Set(
      output.split(separator: "\n").map { line in
        let text = line.trimmingCharacters(in: .whitespaces)
        return text.hasPrefix("- ") ? String(text.dropFirst(2)) : text
      })
  }

  /// Every line TCF 2.2 (Appendix B) requires the layer to show, as the model words it.
  private func requiredLines(_ model: ConsentLayerModel) -> [String] {
    let texts = model.texts
    func split(_ text: String) -> [String] {
      text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    }
    var required = [
      texts.title, model.firstLayerIntroduction, texts.withdrawalNotice,
      "[v] \(model.vendorListLinkTitle)", "[a] Accept all   [r] Reject all   [s] Settings",
      texts.specialPurposesExplanation, texts.featuresExplanation,
      "== \(texts.vendorsHeading) (\(model.vendorCount)) ==",
    ]
    required += model.summary + model.specialFeatureSummary
    required += model.legitimateInterestNotice.map { [$0] } ?? []
    for stack in model.stacks {
      required += ["\(stack.id). \(stack.name)"] + split(stack.description)
    }
    let entries =
      model.purposes + model.specialFeatures + model.specialPurposes + model.features
      + model.vendors
    for item in entries {
      required.append("\(item.number). \(item.name)")
      required += split(item.description) + item.illustrations.flatMap(split)
      required += item.vendorUsage(texts).map { [$0] } ?? []
      required += item.vendor?.disclosureLines(texts) ?? []
    }
    return required
  }

  @Test(
    "TCF 2.2 policy, Appendix B: every required element of both layers and the vendor list appears, for the repository's GVL"
  )
  func everyRequiredElementAppears() throws {
    let model = try Self.fixtureModel()
    let answers = ["v", "s", "y", "e", "y", "", "y", "y", "", "", "", "y", "", "", "y", "y"]
    let (output, decision) = render(model, answers: answers)
    let shown = lines(output)
    let missing = requiredLines(model).filter { !shown.contains($0) }
    #expect(missing.isEmpty, "not shown: \(missing)")
    // The same, worded by hand rather than by the model.
    for line in [
      "We and our 3 partners store and/or access information on your device, such as unique identifiers, and process personal data, such as your IP address and how you use this app, for the purposes below.",
      "[v] View our 3 partners",
      "Precise geolocation data, and identification through device scanning",
      "Personalised advertising",
      "Store and/or access information on a device",
      "Data can be used to detect fraud and fix errors.",
      "Information about your activity can build a profile of your interests.",
      "The profile can be combined with other data.",
      "A profile is enriched with data from other apps.",
      "Partners asking for consent: 0; relying on legitimate interest: 2",
      "Partners using it: 2",
      "8. Alpha Ads",
      "Cookie lifetime: 396 days",
      "Privacy policy: https://alpha.example/privacy",
      "Device storage details: https://beta.example/disclosure.json",
      "Legitimate interest claim: https://beta.example/li",
      "Cookie lifetime: session only",
      "Retention: not declared",
    ] {
      let found = shown.contains(line)
      #expect(found, "not shown: \(line)")
    }
    #expect(output.contains("Object to legitimate interest? [y/N]"))
    // Stack 1 answered yes, stack 3 one by one; objections to purpose 2 and vendor 21.
    #expect(
      decision
        == .custom(
          ConsentChoice(
            purposes: [1, 3], legitimateInterestPurposes: [7], specialFeatures: [1, 2],
            vendors: [8, 300], legitimateInterestVendors: [8])))
  }

  @Test("the vendor list link shows the list and returns to the first layer's three choices")
  func vendorListLink() throws {
    let (output, decision) = render(try Self.fixtureModel(), answers: ["v", "r"])
    #expect(decision == .rejectAll)
    #expect(
      output.components(separatedBy: "[a] Accept all   [r] Reject all   [s] Settings").count == 3)
    #expect(output.contains("== Partners (3) =="))
    #expect(!output.contains("Consent? [y/N]"))
  }

  @Test("end of input in the settings dismisses the layer; an unknown answer is asked again")
  func dismissedInSettings() throws {
    let (output, decision) = render(try Self.fixtureModel(), answers: ["x", "s", "y", "maybe"])
    #expect(decision == .dismissed)
    #expect(output.contains("Please answer one of: a, r, s, v."))
    #expect(output.contains("Please answer one of: e, n, no, y, yes."))
  }

  @Test(
    "TCF 2.2 policy, Appendix B: every required element appears for the real v17 GVL and its 691 active vendors",
    .enabled(
      if: SharedFixtures.isPresent(suite: Test.current?.isSuite),
      "\(SharedFixtures.unavailableMessage)"))
  func realVendorList() throws {
    let url = try #require(SharedFixtures.directory)
      .appendingPathComponent("consent/gvl/gvl-v3-vendorlist-v17.json")
    let list = try GVLLoader().load(from: Data(contentsOf: url))
    let active = Set(list.activeVendors(asOf: try #require(list.lastUpdated)).map(\.id))
    let configuration = ConsentConfiguration(
      cmpId: 300, vendorListVersion: 17, legitimateInterestPurposes: [2, 7, 8, 9, 10],
      specialFeatures: [1, 2], stacks: [1, 42], vendors: active, legitimateInterestVendors: active)
    let model = ConsentLayerModel(configuration: configuration, vendorList: list)
    #expect(model.issues.isEmpty)
    #expect(model.vendorCount == 691)
    // Look at the vendor list from the first layer, then open the settings and answer every
    // question with an empty line (no consent, no objection).
    let answers = ["v", "s"] + Array(repeating: "", count: 3_000)
    let (output, decision) = render(model, answers: answers)
    let shown = lines(output)
    let required = requiredLines(model)
    #expect(required.count > 691 * 10)
    let missing = required.filter { !shown.contains($0) }
    #expect(missing.isEmpty, "not shown: \(missing.prefix(20))")
    for line in [
      "We and our 691 partners store and/or access information on your device, such as unique identifiers, and process personal data, such as your IP address and how you use this app, for the purposes below.",
      "[v] View our 691 partners",
      "755. Google Advertising Products",
      "Legitimate interest claim: https://policies.google.com/privacy#europeanrequirements",
      "1. Use precise geolocation data",
      "Device storage details: https://pub.mindtake.com/TCF_DeviceStorageDisclosure/703/",
    ] {
      let found = shown.contains(line)
      #expect(found, "not shown: \(line)")
    }
    #expect(
      decision
        == .custom(
          ConsentChoice(
            legitimateInterestPurposes: [2, 7, 8, 9, 10], legitimateInterestVendors: active)))
  }

  @Test(
    "TCF 2.2 policy: interlude consent shows the GVL in the configuration's language, vendor URLs included; a missing translation leaves the purposes in English, with a warning"
  )
  func translatedThroughTheCommand() async throws {
    let directory = try makeTemporaryDirectory(files: [
      "fr.json": #"""
      {"cmpId": 12, "vendorListVersion": 12, "language": "FR", "purposes": [1, 2, 3, 4, 7],
       "legitimateInterestPurposes": [2, 7], "specialFeatures": [1, 2],
       "vendors": [8, 21, 300], "legitimateInterestVendors": [8, 21]}
      """#,
      "de.json": #"{"cmpId": 12, "vendorListVersion": 12, "language": "DE", "vendors": [8]}"#,
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let gvl = Self.fixtureList.path
    let french = await runCLI(
      ["consent", "--config", directory.appendingPathComponent("fr.json").path, "--gvl", gvl],
      standardInput: Data("v\nr\n".utf8))
    let fr = try #require(InterludeLanguage(tag: "fr"))
    let policy = InterludeStrings.text(.privacyPolicy, in: fr)
    let claim = InterludeStrings.text(.legitimateInterestClaim, in: fr)
    #expect(french.status == .success)
    #expect(french.errors.isEmpty)
    let shown = lines(french.output)
    #expect(shown.contains("Stocker et/ou accéder à des informations sur un appareil"))
    #expect(shown.contains("Utiliser des données de géolocalisation précises"))
    #expect(shown.contains("\(policy): https://alpha.example/fr/confidentialite"))
    #expect(shown.contains("\(claim): https://alpha.example/fr/interet-legitime"))
    #expect(shown.contains("\(policy): https://beta.example/privacy"))

    let german = await runCLI(
      ["consent", "--config", directory.appendingPathComponent("de.json").path, "--gvl", gvl],
      standardInput: Data("a\n".utf8))
    let de = try #require(InterludeLanguage(tag: "de"))
    #expect(german.status == .success)
    #expect(german.errors.contains("purposes-de.json"))
    #expect(german.errors.contains("interlude: warning: "))
    #expect(german.output.contains(InterludeStrings.text(.acceptAll, in: de)))
    #expect(lines(german.output).contains("Store and/or access information on a device"))
    #expect(try TCStringDecoder().decode(tcString(german.output)).consentLanguage == "EN")
    #expect(try TCStringDecoder().decode(tcString(french.output)).consentLanguage == "FR")
  }

  @Test("--language picks the layer's language over the configuration's; an unknown one is refused")
  func languageOption() async throws {
    let accepted = await runCLI(
      ["consent", "--language", "pt-BR"], standardInput: Data("a\n".utf8))
    let portuguese = try #require(InterludeLanguage(tag: "pt-BR"))
    #expect(accepted.status == .success)
    #expect(accepted.output.contains(ConsentLayerTexts(language: portuguese).title))
    #expect(try TCStringDecoder().decode(tcString(accepted.output)).consentLanguage == "PT")

    let automatic = await runCLI(
      ["consent", "--language", "automatic"], standardInput: Data("a\n".utf8))
    #expect(try TCStringDecoder().decode(tcString(automatic.output)).consentLanguage == "EN")

    let refused = await runCLI(["consent", "--language", "xx"])
    #expect(refused.status == .unusableInput)
    #expect(refused.errors.contains("--language xx"))
  }

  /// The TC string the command printed.
  private func tcString(_ output: String) throws -> String {
    let line = try #require(output.split(separator: "\n").first { $0.hasPrefix("TC string: ") })
    return String(line.dropFirst("TC string: ".count))
  }

  @Test("a stack or vendor the layer cannot show as configured is reported as a warning")
  func issuesAreWarnings() async throws {
    let directory = try makeTemporaryDirectory(files: [
      "config.json": #"{"cmpId": 12, "vendorListVersion": 12, "stacks": [99], "vendors": [8]}"#
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = await runCLI(
      [
        "consent", "--config", directory.appendingPathComponent("config.json").path, "--gvl",
        Self.fixtureList.path,
      ], standardInput: Data("r\n".utf8))
    #expect(result.status == .success)
    #expect(
      result.errors.contains("interlude: warning: stack 99 is not in the Global Vendor List"))
  }
}
