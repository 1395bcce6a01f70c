import InterludeVAST

/// `interlude inspect`: prints the structure of a VAST or VMAP document as a tree or as JSON.
struct InspectCommand: Command {
  static let configuration = CommandConfiguration(
    name: "inspect",
    summary: "Print the structure of a VAST or VMAP document.",
    discussion: """
      Shows ads, creatives, media files, tracking events, clicks and error URLs, and for VMAP
      the ad breaks with their sources. --json prints the stable report (every key always
      present, null when absent) that scripts can rely on.

      EXIT STATUS: 0 when the document is accepted, 1 when it is rejected (the report says why),
      2 when the input cannot be read or the arguments are wrong.
      """,
    arguments: [DocumentSource.argumentSpec],
    options: [.flag("json", help: "Print the stable JSON report instead of a tree.")])

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
    let report = InspectReport(parsing: data, options: context.parserOptions)
    output.write(json ? try report.jsonString() : InspectTextRenderer().render(report))
    guard let failure = report.failure else { return .success }
    errors.write("\(CLI.name): the document was rejected with error \(failure.code)\n")
    return .invalidDocument
  }
}
