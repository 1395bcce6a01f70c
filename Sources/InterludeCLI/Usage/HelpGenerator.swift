/// Builds the help and usage text of the root and of each command from their configurations.
enum HelpGenerator {
  /// The column where descriptions start in the argument and option lists.
  static let descriptionColumn = 26

  /// The option every command and the root accept.
  static let helpOption = OptionSpec.flag("help", short: "h", help: "Show help information.")

  /// The root's usage line, without the `usage:` prefix.
  static func rootUsage() -> String {
    "\(CLI.name) <command> [<options>]"
  }

  /// The root's help: overview, usage, options and the command list.
  static func rootHelp() -> String {
    var text = "OVERVIEW: \(CLI.overview)\n\n"
    text += "USAGE: \(rootUsage())\n\n"
    text += "OPTIONS:\n"
    text += row(helpOption.synopsis, helpOption.help)
    text += row("--version", "Show the version.")
    text += "\nCOMMANDS:\n"
    for command in CLI.commands {
      text += row(command.configuration.name, command.configuration.summary)
    }
    text += "\n  See '\(CLI.name) <command> --help' for detailed help.\n"
    return text
  }

  /// A command's usage line, without the `usage:` prefix.
  static func usage(for configuration: CommandConfiguration) -> String {
    var parts = [CLI.name, configuration.name]
    for argument in configuration.arguments {
      parts.append(argument.isOptional ? "[<\(argument.name)>]" : "<\(argument.name)>")
    }
    for option in configuration.options {
      parts.append("[\(option.usage)]")
    }
    return parts.joined(separator: " ")
  }

  /// A command's help: overview, discussion, usage, arguments and options.
  static func help(for configuration: CommandConfiguration) -> String {
    var text = "OVERVIEW: \(configuration.summary)\n\n"
    if !configuration.discussion.isEmpty { text += configuration.discussion + "\n\n" }
    text += "USAGE: \(usage(for: configuration))\n\n"
    if !configuration.arguments.isEmpty {
      text += "ARGUMENTS:\n"
      for argument in configuration.arguments {
        text += row("<\(argument.name)>", argument.help)
      }
      text += "\n"
    }
    text += "OPTIONS:\n"
    for option in configuration.options + [helpOption] {
      text += row(option.synopsis, option.help)
    }
    return text
  }

  /// One two-column row: the term indented by two spaces, the description aligned after it.
  private static func row(_ term: String, _ description: String) -> String {
    let indented = "  " + term
    guard indented.count < descriptionColumn else {
      return indented + "\n" + String(repeating: " ", count: descriptionColumn) + description + "\n"
    }
    return indented + String(repeating: " ", count: descriptionColumn - indented.count)
      + description + "\n"
  }
}
