import InterludeInspect

/// A `decode STRING [--json]` command for one kind of privacy string (`gpp`, `usp`, `ac`).
///
/// A conforming command says how its kind of string decodes and how a decoded one reads; the
/// loop is shared: the string comes from the arguments (an empty one exits 2), a string that
/// does not decode exits 1 with `interlude: invalid KIND string: detail` on standard
/// error, a decoded one is printed as text or, with `--json`, as stable JSON, and exits 0
/// unless ``problem(with:)`` names a reason to exit 1.
protocol PrivacyStringCommand: Command {
  /// A decoded string.
  associatedtype Decoded
  /// The JSON form of a decoded string.
  associatedtype Report: JSONLineWritable
  /// Why a string does not decode.
  associatedtype DecodeError: Error

  /// The kind of string as messages name it, such as `US Privacy`.
  static var kind: String { get }

  /// Decodes a string.
  static func decode(_ text: String) throws(DecodeError) -> Decoded

  /// The JSON form of a decoded string.
  static func report(of decoded: Decoded) -> Report

  /// The text form of a decoded string, ending with a newline.
  static func text(of decoded: Decoded) -> String

  /// What makes a decoded string unacceptable all the same (exit 1), or nil: a sentence, which
  /// `decode` prints on standard error and `decode --lines` gives as the line's `problem`.
  static func problem(with decoded: Decoded) -> String?

  /// The string to decode and the output form.
  var invocation: DecodeInvocation { get }

  /// Creates the command from its invocation.
  init(invocation: DecodeInvocation)
}

extension PrivacyStringCommand {
  /// Nothing: a string that decodes is acceptable.
  static func problem(with decoded: Decoded) -> String? { nil }

  /// Reads `decode STRING [--json]`.
  init(arguments: ParsedArguments) throws {
    self.init(invocation: try DecodeInvocation(arguments: arguments))
  }

  /// Decodes the string and prints it (with `--lines`, every line of the input).
  func run(
    context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) async throws -> ExitCode {
    try await decodeAndPrint(context: context, output: &output, errors: &errors)
  }

  /// The `decode` action: decodes the string and prints it, returning the exit status; with
  /// `--lines`, decodes every line of the input and prints one JSON object per line.
  func decodeAndPrint(
    context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) async throws -> ExitCode {
    guard invocation.lines else { return try decodeAndPrint(output: &output, errors: &errors) }
    let lines = try DecodeLines(argument: invocation.text.isEmpty ? nil : invocation.text)
    return try await lines.run(
      kind: Self.kind, context: context, output: &output, errors: &errors
    ) { text -> DecodeLines.Outcome in
      guard !text.isEmpty else { return .invalid("the \(Self.kind) string is empty") }
      do throws(DecodeError) {
        let decoded = try Self.decode(text)
        return .decoded(Self.report(of: decoded), problem: Self.problem(with: decoded))
      } catch {
        return .invalid(ErrorSentence.describe(error))
      }
    }
  }

  /// The `decode` action: decodes the string and prints it, returning the exit status.
  func decodeAndPrint(
    output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) throws -> ExitCode {
    let text = try invocation.string(named: Self.kind)
    let decoded: Decoded
    do throws(DecodeError) {
      decoded = try Self.decode(text)
    } catch {
      let expected = PrivacyStringKind(rawValue: Self.configuration.name)
      if let expected, let hint = PrivacyStringKind.hint(for: text, expected: expected) {
        errors.write(ErrorRenderer.line("invalid \(Self.kind) string: \(hint)"))
      } else {
        errors.write(DecodeInvocation.invalid(Self.kind, error))
      }
      return .invalidDocument
    }
    output.write(
      invocation.json
        ? try InspectReport.stableJSON(Self.report(of: decoded)) : Self.text(of: decoded))
    if let problem = Self.problem(with: decoded) {
      errors.write(ErrorRenderer.line(problem))
      return .invalidDocument
    }
    return .success
  }
}
