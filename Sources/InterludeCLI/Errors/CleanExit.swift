/// A request to stop early with success: help or the version.
///
/// Thrown like an error so that parsing can stop anywhere; ``ErrorRenderer`` prints the text to
/// standard output and exits with ``ExitCode/success``.
struct CleanExit: Error, Hashable, Sendable {
  enum Representation: Hashable, Sendable {
    case help(commandName: String?)
    case version
  }

  /// What was asked for.
  let representation: Representation

  /// Help for the named command, or for the root when `commandName` is nil.
  static func help(_ commandName: String?) -> CleanExit {
    CleanExit(representation: .help(commandName: commandName))
  }

  /// The version.
  static let version = CleanExit(representation: .version)
}
