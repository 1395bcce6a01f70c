import Foundation
import InterludeConsent

/// The consent layer in a terminal, drawn from a ``ConsentLayerModel``: the first layer (the
/// introduction with the number of vendors, the purposes and special features, the notices, a
/// link to the vendor list and the three equal choices), then, for the settings, every stack,
/// purpose, special feature, special purpose, feature, vendor and Additional Consent provider
/// with its texts, asking a yes/no question wherever the user decides.
///
/// Nothing is consented by default: an empty answer is "no". The end of input before a choice
/// is complete dismisses the layer, and a dismissed layer saves nothing.
struct TerminalConsentDialog {
  /// The layer to show.
  var model: ConsentLayerModel
  /// Reads one answer, nil at the end of input.
  var readLine: () -> String?

  private var texts: ConsentLayerTexts { model.texts }
  private var prompt: TerminalPrompt {
    TerminalPrompt(readLine: readLine, language: model.interfaceLanguage)
  }

  /// Runs the dialogue, writing prompts to `output`, and returns the user's decision.
  mutating func run(output: inout some TextOutputStream) -> ConsentDecision {
    output.write("\(texts.title)\n\n\(model.firstLayerIntroduction)\n")
    list(texts.purposesHeading, model.summary, output: &output)
    list(texts.specialFeaturesHeading, model.specialFeatureSummary, output: &output)
    if let notice = model.legitimateInterestNotice { output.write("\n\(notice)\n") }
    output.write("\n\(texts.withdrawalNotice)\n")
    let choices = model.firstLayerActions.map { action in
      "[\(Self.key(action))] \(model.title(of: action))"
    }
    let actions = Dictionary(
      uniqueKeysWithValues: model.firstLayerActions.map { (Self.key($0), $0) })
    while true {
      output.write("\n[v] \(model.vendorListLinkTitle)\n")
      guard
        let answer = prompt.ask(
          choices.joined(separator: "   "),
          answers: model.firstLayerActions.map(Self.key) + ["v"], output: &output)
      else { return .dismissed }
      if let action = actions[answer] {
        return action == .settings ? settings(output: &output) : model.decision(action)
      }
      vendorList(asking: false, output: &output)
    }
  }

  /// The second layer: stacks, purposes, special features, special purposes, features, then
  /// the vendor list, asking about consent and objections line by line.
  private mutating func settings(output: inout some TextOutputStream) -> ConsentDecision {
    var decidedByStack: Set<ConsentLayerItem.ID> = []
    if !model.stacks.isEmpty { output.write("\n== \(texts.stacksHeading) ==\n") }
    for stack in model.stacks {
      let members = model.members(of: stack)
      output.write("\n\(stack.id). \(stack.name)\n")
      indented(stack.description, output: &output)
      indented(members.map(\.name).joined(separator: ", "), output: &output)
      guard
        let answer = prompt.ask(
          "  \(prompt.question(texts.consent)) [y/N, "
            + InterludeStrings.text(.terminalDecideOneByOne, in: model.interfaceLanguage) + "]",
          answers: ["y", "yes", "n", "no", "", "e"], output: &output)
      else { return .dismissed }
      if answer != "e" {
        model.setConsent(answer.hasPrefix("y"), forStack: stack)
        decidedByStack.formUnion(members.map(\.id))
      }
    }
    let sections: [(String, String?, [ConsentLayerItem])] = [
      (texts.purposesHeading, nil, model.purposes),
      (texts.specialFeaturesHeading, nil, model.specialFeatures),
      (texts.specialPurposesHeading, texts.specialPurposesExplanation, model.specialPurposes),
      (texts.featuresHeading, texts.featuresExplanation, model.features),
    ]
    for (heading, explanation, items) in sections where !items.isEmpty {
      output.write("\n== \(heading) ==\n")
      if let explanation { output.write("\(explanation)\n") }
      for item in items {
        guard ask(about: item, consent: !decidedByStack.contains(item.id), output: &output)
        else { return .dismissed }
      }
    }
    guard vendorList(asking: true, output: &output) else { return .dismissed }
    let providers = model.additionalConsentProviders
    if !providers.isEmpty { output.write("\n== \(texts.additionalConsentProvidersHeading) ==\n") }
    for item in providers {
      guard ask(about: item, consent: true, output: &output) else { return .dismissed }
    }
    return model.decision(.settings)
  }

  /// The vendor list with each vendor's disclosure; with `asking`, the questions about each.
  /// False when the input ended.
  @discardableResult
  private mutating func vendorList(asking: Bool, output: inout some TextOutputStream) -> Bool {
    let count = InterludeStrings.number(model.vendorCount, in: model.interfaceLanguage)
    output.write("\n== \(texts.vendorsHeading) (\(count)) ==\n")
    for item in model.vendors {
      if asking {
        guard ask(about: item, consent: true, output: &output) else { return false }
      } else {
        describe(item, output: &output)
      }
    }
    return true
  }

  /// Shows an item and asks for its consent (when `consent` and it asks any) and objection;
  /// false when the input ended.
  private mutating func ask(
    about item: ConsentLayerItem, consent: Bool, output: inout some TextOutputStream
  ) -> Bool {
    describe(item, output: &output)
    if consent, item.asksConsent {
      guard let yes = prompt.askYesNo("  " + prompt.question(texts.consent), output: &output) else {
        return false
      }
      model.setConsent(yes, forItem: item.id)
    }
    if item.hasLegitimateInterest {
      guard
        let objects = prompt.askYesNo(
          "  " + prompt.question(texts.objectToLegitimateInterest), output: &output)
      else { return false }
      model.setObjection(objects, forItem: item.id)
    }
    return true
  }

  /// An item's name, description, illustrations, vendor counts and vendor disclosure.
  private func describe(_ item: ConsentLayerItem, output: inout some TextOutputStream) {
    output.write("\n\(item.number). \(item.name)\n")
    indented(item.description, output: &output)
    if !item.illustrations.isEmpty {
      output.write("    \(texts.illustrationsHeading):\n")
      for illustration in item.illustrations {
        indented(illustration, bullet: true, output: &output)
      }
    }
    if let usage = item.vendorUsage(texts) { indented(usage, output: &output) }
    for line in item.vendor?.disclosureLines(texts) ?? [] { indented(line, output: &output) }
  }

  private func list(_ heading: String, _ names: [String], output: inout some TextOutputStream) {
    guard !names.isEmpty else { return }
    output.write("\n\(heading):\n")
    for name in names { output.write("  - \(name)\n") }
  }

  /// `text` indented by four spaces, line by line (GVL texts hold line breaks); nothing for
  /// empty text.
  private func indented(
    _ text: String, bullet: Bool = false, output: inout some TextOutputStream
  ) {
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
      output.write((bullet ? (index == 0 ? "    - " : "      ") : "    ") + line + "\n")
    }
  }

  private static func key(_ action: ConsentLayerModel.FirstLayerAction) -> String {
    switch action {
    case .acceptAll: return "a"
    case .rejectAll: return "r"
    case .settings: return "s"
    }
  }
}
