/// An option (`--name value` or `--name=value`) or flag (`--name`) a command accepts.
struct OptionSpec: Sendable {
  /// The long name, without the leading dashes.
  var name: String
  /// The one-letter short name, without the dash.
  var shortName: Character?
  /// The placeholder help shows for the value, or nil for a flag that takes none.
  var valueName: String?
  /// Whether the option may be given several times, every value kept in order; when false, the
  /// last value given wins.
  var isRepeatable = false
  /// What the option means.
  var help: String

  /// A flag: present or absent, with no value.
  static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name: name, shortName: short, valueName: nil, help: help)
  }

  /// An option that takes one value; a `repeatable` one may be given several times, and
  /// ``ParsedArguments/values(of:)`` has every value.
  static func option(
    _ name: String, short: Character? = nil, valueName: String, repeatable: Bool = false,
    help: String
  ) -> OptionSpec {
    OptionSpec(
      name: name, shortName: short, valueName: valueName, isRepeatable: repeatable, help: help)
  }

  /// How usage lines spell the option, as in `--output <file>` or, repeatable, `--fault <fault> …`.
  var usage: String {
    var text = "--\(name)"
    if let valueName { text += " <\(valueName)>" }
    return isRepeatable ? text + " …" : text
  }

  /// How help lines spell the option, as in `-o, --output <file>` or, repeatable,
  /// `--fault <fault> …`.
  var synopsis: String {
    (shortName.map { "-\($0), " } ?? "") + usage
  }
}
