/// Why the command line could not be read; rendered with a usage hint and exit status 2.
enum ParserError: Error, Hashable, Sendable {
  /// No command was given.
  case missingCommand
  /// The first argument names no command.
  case unknownCommand(String)
  /// An option the command does not accept.
  case unknownOption(String)
  /// An option that takes a value came last.
  case missingValue(option: String)
  /// A flag was given a value with `=`.
  case unexpectedValue(option: String)
  /// A required positional argument is missing.
  case missingArgument(String)
  /// More positional arguments than the command accepts.
  case unexpectedArgument(String)

  /// The one-line explanation.
  var message: String {
    switch self {
    case .missingCommand: "missing command"
    case .unknownCommand(let name): "unknown command '\(name)'"
    case .unknownOption(let name): "unknown option '\(name)'"
    case .missingValue(let name): "missing value for '\(name)'"
    case .unexpectedValue(let name): "'\(name)' takes no value"
    case .missingArgument(let name): "missing argument <\(name)>"
    case .unexpectedArgument(let value): "unexpected argument '\(value)'"
    }
  }
}
