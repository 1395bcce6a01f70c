/// A positional argument a command accepts.
struct ArgumentSpec: Sendable {
  /// The name help shows, as in `<input>`.
  var name: String
  /// What the argument means.
  var help: String
  /// Whether the argument may be left out.
  var isOptional = false
}
