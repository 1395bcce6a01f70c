import Foundation
import Interlude
import InterludeVAST

/// The effects a command may use, injected so that tests run commands in-process.
struct CommandContext: Sendable {
  /// Reads all of standard input.
  var readStandardInput: @Sendable () -> Data
  /// Reads standard input a piece at a time: the next bytes, up to the number given, nil at
  /// the end (`decode --lines`, whose logs may be larger than memory). When nil, standard
  /// input is read whole with ``readStandardInput``.
  var readStandardInputPiece: (@Sendable (Int) throws -> Data?)?
  /// Makes every HTTP request: single fetches and `--follow` wrapper chains.
  var transport: any HTTPTransport
  /// The parser limits; also the size cap for fetched documents.
  var parserOptions: ParserOptions
  /// The bound on one fetch, in seconds.
  var fetchTimeout: Double = 10
  /// Reads one line of standard input (without its newline), nil at the end: the interactive
  /// `consent` dialogue.
  var readLine: @Sendable () -> String? = { Swift.readLine() }
  /// The user's preferred languages, most preferred first: the consent layer's language when
  /// neither `--language` nor the configuration names one.
  var preferredLanguages: @Sendable () -> [String] = { Locale.preferredLanguages }
  /// Whether text output may use the terminal's colours (failures in the error colour).
  var colours = false
  /// Tells the user what a command is waiting for (a fetch and its timeout), on standard
  /// error when it is a terminal; nowhere by default.
  var progress: @Sendable (String) -> Void = { _ in }

  /// The process's standard input and one long-lived URLSession transport.
  static let live = CommandContext(
    readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() },
    readStandardInputPiece: DocumentSource.pieces(of: .standardInput, named: "standard input"),
    transport: URLSessionTransport(), parserOptions: .default,
    colours: TerminalColour.standardOutputTakesColours,
    progress: { message in
      guard isatty(STDERR_FILENO) == 1 else { return }
      FileHandle.standardError.write(Data("\(CLI.name): \(message)\n".utf8))
    })
}
