import Foundation

/// The command line shared by `gpp`, `usp` and `ac`: `decode STRING [--json]`, or
/// `decode --lines [FILE|-]`.
struct DecodeInvocation: Sendable {
  /// The string to decode (possibly empty; see ``string(named:)``); with ``lines``, the file to
  /// read them from (empty: standard input).
  let text: String
  /// Whether `--json` was given.
  let json: Bool
  /// Whether `--lines` was given: ``text`` names a file of strings, one per line.
  var lines = false

  /// The positional arguments help shows, with an example string.
  static func arguments(example: String, kind: String) -> [ArgumentSpec] {
    [
      ArgumentSpec(name: "action", help: "What to do: decode."),
      ArgumentSpec(
        name: "string",
        help: "The \(kind) string, such as \(example); with --lines, a file of them or -.",
        isOptional: true),
    ]
  }

  /// The options: `--json` and `--lines`.
  static let options: [OptionSpec] = [
    .flag("json", help: "Print the decoded string as JSON."), DecodeLines.option,
  ]

  /// Creates an invocation from its parts.
  init(text: String, json: Bool) {
    self.text = text
    self.json = json
  }

  /// Reads the arguments; an action other than `decode`, or no string without `--lines`, is a
  /// usage error.
  init(arguments: ParsedArguments, argumentName: String = "string") throws {
    guard arguments.positional(0) == "decode" else {
      throw CLIError.usage("unknown action '\(arguments.positional(0) ?? "")'; expected decode")
    }
    lines = arguments.has("lines")
    guard lines || arguments.positional(1) != nil else {
      throw ParserError.missingArgument(argumentName)
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
