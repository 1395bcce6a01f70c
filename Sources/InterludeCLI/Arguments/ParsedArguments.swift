/// The arguments of one invocation, sorted into flags, option values and positionals.
struct ParsedArguments: Sendable, Equatable {
  /// The long names of the flags given.
  var flags: Set<String> = []
  /// The values of each option given, in order: every value of a repeatable option, the last
  /// one of any other.
  var values: [String: [String]] = [:]
  /// The positional arguments, in order.
  var positionals: [String] = []

  /// Whether the flag with this long name was given.
  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The value of the option with this long name, if given (the last one, when repeated).
  func value(of option: String) -> String? { values[option]?.last }

  /// Every value of the option with this long name, in the order given; empty when absent.
  func values(of option: String) -> [String] { values[option] ?? [] }

  /// The positional argument at `index`, if given.
  func positional(_ index: Int) -> String? {
    positionals.indices.contains(index) ? positionals[index] : nil
  }
}
