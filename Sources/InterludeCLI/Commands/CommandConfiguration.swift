/// What a command accepts and how help describes it.
struct CommandConfiguration: Sendable {
  /// The name typed after `interlude`.
  var name: String
  /// One line for the command list.
  var summary: String
  /// Paragraphs shown after the summary in the command's help.
  var discussion: String
  /// The positional arguments, in order.
  var arguments: [ArgumentSpec]
  /// The options and flags, in the order help lists them (`--help` is added by the root).
  var options: [OptionSpec]
}
