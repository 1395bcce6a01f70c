import InterludeConsent

@testable import InterludeCLI

/// Runs the terminal consent dialogue over `model` with scripted answers (the input ends after
/// them); returns what it wrote and the decision.
func runConsentDialog(
  _ model: ConsentLayerModel, answers: [String]
) -> (output: String, decision: ConsentDecision) {
  var remaining = answers[...]
  var dialog = TerminalConsentDialog(model: model, readLine: { remaining.popFirst() })
  var output = ""
  let decision = dialog.run(output: &output)
  return (output, decision)
}
