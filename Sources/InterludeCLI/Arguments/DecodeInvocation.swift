import Foundation

/// The command line shared by `gpp`, `usp` and `ac`: `decode STRING [--json]`.
struct DecodeInvocation: Sendable {
  /// The string to decode (possibly empty; see ``string(named:)``).
  let text: String
  /// Whether `--json` was given.
  let json: Bool

  /// The positional arguments help shows, with an example string.
  static func arguments(example: String, kind: String) -> [ArgumentSpec] {
    [
      ArgumentSpec(name: "action", help: "What to do: decode."),
      ArgumentSpec(name: "string", help: "The \(kind) string, such as \(example)."),
    ]
  }

  /// The options: `--json`.
  static let options: [OptionSpec] = [.flag("json", help: "Print the decoded string as JSON.")]

  /// Creates an invocation from its parts.
  init(text: String, json: Bool) {
    self.text = text
    self.json = json
  }

  /// Reads the arguments; an action other than `decode` is a usage error.
  init(arguments: ParsedArguments) throws {
    guard arguments.positional(0) == "decode" else {
      throw CLIError.usage("unknown action '\(arguments.positional(0) ?? "")'; expected decode")
    }
    text = arguments.positional(1) ?? ""
    json = arguments.has("json")
  }

  /// The string without the spaces and line breaks around it (a pasted string), or an
  /// unusable-input error naming the `kind` of string when it is empty.
  func string(named kind: String) throws -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw CLIError.unusableInput("the \(kind) string is empty") }
    return trimmed
  }

  /// The standard-error line for a string that does not decode.
  static func invalid(_ kind: String, _ error: any Error) -> String {
    ErrorRenderer.line("invalid \(kind) string: \(ErrorSentence.describe(error))")
  }
}
