import Foundation
import InterludeConsent

/// The consent layer in a terminal: the first layer's summary and its three equal choices, then
/// one yes/no question per purpose, special feature, vendor and Additional Consent provider
/// when the user opens the settings.
///
/// Nothing is consented by default: an empty answer is "no". The end of input before a choice
/// is complete dismisses the layer, and a dismissed layer saves nothing.
struct TerminalConsentDialog {
  /// The layer to show.
  var model: ConsentLayerModel
  /// Reads one answer, nil at the end of input.
  var readLine: () -> String?

  /// Runs the dialogue, writing prompts to `output`, and returns the user's decision.
  mutating func run(output: inout some TextOutputStream) -> ConsentDecision {
    output.write("We and our \(vendorCount) partners ask for your consent to:\n")
    for name in model.summary { output.write("  - \(name)\n") }
    let first = ask(
      "[a] Accept all   [r] Reject all   [s] Settings", answers: ["a": "a", "r": "r", "s": "s"],
      output: &output)
    switch first {
    case "a": return model.decision(.acceptAll)
    case "r": return model.decision(.rejectAll)
    case "s": return settings(output: &output)
    default: return .dismissed
    }
  }

  private var vendorCount: Int { model.items.count { $0.kind == .vendor } }

  /// The second layer: consent (and any objection to legitimate interest) line by line.
  private mutating func settings(output: inout some TextOutputStream) -> ConsentDecision {
    for index in model.items.indices {
      let item = model.items[index]
      output.write("\n\(Self.label(item.kind)) \(item.number): \(item.name)\n")
      for detail in item.details { output.write("    \(detail)\n") }
      guard let consent = askYesNo("  Consent?", output: &output) else { return .dismissed }
      model.items[index].isConsented = consent
      if item.hasLegitimateInterest {
        guard
          let objects = askYesNo("  Object to its use under legitimate interest?", output: &output)
        else { return .dismissed }
        model.items[index].objectsToLegitimateInterest = objects
      }
    }
    return model.decision(.settings)
  }

  private func askYesNo(_ question: String, output: inout some TextOutputStream) -> Bool? {
    let answer = ask(
      question + " [y/N]", answers: ["y": "y", "yes": "y", "n": "n", "no": "n", "": "n"],
      output: &output)
    return answer.map { $0 == "y" }
  }

  /// Asks until an answer from `answers` (keys, case-insensitive) comes; nil at end of input.
  private func ask(
    _ prompt: String, answers: [String: String], output: inout some TextOutputStream
  ) -> String? {
    while true {
      output.write(prompt + " ")
      guard let line = readLine() else {
        output.write("\n")
        return nil
      }
      let answer = line.trimmingCharacters(in: .whitespaces).lowercased()
      if let meaning = answers[answer] { return meaning }
      output.write(
        "Please answer one of: \(answers.keys.filter { !$0.isEmpty }.sorted().joined(separator: ", ")).\n"
      )
    }
  }

  private static func label(_ kind: ConsentLayerItem.Kind) -> String {
    switch kind {
    case .purpose: return "Purpose"
    case .specialFeature: return "Special feature"
    case .vendor: return "Vendor"
    case .additionalConsentProvider: return "Additional Consent provider"
    }
  }
}
