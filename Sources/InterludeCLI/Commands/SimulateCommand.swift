import Foundation
import Interlude
import InterludeConsent
import InterludeSimulation
import InterludeVAST

/// `interlude simulate`: plays a whole ad session on a simulated player and prints its timeline.
struct SimulateCommand: Command {
  static let configuration = CommandConfiguration(
    name: "simulate",
    summary: "Play a whole ad session on a simulated player and print its timeline.",
    discussion: """
      Loads the ads (wrappers and VMAP breaks over HTTP for a URL input), then plays the session
      on a manual clock: content, breaks, every event, every content pause and resume, every
      request (ad request, wrapper, break tag) and beacon URL. With no input it runs the
      built-in demo (a pre-roll pod of two ads behind wrappers, a skippable mid-roll at 2:00 and
      a post-roll), served from memory; its tags and beacons carry the identifier and consent
      macros, and its ad tag the ad-tag privacy parameters.

      The consent options (--att, --idfa, --gdpr, --tcf, --gpp, --usp) set the simulated
      device's state; the timeline starts with a privacy line (ATT, GDPR, ad-serving mode,
      whether the identifier is sent and in how many URLs). The last line says which requests
      were made: documents are fetched (from memory for the demo), beacons are listed but not
      sent. With --json, `outbound` lists every URL, {t, kind, url}, kind one of adRequest,
      wrapper, breakTag, beacon.

      The text timeline starts with a line naming its columns: SESSION (simulated time since
      the load began), CONTENT (the content's playhead, still during a break), KIND, BREAK, AD
      (- when the line has none) and DETAIL. Correlators and cache busters are random, as an
      app's are; --seed N draws them from a seeded generator, so that two runs with the same
      seed print the same timeline and can be diffed.

      The ad UI: --language CODE sets Settings.language (sent as hl) and adds `overlay` lines in
      that language: one each time the overlay's visible text changes (attribution, countdown,
      skip button, Learn more), corner by corner as the screen shows it (mirrored in Arabic and
      Hebrew), with what VoiceOver announces. --overlay adds the same lines in the device's
      language (LANG). Without either, the timeline has no overlay lines.

      Faults: --fault KIND[:ARG]@MOMENT makes something go wrong at a moment of the session, and
      may be given several times. The moment is a session time (@00:02:20, @00:00:05.500) or an
      event, inside the delegate callback of its N-th occurrence (@STARTED#2,
      @CONTENT_PAUSE_REQUESTED, @AD_ERROR). The kinds are what the app, the device, the network
      or the user does: background:10, interruption:5, stall:3, offline:20, seek:60, destroy,
      timeout:wrapper2 (the second wrapper's request times out)… Without @, stall, error,
      load-failure and timeout hit the first ad's media. --faults-list lists every fault with
      its argument and meaning, the moment and target syntax, and the shapes.

      Shapes: --shape NAME plays a built-in session instead of an input, served from memory:
      \(shapeNames), over 20 s of content; the other
      options apply on top. A shape and faults make one reproducible case, as in
      `interlude simulate --shape pod3 --fault destroy@STARTED#2`. After a run with faults a last
      line says whether every session invariant held (`invariants: all 11 hold`, or each one
      broken); with a network fault (offline, a beacon's request) the beacons go through the
      beacon queue over the simulated network and the requests line says how many arrived.

      Declining: --decline N makes the app not call start() for the N-th break announced
      (AD_BREAK_READY, or LOADED for a break that waits for start()), as IMA's manual ad break
      playback guide skips a break; it may be given several times. The timeline shows an action
      line there, and the app plays its content if it was not playing (a declined pre-roll). With
      --no-autoplay the SDK declines the break for good when the content reaches a later break's
      cue point or completes, so that break and the post-roll are announced and ALL_ADS_COMPLETED
      still comes, as in `interlude simulate --no-autoplay --decline 1`. A post-roll has no later
      point, and with autoplay on the pre-roll announced with LOADED waits for start() (IMA's
      getting-started flow): when the declined break still waits after the content's end, the app
      stops there and the session does not complete.

      A fault that does not act (its moment never comes, or what it acts on is gone: the
      manager destroyed, the request made already) and a --click or --pause that comes after
      the first ad ended are each reported on standard error as a warning, and the invariants
      line says how many faults acted (invariants: all 11 hold; 4 of 6 faults acted).

      Beacons: without --send-beacons no beacon leaves the process (with a network fault they
      reach a simulated tracking server). --send-beacons sends every beacon of the session to
      its tracking server through the SDK's beacon queue (with its retries), and lists each one
      with the HTTP status its server answered (or why it failed), to check a tracking server:
      in the text after the timeline, with --json as `beaconsSent` ({t, url, status, failure};
      null without the option), with --html as a table (a beacon not taken marked as failed).

            --html FILE also writes the session as one self-contained HTML page (no script, nothing
      fetched when opened): the privacy summary, a timeline of content, breaks, ads with their
      quartiles, requests, beacons and errors (hover a mark for its URL), and every URL sent.

      Every output leads with the verdict: `session complete`, `completed: 2 of 3 breaks failed`
      (each failure with its code, URL and break), or `failed`.

      EXIT STATUS: 0 when the session completes with every break and ad loaded, 1 when no ad
      could be loaded or the session did not complete, 2 when the input cannot be read or the
      arguments are wrong, 3 when the session completed with failures (some breaks or ads
      failed, others played).
      """,
    arguments: [
      ArgumentSpec(
        name: "input",
        help: "A VAST or VMAP file, an http(s) ad tag, or - for stdin; omitted: the demo.",
        isOptional: true)
    ],
    options: [
      .flag(
        "json",
        help: "Print JSON: privacy, outbound {t, kind, url}, "
          + "entries {t, contentTime, kind, ad, break, detail}."
      ),
      .option(
        "content-duration", valueName: "seconds", help: "The content's length (default 300)."),
      .option("seek", valueName: "at:to,…", help: "Seek the content from `at` to `to` seconds."),
      .flag("skip", help: "Skip every skippable ad as soon as it allows."),
      .option("click", valueName: "seconds", help: "Click the first ad this far into it."),
      .option("pause", valueName: "seconds", help: "Pause the first ad this far into it for 2 s."),
      .option(
        "fault", valueName: "fault", repeatable: true,
        help: "Make something go wrong: KIND[:ARG]@MOMENT, as stall:3@00:02:20 or "
          + "destroy@STARTED#2."),
      .flag("faults-list", help: "List the faults --fault takes, their moments, and the shapes."),
      .option(
        "shape", valueName: "name",
        help: "Play a built-in session instead of an input: \(shapeNames)."),
      .flag("no-autoplay", help: "autoPlayAdBreaks off: start each break after AD_BREAK_READY."),
      .option(
        "decline", valueName: "N", repeatable: true,
        help: "The app does not start the N-th announced break (1 for the first)."),
      .flag("no-beacons", help: "Leave beacon URLs out of the timeline (not out of outbound)."),
      .flag(
        "send-beacons",
        help: "Send the beacons to their tracking servers; list each one's HTTP status."),
      .option(
        "language", valueName: "code",
        help: "The ad UI language (Settings.language, hl), with overlay lines: en, de, ar, he …"),
      .flag(
        "overlay", help: "Add overlay lines (the ad UI's visible text) in the device's language."),
      .option(
        "att", valueName: "status",
        help: "The ATT answer: notDetermined, restricted, denied, authorized or unavailable."),
      .option("idfa", valueName: "uuid", help: "The simulated device's advertising identifier."),
      .option("gdpr", valueName: "0|1", help: "Whether GDPR applies (IABTCF_gdprApplies)."),
      .option("tcf", valueName: "string", help: "The stored TC string (IABTCF_TCString)."),
      .option(
        "gpp", valueName: "string",
        help: "The stored GPP string, with every IABGPP_ key and the US Privacy string it derives."),
      .option("usp", valueName: "string", help: "The stored US Privacy string."),
      .option(
        "html", valueName: "file",
        help: "Also write the session as a self-contained HTML report (timeline, privacy, URLs)."),
      .option(
        "seed", valueName: "N",
        help: "Draw correlators and cache busters from seed N, so that two runs can be diffed."),
    ])

  /// The names `--shape` takes, for help and errors.
  static let shapeNames = SessionShape.allCases.map(\.rawValue).joined(separator: ", ")

  let source: DocumentSource?
  /// `--shape`: the built-in session to play instead of an input.
  let shape: SessionShape?
  /// `--faults-list`: print the faults and shapes instead of playing a session.
  let listsFaults: Bool
  let json: Bool
  let options: SimulationOptions
  let privacy: PrivacySummary
  /// `--language`: Settings.language for the session.
  let language: String?
  /// `--html`: where to write the HTML report.
  let htmlPath: String?
  /// `--send-beacons`: send the beacons to their tracking servers.
  let sendsBeacons: Bool

  init(arguments: ParsedArguments) throws {
    source = try arguments.positional(0).map(DocumentSource.init(argument:))
    shape = try arguments.value(of: "shape").map(Self.shape(named:))
    if shape != nil, source != nil {
      throw CLIError.usage("--shape plays a built-in session; give a shape or an input, not both")
    }
    listsFaults = arguments.has("faults-list")
    json = arguments.has("json")
    var options = shape?.options ?? SimulationOptions()
    if let text = arguments.value(of: "content-duration") {
      guard let value = Double(text), value > 0 else {
        throw CLIError.usage("--content-duration takes a positive number of seconds")
      }
      options.contentDuration = value
    }
    if let text = arguments.value(of: "seek") {
      options.seeks = try text.split(separator: ",").map { pair in
        let parts = pair.split(separator: ":").compactMap { Double($0) }
        guard parts.count == 2 else { throw CLIError.usage("--seek takes at:to pairs, as 30:150") }
        return SimulationOptions.Seek(at: parts[0], to: parts[1])
      }
    }
    if arguments.has("skip") { options.skipWhenPossible = true }
    options.clickAt = try Self.seconds(arguments, "click")
    options.pauseAt = try Self.seconds(arguments, "pause")
    options.faults += try arguments.values(of: "fault").map(Self.fault(parsing:))
    if options.faults.contains(where: \.kind.actsOnBeacons) { options.deliversBeacons = true }
    if arguments.has("no-autoplay") { options.autoPlayAdBreaks = false }
    options.declinedBreaks = Set(try arguments.values(of: "decline").map(Self.announcement))
    if arguments.has("no-beacons") { options.recordBeacons = false }
    sendsBeacons = arguments.has("send-beacons")
    if sendsBeacons { options.deliversBeacons = true }
    if let text = arguments.value(of: "seed") {
      guard let seed = UInt64(text) else {
        throw CLIError.usage("--seed takes a whole number from 0 to \(UInt64.max); got \"\(text)\"")
      }
      options.randomNumber = SeededRandomNumbers(seed: seed).closure
    }
    language = try arguments.value(of: "language").map(Self.languageCode)
    var languageSettings = Settings()
    languageSettings.language = language
    if language != nil || arguments.has("overlay") {
      options.overlayText = AdOverlayText(language: languageSettings.adUILanguage)
    }
    let consent = try SimulatedConsent(arguments: arguments)
    options.privacy = consent.signals()
    privacy = PrivacySummary(consent: consent, signals: options.privacy)
    self.options = options
    htmlPath = arguments.value(of: "html")
  }

  func run(
    context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) async throws -> ExitCode {
    if listsFaults {
      output.write(FaultListRenderer.render())
      return .success
    }
    let request: AdsRequest
    let transport: any HTTPTransport
    var settings = Settings()
    switch source {
    case nil:
      if let shape {
        (request, transport) = (shape.request, InMemoryTransport(responses: shape.responses))
      } else {
        (request, transport, settings) = try DemoSession.make()
      }
    case .url(let url):
      context.progress(FollowLoad.progressMessage(url))
      request = AdsRequest(adTagUrl: url.absoluteString)
      transport = context.transport
    case .file, .standardInput:
      let data = try await source?.load(in: context) ?? Data()
      request = AdsRequest(adsResponse: String(decoding: data, as: UTF8.self))
      transport = context.transport
    }
    if let language { settings.language = language }
    var options = options
    if sendsBeacons { options.beaconTransport = context.transport }
    let result = await SessionSimulator.run(
      request, transport: transport, settings: settings, options: options)
    for sentence in result.notActed { errors.write(ErrorRenderer.warning(sentence)) }
    output.write(
      json
        ? try SimulationReport(result: result, privacy: privacy).jsonString()
        : SimulationTextRenderer().render(result, privacy: privacy, colours: context.colours)
          + Self.requestsLine(result, servedFromMemory: memorySession, readFile: source?.readFrom)
          + (sendsBeacons
            ? BeaconDeliveryList.render((result.beaconAttempts ?? []).map(BeaconDelivery.init))
            : "")
          + (options.faults.isEmpty
            ? "" : Self.invariantsLine(result, faults: options.faults.count)))
    if let htmlPath {
      let report = SimulationReport(result: result, privacy: privacy)
      try HTMLReportFile.write(SimulationHTMLRenderer().render(report), to: htmlPath)
    }
    let verdict = LoadVerdict(session: result)
    if verdict.outcome != .success { errors.write("\(CLI.name): \(verdict.headline)\n") }
    return verdict.exitCode
  }

  /// What serves the session's documents from memory (`the built-in demo`, `the pod3
  /// shape`), or nil when they are fetched over HTTP.
  private var memorySession: String? {
    guard source == nil else { return nil }
    return shape.map { "the \($0.rawValue) shape" } ?? "the built-in demo"
  }

  /// The plain statement of what the session requested: `requests: 5 documents (1 ad request,
  /// 2 wrappers, 2 break tags) fetched over HTTP; 28 beacons listed, not sent`. Documents
  /// served from memory by `servedFromMemory` (`the built-in demo`) say so instead; beacons
  /// delivered through the queue (a network fault) end `28 beacons sent, 28 delivered`.
  static func requestsLine(
    _ result: SessionSimulator.Result, servedFromMemory: String?, readFile: String? = nil
  ) -> String {
    let outbound = result.outbound
    let documents = outbound.filter { $0.kind != .beacon }
    let beacons = outbound.count - documents.count
    var how = servedFromMemory.map { "served from memory (\($0))" } ?? "fetched over HTTP"
    if let readFile {
      // The input itself was read, not fetched; what it led to (wrappers, break tags) was.
      let read = "the ads response read from \(readFile)"
      how = documents.isEmpty ? "" : "fetched over HTTP after \(read)"
      if documents.isEmpty {
        return "requests: none (\(read)); \(beacons) beacon\(beacons == 1 ? "" : "s") "
          + (result.deliveredBeacons.map { "sent, \($0.count) delivered" } ?? "listed, not sent")
          + "\n"
      }
    }
    let kinds = SimulationTextRenderer.count(documents)
    let detail = kinds.firstIndex(of: ":").map {
      " (" + kinds[kinds.index($0, offsetBy: 2)...] + ")"
    }
    let fate = result.deliveredBeacons.map { "sent, \($0.count) delivered" } ?? "listed, not sent"
    return "requests: \(documents.count) document\(documents.count == 1 ? "" : "s")"
      + "\(detail ?? "") \(how); \(beacons) beacon\(beacons == 1 ? "" : "s") \(fate)\n"
  }

  /// After a session with `faults` faults, what the fault matrix checks and how many faults
  /// acted: `invariants: all 11 hold; 4 of 6 faults acted`, or one line per invariant broken.
  static func invariantsLine(_ result: SessionSimulator.Result, faults: Int) -> String {
    let broken = SessionInvariant.allViolations(in: result)
    let acted = "; \(result.faultsActed) of \(faults) fault\(faults == 1 ? "" : "s") acted\n"
    guard !broken.isEmpty else {
      return "invariants: all \(SessionInvariant.allCases.count) hold" + acted
    }
    return "invariants: \(broken.count) broken" + acted + broken.map { "  \($0)\n" }.joined()
  }

  private static func seconds(_ arguments: ParsedArguments, _ name: String) throws -> Double? {
    guard let text = arguments.value(of: name) else { return nil }
    guard let value = Double(text), value >= 0 else {
      throw CLIError.usage("--\(name) takes a number of seconds")
    }
    return value
  }

  /// A `--decline` value: which announced break, counting from 1.
  private static func announcement(_ text: String) throws -> Int {
    guard let value = Int(text), value > 0 else {
      throw CLIError.usage(
        "--decline takes the number of an announced break, counting from 1; got \"\(text)\"")
    }
    return value
  }

  /// A `--language` code the ad UI has, as given.
  private static func languageCode(_ code: String) throws -> String {
    guard InterludeLanguage(tag: code) != nil else {
      throw CLIError.usage(
        "--language takes a language the ad UI has (\(InterludeLanguage.supportedCodes.joined(separator: ", ")), "
          + "or one of their regional tags such as pt-BR); got \"\(code)\"")
    }
    return code
  }

  /// A `--fault` value, `KIND[:ARG]@MOMENT`; what does not read is a usage error saying why.
  private static func fault(parsing text: String) throws -> SessionFault {
    do {
      return try SessionFault(parsing: text)
    } catch {
      throw CLIError.usage("--fault: \(error.message)")
    }
  }

  /// The built-in session named `name`; any other name is a usage error listing the names.
  private static func shape(named name: String) throws -> SessionShape {
    guard let shape = SessionShape(rawValue: name) else {
      throw CLIError.usage("--shape takes one of \(shapeNames); got \"\(name)\"")
    }
    return shape
  }
}
