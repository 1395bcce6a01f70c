import Foundation
import InterludeConsent
import Testing

@testable import InterludeCLI

@Suite("terminal US privacy dialog")
struct TerminalUSPrivacyDialogTests {
  /// Runs the dialogue with scripted answers; returns what it wrote and the choice.
  private func render(
    _ model: USPrivacyLayerModel, answers: [String]
  ) -> (output: String, choice: USPrivacyChoice?) {
    var remaining = answers[...]
    var dialog = TerminalUSPrivacyDialog(model: model, readLine: { remaining.popFirst() })
    var output = ""
    let choice = dialog.run(output: &output)
    return (output, choice)
  }

  @Test(
    "CCPA: California shows the notice, Do Not Sell or Share and Limit sensitive data, in order")
  func california() {
    var texts = USPrivacyLayerTexts()
    texts.notice = "Example Media and its partners sell data."
    let (output, choice) = render(
      USPrivacyLayerModel(jurisdiction: .california, texts: texts), answers: ["", "yes"])
    #expect(output.hasPrefix("Your Privacy Choices\n\nExample Media and its partners sell data.\n"))
    let sale = output.range(of: "Do Not Sell or Share My Personal Information\n")
    let sensitive = output.range(of: "Limit the Use of My Sensitive Personal Information\n")
    #expect(sale != nil && sensitive != nil)
    if let sale, let sensitive { #expect(sale.upperBound <= sensitive.lowerBound) }
    #expect(!output.contains(texts.targetedAdvertising))
    #expect(choice == USPrivacyChoice(limitsSensitiveData: true))
  }

  @Test("an unknown answer is asked again; the end of input dismisses the layer")
  func reaskAndDismiss() {
    let (output, choice) = render(
      USPrivacyLayerModel(jurisdiction: .virginia), answers: ["maybe", "y"])
    #expect(output.contains("Please answer one of: n, no, y, yes."))
    #expect(output.contains("Opt Out of Targeted Advertising"))
    #expect(choice == nil)
  }

  @Test("GPC: the opt-outs it makes are shown as on and not asked")
  func globalPrivacyControl() {
    let model = USPrivacyLayerModel(jurisdiction: .utah, globalPrivacyControl: true)
    let (output, choice) = render(model, answers: ["", "y"])
    #expect(output.contains(model.texts.globalPrivacyControlNotice))
    #expect(output.contains("Opt out: yes (Global Privacy Control)"))
    #expect(output.components(separatedBy: "Opt out? [y/N]").count == 3)
    #expect(
      choice
        == USPrivacyChoice(
          optsOutOfSaleAndSharing: true, optsOutOfTargetedAdvertising: false,
          limitsSensitiveData: true))
  }
}
