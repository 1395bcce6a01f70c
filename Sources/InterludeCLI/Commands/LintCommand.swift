import InterludeInspect
import InterludeVAST

/// `interlude lint`: checks a VAST or VMAP document against the specifications.
struct LintCommand: Command {
  static let configuration = CommandConfiguration(
    name: "lint",
    summary: "Check a VAST or VMAP document against the specifications.",
    discussion: """
      Prints one line per finding, as severity[rule-id] path (line N): message, then a summary.
      --json prints kind, version, diagnostics, failure and counts instead.

      EXIT STATUS: 0 when there are no errors (warnings and info allowed), 1 when the document
      is rejected or has errors, 2 when the input cannot be read or the arguments are wrong.
      """,
    arguments: [DocumentSource.argumentSpec],
    options: [.flag("json", help: "Print the findings as JSON instead of text.")])

  /// Where the document comes from.
  let source: DocumentSource
  /// Whether to print JSON.
  let json: Bool

  init(arguments: ParsedArguments) throws {
    source = try DocumentSource(argument: arguments.positional(0) ?? "-")
    json = arguments.has("json")
  }

  func run(
    context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) async throws -> ExitCode {
    let data = try await source.load(in: context)
    let report = VASTValidator(options: context.parserOptions).validate(data)
    if json {
      output.write(try LintReport(report).jsonString())
    } else {
      output.write(Self.text(of: report))
    }
    return report.hasErrors || report.failure != nil ? .invalidDocument : .success
  }

  /// The findings as lines, then the rejection (if any) and a summary line.
  static func text(of report: ValidationReport) -> String {
    var lines = report.diagnostics.map(\.description)
    if let failure = report.failure {
      lines.append("rejected: \(failure.description)")
    }
    let document = [report.kind?.rawValue.uppercased() ?? "unrecognised document", report.version]
      .compactMap { $0 }.joined(separator: " ")
    let counts = [Diagnostic.Severity.error, .warning].map { severity in
      let count = report.count(of: severity)
      return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
    }
    lines.append("\(document): \(counts.joined(separator: ", ")), \(report.count(of: .info)) info")
    return lines.joined(separator: "\n") + "\n"
  }
}
