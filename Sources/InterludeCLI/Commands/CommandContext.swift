import Foundation
import InterludeVAST

/// The effects a command may use, injected so that tests run commands in-process.
struct CommandContext: Sendable {
  /// Reads all of standard input.
  var readStandardInput: @Sendable () -> Data
  /// Fetches documents named by http(s) URLs.
  var fetcher: any DocumentFetching
  /// The parser limits; also the size cap for fetched documents.
  var parserOptions: ParserOptions

  /// The process's standard input and a URLSession-backed fetcher.
  static let live = CommandContext(
    readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() },
    fetcher: URLSessionFetcher(), parserOptions: .default)
}
