import Foundation
import Interlude
import InterludeInspect
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

      --follow fetches the documents only: the pixels a load fires (the error pixels of a chain
      that fails) are listed under "pixels" but not sent unless --send-pixels is given.

      --follow --html FILE also writes one self-contained HTML page (no script, nothing fetched
      when opened): the waterfall of every request (URL, status, bytes, depth, start and
      duration) with the lint findings of each fetched document, and the resolved ads.

      --mime TYPES and --bitrate KBPS set the rendering settings (mimeTypes, bitrate) of the
      media file the SDK would play for each resolved linear ad, listed under "media the SDK
      would play" (JSON: selectedMedia); without them, any type an iOS player takes, at the
      automatic bitrate.

      With --follow, each request shows when it started and how long it took (milliseconds
      since the load began, on a monotonic clock), the requests on the critical path are marked
      with *, and the time to loaded closes the list. --repeat N loads N times on one loader:
      the first load is cold, the others warm; it reports each load's time, the median of the
      warm ones and of all.

      Every output leads with the verdict: `loaded`, `completed: 2 of 3 breaks failed` (each
      failure with its code, URL and break), or `failed`.

      EXIT STATUS: 0 when the document is accepted (with --follow: everything loaded), 1 when it
      is rejected or nothing could be loaded (the report says why), 2 when the input cannot be
      read or the arguments are wrong, 3 with --follow when the load completed with failures
      (some breaks or ads failed, others loaded).
      """,
    arguments: [DocumentSource.argumentSpec],
    options: [
      .flag("json", help: "Print the stable JSON report instead of a tree."),
      .flag(
        "follow",
        help: "Follow wrapper chains over HTTP (every VMAP break too) and show every request."),
      .flag("send-pixels", help: FollowLoad.sendPixelsHelp),
      .option(
        "html", valueName: "file",
        help: "With --follow, also write the tag's waterfall and lint findings as an HTML page."),
      .option(
        "mime", valueName: "types",
        help: "With --follow: the MIME types the player takes, in order (video/mp4,…), for the"
          + " media file the SDK would play."),
      .option(
        "bitrate", valueName: "kbps",
        help: "With --follow: the highest bitrate for the media file the SDK would play."),
      .option(
        "repeat", valueName: "N",
        help: "With --follow: load N times on one loader; each time and the medians, cold vs warm."
      ),
    ])

  /// Where the document comes from.
  let source: DocumentSource
  /// Whether to print JSON.
  let json: Bool
  /// Whether to resolve wrapper chains.
  let follow: Bool
  /// Whether a `--follow` load sends the pixels it fires.
  let sendPixels: Bool
  /// `--html`: where to write the waterfall report (with `--follow`).
  let htmlPath: String?
  /// `--repeat N`: how many loads `--follow` makes on one loader (1 without it).
  let loads: Int
  /// `--mime` and `--bitrate`: the settings of the media file the SDK would play.
  let renderingSettings: AdsRenderingSettings

  init(arguments: ParsedArguments) throws {
    source = try DocumentSource(argument: arguments.positional(0) ?? "-")
    json = arguments.has("json")
    follow = arguments.has("follow")
    sendPixels = try FollowLoad.sendPixels(arguments, following: follow)
    htmlPath = arguments.value(of: "html")
    if htmlPath != nil, !follow {
      throw CLIError.usage("--html needs --follow: the report is the waterfall of the requests")
    }
    loads = try Self.loads(arguments.value(of: "repeat"), follow: follow)
    renderingSettings = try Self.renderingSettings(arguments, follow: follow)
  }

  /// The rendering settings `--mime` and `--bitrate` give (with `--follow` only).
  static func renderingSettings(
    _ arguments: ParsedArguments, follow: Bool
  ) throws -> AdsRenderingSettings {
    var settings = AdsRenderingSettings()
    if let mime = arguments.value(of: "mime") {
      guard follow else { throw CLIError.usage("--mime needs --follow") }
      settings.mimeTypes = mime.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { !$0.isEmpty }
      guard !settings.mimeTypes.isEmpty else {
        throw CLIError.usage("--mime takes MIME types separated by commas, as video/mp4")
      }
    }
    if let text = arguments.value(of: "bitrate") {
      guard follow else { throw CLIError.usage("--bitrate needs --follow") }
      guard let bitrate = Int(text), bitrate > 0 else {
        throw CLIError.usage("--bitrate takes a whole number of kbit/s; got \"\(text)\"")
      }
      settings.bitrate = bitrate
    }
    return settings
  }

  /// The `--repeat` count: a whole number from 1 to 1000, with `--follow` only.
  static func loads(_ text: String?, follow: Bool) throws -> Int {
    guard let text else { return 1 }
    guard follow else { throw CLIError.usage("--repeat needs --follow") }
    guard let count = Int(text), (1...1000).contains(count) else {
      throw CLIError.usage("--repeat takes a whole number of loads from 1 to 1000; got \"\(text)\"")
    }
    return count
  }

  func run(
    context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) async throws -> ExitCode {
    if follow { return try await runFollowing(context: context, output: &output, errors: &errors) }
    let data = try await source.load(in: context)
    let report = InspectReport(parsing: data, options: context.parserOptions)
    output.write(json ? try report.jsonString() : InspectTextRenderer().render(report))
    guard let failure = report.failure else { return .success }
    errors.write("\(CLI.name): the document was rejected with error \(failure.code)\n")
    return .invalidDocument
  }

  /// `--follow`: loads the ads as the SDK would and reports the hops and the resolved ads.
  private func runFollowing(
    context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) async throws -> ExitCode {
    let (request, document) = try await FollowLoad.request(for: source, context: context)
    let timed = TimedTransport(context.transport)
    var report = await FollowLoad.run(
      request, transport: timed, sendPixels: sendPixels, loads: loads)
    report.renderingSettings = renderingSettings
    if let document {
      report.inputDocument = (
        source.readFrom ?? source.displayName, String(decoding: document, as: UTF8.self)
      )
    }
    report.applyVersions(from: timed.exchanges)
    output.write(
      json
        ? try report.jsonString()
        : FollowTextRenderer().render(report, colours: context.colours))
    if let htmlPath {
      let rows = WaterfallRow.rows(
        hops: report.hops, breaks: report.hopBreaks,
        criticalPath: Set(report.timing.criticalPath), exchanges: timed.exchanges,
        validator: VASTValidator(options: context.parserOptions))
      try HTMLReportFile.write(FollowHTMLRenderer().render(report, rows: rows), to: htmlPath)
    }
    let verdict = report.verdict
    if verdict.outcome != .success { errors.write("\(CLI.name): \(verdict.headline)\n") }
    return verdict.exitCode
  }
}
