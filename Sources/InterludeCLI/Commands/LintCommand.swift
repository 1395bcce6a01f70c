import Foundation
import Interlude
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

      --follow loads the document as the SDK would (wrapper chains, every VMAP break) and lints
      every document of the chain, each under its URL; --json then prints documents (url,
      statusCode, failure, lint) and pixels. The pixels a load fires are listed but not sent
      unless --send-pixels is given.

      EXIT STATUS: 0 when there are no errors (warnings and info allowed), 1 when a document is
      rejected, has errors or (--follow) cannot be fetched, 2 when the input cannot be read or
      the arguments are wrong.
      """,
    arguments: [DocumentSource.argumentSpec],
    options: [
      .flag("json", help: "Print the findings as JSON instead of text."),
      .flag("follow", help: "Follow wrapper chains over HTTP and lint every document."),
      .flag("send-pixels", help: FollowLoad.sendPixelsHelp),
    ])

  /// Where the document comes from.
  let source: DocumentSource
  /// Whether to print JSON.
  let json: Bool
  /// Whether to lint every document of the wrapper chain.
  let follow: Bool
  /// Whether a `--follow` load sends the pixels it fires.
  let sendPixels: Bool

  init(arguments: ParsedArguments) throws {
    source = try DocumentSource(argument: arguments.positional(0) ?? "-")
    json = arguments.has("json")
    follow = arguments.has("follow")
    sendPixels = try FollowLoad.sendPixels(arguments, following: follow)
  }

  func run(
    context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) async throws -> ExitCode {
    if follow { return try await runFollowing(context: context, output: &output) }
    let data = try await source.load(in: context)
    let report = VASTValidator(options: context.parserOptions).validate(data)
    if json {
      output.write(try LintReport(report).jsonString())
    } else {
      output.write(Self.text(of: report))
    }
    return report.hasErrors || report.failure != nil ? .invalidDocument : .success
  }

  /// `--follow`: loads as the SDK would and lints every document fetched (and the input itself
  /// when it is a file or standard input).
  private func runFollowing(
    context: CommandContext, output: inout some TextOutputStream
  ) async throws -> ExitCode {
    let validator = VASTValidator(options: context.parserOptions)
    var documents: [FollowLintReport.Document] = []
    let (request, inputDocument) = try await FollowLoad.request(for: source, context: context)
    if let inputDocument {
      documents.append(
        .init(url: source.displayName, statusCode: nil, report: validator.validate(inputDocument)))
    }
    let recorder = DocumentRecordingTransport(base: context.transport)
    let load = await FollowLoad.run(request, transport: recorder, sendPixels: sendPixels)
    for fetched in recorder.documents {
      let fetchedOK = fetched.statusCode.map { (200..<300).contains($0) } ?? false
      documents.append(
        .init(
          url: fetched.url.absoluteString, statusCode: fetched.statusCode,
          failure: fetched.failure ?? (fetchedOK ? nil : "HTTP \(fetched.statusCode ?? 0)"),
          report: fetchedOK ? validator.validate(fetched.body) : nil))
    }
    let report = FollowLintReport(
      documents: documents, pixels: load.pixels, pixelsSent: load.pixelsSent)
    output.write(json ? try report.jsonString() : report.text())
    return report.isAcceptable ? .success : .invalidDocument
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
