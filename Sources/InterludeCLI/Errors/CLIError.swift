/// A failure to report to the user with a message and an exit status.
///
/// Commands throw it for input they cannot use (a missing file, a failed fetch) and for argument
/// values that do not make sense; ``ErrorRenderer`` prints it to standard error.
struct CLIError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, in one sentence.
  var message: String
  /// The status to exit with.
  var exitCode: ExitCode
  /// Whether the command's usage line should follow the message.
  var showsUsage: Bool

  /// A command-line mistake: the message is followed by the command's usage line.
  static func usage(_ message: String) -> CLIError {
    CLIError(message: message, exitCode: .unusableInput, showsUsage: true)
  }

  /// Input that cannot be used: a missing or unreadable file, a failed or oversized fetch.
  static func unusableInput(_ message: String) -> CLIError {
    CLIError(message: message, exitCode: .unusableInput, showsUsage: false)
  }

  var description: String { message }
}
