/// The one place that turns any outcome thrown by parsing or a command into text and a status.
enum ErrorRenderer {
  /// Text to print, where to print it, and the status to exit with.
  struct Message: Hashable, Sendable {
    /// The text, ending with a newline.
    var text: String
    /// Whether the text goes to standard error (otherwise standard output).
    var isError: Bool
    /// The status to exit with.
    var exitCode: ExitCode
  }

  /// The message for `error`, thrown while running `command` (nil before a command was found).
  static func message(for error: any Error, command: (any Command.Type)?) -> Message {
    let configuration = command?.configuration
    switch error {
    case let clean as CleanExit:
      switch clean.representation {
      case .version:
        return Message(text: "\(CLI.name) \(CLI.version)\n", isError: false, exitCode: .success)
      case .help(let name):
        let target = name.flatMap { name in CLI.commands.first { $0.configuration.name == name } }
        let text =
          target.map { HelpGenerator.help(for: $0.configuration) } ?? HelpGenerator.rootHelp()
        return Message(text: text, isError: false, exitCode: .success)
      }
    case let parserError as ParserError:
      return usageMessage(parserError.message, configuration: configuration)
    case let cliError as CLIError where cliError.showsUsage:
      return usageMessage(cliError.message, configuration: configuration)
    case let cliError as CLIError:
      return Message(
        text: line(cliError.message), isError: true, exitCode: cliError.exitCode)
    default:
      return Message(
        text: line(ErrorSentence.describe(error)), isError: true, exitCode: .unusableInput)
    }
  }

  /// One standard-error line with the prefix every message of the tool carries.
  static func line(_ message: String) -> String {
    "\(prefix)\(message)\n"
  }

  /// What every error and warning line starts with: `interlude: `.
  static let prefix = "\(CLI.name): "

  /// A warning line: `interlude: warning: MESSAGE`.
  static func warning(_ message: String) -> String {
    line("warning: \(message)")
  }

  private static func usageMessage(
    _ message: String, configuration: CommandConfiguration?
  ) -> Message {
    let usage = configuration.map(HelpGenerator.usage) ?? HelpGenerator.rootUsage()
    let helpCommand = configuration.map { "\(CLI.name) \($0.name) --help" } ?? "\(CLI.name) --help"
    let text = line(message) + "usage: \(usage)\n  See '\(helpCommand)'.\n"
    return Message(text: text, isError: true, exitCode: .unusableInput)
  }
}
