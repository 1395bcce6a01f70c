import Foundation
import InterludeConsent
import InterludeTestSupport
import Testing

@testable import InterludeCLI

/// The terminal dialogs in German, Arabic and Japanese, compared line for line with golden files
/// under Snapshots/consent (rewritten with `INTERLUDE_UPDATE_SNAPSHOTS=1`; a missing file is a
/// failure unless updating). The words come from the string catalogue; the answers stay ASCII.
@Suite("terminal consent dialogs in other languages")
struct TerminalDialogLanguageTests {
  static let tags = ["de", "ar", "ja"]

  private static func language(_ tag: String) throws -> InterludeLanguage {
    try #require(InterludeLanguage(tag: tag))
  }

  /// The fixture GVL's layer (vendors 8, 21 and 300, stack 1) in `language`.
  private static func model(_ language: InterludeLanguage) throws -> ConsentLayerModel {
    let configuration = ConsentConfiguration(
      cmpId: 300, vendorListVersion: 12, purposes: [1, 2, 3, 4, 7],
      legitimateInterestPurposes: [2, 7], specialFeatures: [1, 2], stacks: [1],
      vendors: [8, 21, 300], legitimateInterestVendors: [8, 21], additionalConsentProviders: [89])
    let list = try GVLLoader().load(
      from: Data(
        contentsOf: RepositoryPaths.consentFixtures.appendingPathComponent("gvl-v3-layer.json")))
    return ConsentLayerModel(
      configuration: configuration, vendorList: list, texts: ConsentLayerTexts(language: language))
  }

  /// The output equals the golden file; when updating, the file was rewritten.
  private static func expectSnapshot(_ output: String, _ name: String) {
    let url = Snapshots.url("consent/\(name).txt")
    let outcome = GoldenFile.verify(output, against: url)
    let expected: GoldenFile.Outcome = GoldenFile.isRecording ? .recorded(path: url.path) : .matched
    #expect(outcome == expected, "\(name): \(outcome)")
  }

  @Test("the consent dialog's full output matches its snapshot", arguments: tags)
  func consentDialogSnapshot(_ tag: String) throws {
    let model = try Self.model(Self.language(tag))
    // An unknown answer, the vendor list, the settings, the stack one by one, then some answers
    // until the input ends (the layer is dismissed).
    let answers = ["x", "v", "s", "e"] + Array(repeating: "y", count: 6) + ["n", "n"]
    let (output, decision) = runConsentDialog(model, answers: answers)
    #expect(decision == .dismissed)
    Self.expectSnapshot(output, "consent-dialog-\(tag)")
  }

  @Test("the US dialog's full output matches its snapshot, GPC applying", arguments: tags)
  func usDialogSnapshot(_ tag: String) throws {
    let language = try Self.language(tag)
    let model = USPrivacyLayerModel(
      jurisdiction: .california, globalPrivacyControl: true,
      texts: USPrivacyLayerTexts(language: language))
    var remaining = ["maybe", "y"][...]
    var dialog = TerminalUSPrivacyDialog(model: model, readLine: { remaining.popFirst() })
    var output = ""
    let choice = dialog.run(output: &output)
    #expect(choice?[.sensitiveData] == true)
    Self.expectSnapshot(output, "us-dialog-\(tag)")
  }

  @Test("every word of the dialog is the catalogue's; the answer keys stay ASCII", arguments: tags)
  func catalogueWordsAndASCIIKeys(_ tag: String) throws {
    let language = try Self.language(tag)
    let model = try Self.model(language)
    let (output, decision) = runConsentDialog(model, answers: ["x", "a"])
    #expect(decision == .acceptAll, "a accepts in every language")
    let texts = model.texts
    #expect(output.contains(texts.title))
    #expect(output.contains(model.firstLayerIntroduction))
    #expect(
      output.contains(
        "[a] \(texts.acceptAll)   [r] \(texts.rejectAll)   [s] \(texts.settings)"))
    #expect(output.contains("[v] \(model.vendorListLinkTitle)"))
    #expect(
      output.contains(
        InterludeStrings.text(.terminalAnswerOneOf, in: language, texts: ["answers": "a, r, s, v"]))
    )

    let settings = runConsentDialog(model, answers: ["s"]).output
    let question = InterludeStrings.text(
      .terminalQuestion, in: language, texts: ["question": texts.consent])
    #expect(
      settings.contains(
        "\(question) [y/N, \(InterludeStrings.text(.terminalDecideOneByOne, in: language))]"))

    let us = USPrivacyLayerModel(
      jurisdiction: .california, globalPrivacyControl: true,
      texts: USPrivacyLayerTexts(language: language))
    var none = [String]()[...]
    var dialog = TerminalUSPrivacyDialog(model: us, readLine: { none.popFirst() })
    var usOutput = ""
    _ = dialog.run(output: &usOutput)
    #expect(
      usOutput.contains(
        "\(us.texts.optOut): \(InterludeStrings.text(.terminalOptedOutByGPC, in: language))"))
  }
}
