import Foundation
import InterludeConsent

/// The US privacy layer in a terminal, drawn from a ``USPrivacyLayerModel``: the title and the
/// publisher's notice, the GPC notice when the signal applies, then each opt-out the
/// jurisdiction offers with its description, asking whether to opt out. An opt-out that GPC
/// keeps on is shown as such and not asked.
///
/// An empty answer is "no" (not opted out, as the US laws are opt-out regimes). The end of
/// input before every question is answered dismisses the layer: nil, and nothing is saved.
struct TerminalUSPrivacyDialog {
  /// The layer to show.
  var model: USPrivacyLayerModel
  /// Reads one answer, nil at the end of input.
  var readLine: () -> String?

  /// Runs the dialogue, writing prompts to `output`; the choice, or nil when dismissed.
  mutating func run(output: inout some TextOutputStream) -> USPrivacyChoice? {
    let texts = model.texts
    output.write("\(texts.title)\n\n\(model.notice)\n")
    if let notice = model.globalPrivacyControlNotice { output.write("\n\(notice)\n") }
    for option in model.options {
      output.write("\n\(model.title(of: option))\n    \(model.description(of: option))\n")
      if model.isLocked(option) {
        let answer = InterludeStrings.text(.terminalOptedOutByGPC, in: model.interfaceLanguage)
        output.write("  \(texts.optOut): \(answer)\n")
        continue
      }
      let prompt = TerminalPrompt(readLine: readLine, language: model.interfaceLanguage)
      guard let answer = prompt.askYesNo("  " + prompt.question(texts.optOut), output: &output)
      else { return nil }
      model.setOptOut(answer, for: option)
    }
    return model.choice
  }
}
