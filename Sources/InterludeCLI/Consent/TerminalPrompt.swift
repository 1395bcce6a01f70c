import Foundation

/// A question asked in the terminal until an accepted answer comes, for the consent dialogs.
struct TerminalPrompt {
  /// Reads one answer, nil at the end of input.
  var readLine: () -> String?

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
      output.write(
        "Please answer one of: \(answers.filter { !$0.isEmpty }.sorted().joined(separator: ", ")).\n"
      )
    }
  }
}
