import Foundation
import Interlude

/// The root of the `interlude` command line: finds the command and renders every outcome.
///
/// Tests call ``run(arguments:context:output:errors:)`` in-process with their own streams;
/// `main.swift` calls ``main()``, which binds them to the process.
enum CLI {
  /// The executable's name, as help text shows it.
  static let name = "interlude"

  /// The version `--version` prints.
  static let version = InterludeSDK.version

  /// One line that says what the tool is for.
  static let overview =
    "Simulate ad sessions; inspect and lint VAST and VMAP; decode consent strings."

  /// Every command, in the order help lists them. Adding a command is adding it here.
  static let commands: [any Command.Type] = [
    SimulateCommand.self, InspectCommand.self, LintCommand.self,
    TCFCommand.self, GPPCommand.self, USPCommand.self, ACCommand.self, ConsentCommand.self,
  ]

  /// Runs with the process's arguments and standard streams, then exits with the result.
  static func main() async -> Never {
    var output = StandardStream.output
    var errors = StandardStream.error
    let status = await run(
      arguments: Array(CommandLine.arguments.dropFirst()), context: .live, output: &output,
      errors: &errors)
    exit(status.rawValue)
  }

  /// Runs one invocation: parses `arguments`, runs the command, and renders any error.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the executable's name.
  ///   - context: Where input comes from (standard input, the network).
  ///   - output: Where results go (standard output).
  ///   - errors: Where messages go (standard error).
  /// - Returns: The exit status.
  static func run(
    arguments: [String], context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) async -> ExitCode {
    var command: (any Command.Type)?
    do {
      let (found, rest) = try resolve(arguments)
      command = found
      let invocation = try ArgumentScanner(configuration: found.configuration).scan(rest)
      return try await found.init(arguments: invocation).run(
        context: context, output: &output, errors: &errors)
    } catch {
      let message = ErrorRenderer.message(for: error, command: command)
      if message.isError {
        errors.write(message.text)
      } else {
        output.write(message.text)
      }
      return message.exitCode
    }
  }

  /// Finds the command named by the first argument; handles root `--help`, `--version`, `help`.
  private static func resolve(_ arguments: [String]) throws -> (any Command.Type, [String]) {
    guard let first = arguments.first else { throw ParserError.missingCommand }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      throw CleanExit.help(nil)
    case "--version":
      throw CleanExit.version
    case "help":
      guard let name = rest.first else { throw CleanExit.help(nil) }
      guard let command = command(named: name) else { throw ParserError.unknownCommand(name) }
      throw CleanExit.help(command.configuration.name)
    default:
      if let command = command(named: first) { return (command, rest) }
      if first.hasPrefix("-") { throw ParserError.unknownOption(first) }
      throw ParserError.unknownCommand(first)
    }
  }

  private static func command(named name: String) -> (any Command.Type)? {
    commands.first { $0.configuration.name == name }
  }
}
