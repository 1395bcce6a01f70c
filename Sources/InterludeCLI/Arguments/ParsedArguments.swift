/// The arguments of one invocation, sorted into flags, option values and positionals.
struct ParsedArguments: Sendable, Equatable {
  /// The long names of the flags given.
  var flags: Set<String> = []
  /// The value of each option given (the last one wins when repeated).
  var values: [String: String] = [:]
  /// The positional arguments, in order.
  var positionals: [String] = []

  /// Whether the flag with this long name was given.
  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The value of the option with this long name, if given.
  func value(of option: String) -> String? { values[option] }

  /// The positional argument at `index`, if given.
  func positional(_ index: Int) -> String? {
    positionals.indices.contains(index) ? positionals[index] : nil
  }
}
