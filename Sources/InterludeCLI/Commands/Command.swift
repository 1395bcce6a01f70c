/// One subcommand of `interlude`: its help, its validated arguments and what it does.
///
/// To add a command, write one type that conforms and list it in ``CLI/commands``. The root
/// handles `--help`, usage errors and exit statuses, so a command only reads its arguments,
/// does its I/O over the public API, and returns an ``ExitCode`` or throws a ``CLIError``.
protocol Command: Sendable {
  /// The command's name, summary, arguments and options, from which help and parsing derive.
  static var configuration: CommandConfiguration { get }

  /// Creates the command from scanned arguments, throwing ``CLIError`` for invalid values.
  init(arguments: ParsedArguments) throws

  /// Runs the command, writing results to `output` and messages to `errors`.
  func run(
    context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) async throws -> ExitCode
}
