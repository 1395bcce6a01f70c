import Foundation
import InterludeConsent

/// A question asked in the terminal until an accepted answer comes, for the consent dialogs.
/// The answers (`y`, `n`, `a` …) are ASCII in every language; the reply to another answer is
/// in `language`.
struct TerminalPrompt {
  /// Reads one answer, nil at the end of input.
  var readLine: () -> String?
  /// The language of the reply to an answer the prompt does not take.
  var language: InterludeLanguage

  /// `label` asked as a question, with the question mark of the prompt's language (`Consent?`,
  /// `¿Consentimiento?`).
  func question(_ label: String) -> String {
    InterludeStrings.text(.terminalQuestion, in: language, texts: ["question": label])
  }

  /// Asks until yes, no or an empty answer (no) comes; nil at end of input.
  func askYesNo(_ question: String, output: inout some TextOutputStream) -> Bool? {
    ask(question + " [y/N]", answers: ["y", "yes", "n", "no", ""], output: &output)
      .map { $0.hasPrefix("y") }
  }

  /// Asks until one of `answers` (case-insensitive) comes; nil at end of input.
  func ask(_ prompt: String, answers: [String], output: inout some TextOutputStream) -> String? {
    while true {
      output.write(prompt + " ")
      guard let line = readLine() else {
        output.write("\n")
        return nil
      }
      let answer = line.trimmingCharacters(in: .whitespaces).lowercased()
      if answers.contains(answer) { return answer }
      let accepted = answers.filter { !$0.isEmpty }.sorted().joined(separator: ", ")
      output.write(
        InterludeStrings.text(.terminalAnswerOneOf, in: language, texts: ["answers": accepted])
          + "\n")
    }
  }
}
