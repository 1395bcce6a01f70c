/// An option (`--name value` or `--name=value`) or flag (`--name`) a command accepts.
struct OptionSpec: Sendable {
  /// The long name, without the leading dashes.
  var name: String
  /// The one-letter short name, without the dash.
  var shortName: Character?
  /// The placeholder help shows for the value, or nil for a flag that takes none.
  var valueName: String?
  /// What the option means.
  var help: String

  /// A flag: present or absent, with no value.
  static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name: name, shortName: short, valueName: nil, help: help)
  }

  /// An option that takes one value.
  static func option(
    _ name: String, short: Character? = nil, valueName: String, help: String
  ) -> OptionSpec {
    OptionSpec(name: name, shortName: short, valueName: valueName, help: help)
  }

  /// How help and usage lines spell the option, as in `-o, --output <file>`.
  var synopsis: String {
    var text = shortName.map { "-\($0), " } ?? ""
    text += "--\(name)"
    if let valueName { text += " <\(valueName)>" }
    return text
  }
}
