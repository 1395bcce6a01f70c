/// Sorts a command's raw arguments by its configuration, reporting what does not fit.
///
/// `-h`/`--help` anywhere asks for help. `--` ends the options, and a lone `-` is a positional
/// argument (standard input). A repeatable option keeps every value in order; any other keeps
/// the last one given.
struct ArgumentScanner {
  /// The command whose arguments are scanned.
  var configuration: CommandConfiguration

  /// Scans `arguments`.
  ///
  /// - Throws: ``CleanExit`` for a help request, ``ParserError`` for arguments that do not fit.
  func scan(_ arguments: [String]) throws -> ParsedArguments {
    let optionsEnd = arguments.firstIndex(of: "--") ?? arguments.endIndex
    if arguments[..<optionsEnd].contains(where: { $0 == "-h" || $0 == "--help" }) {
      throw CleanExit.help(configuration.name)
    }
    var parsed = ParsedArguments()
    var index = arguments.startIndex
    while index < optionsEnd {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-"), argument != "-" else {
        parsed.positionals.append(argument)
        continue
      }
      let (name, inlineValue) = split(argument)
      guard let option = option(spelled: name) else {
        if let suggestion = OptionSuggestion.closest(to: name, among: configuration.options) {
          throw CLIError.usage("unknown option '\(name)'; did you mean '\(suggestion)'?")
        }
        throw ParserError.unknownOption(name)
      }
      guard option.valueName != nil else {
        if inlineValue != nil { throw ParserError.unexpectedValue(option: name) }
        parsed.flags.insert(option.name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < optionsEnd {
        value = arguments[index]
        index += 1
      } else {
        throw ParserError.missingValue(option: name)
      }
      if option.isRepeatable {
        parsed.values[option.name, default: []].append(value)
      } else {
        parsed.values[option.name] = [value]
      }
    }
    if optionsEnd < arguments.endIndex {
      parsed.positionals += arguments[(optionsEnd + 1)...]
    }
    try checkPositionals(parsed.positionals)
    return parsed
  }

  private func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private func option(spelled spelling: String) -> OptionSpec? {
    configuration.options.first { option in
      spelling == "--\(option.name)" || option.shortName.map { spelling == "-\($0)" } == true
    }
  }

  private func checkPositionals(_ positionals: [String]) throws {
    let specs = configuration.arguments
    if positionals.count > specs.count {
      throw ParserError.unexpectedArgument(positionals[specs.count])
    }
    if let missing = specs.dropFirst(positionals.count).first(where: { !$0.isOptional }) {
      throw ParserError.missingArgument(missing.name)
    }
  }
}
