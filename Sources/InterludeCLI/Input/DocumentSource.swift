import Foundation
import InterludeVAST

/// Where a command reads its document from, as named by its `<input>` argument.
enum DocumentSource: Hashable, Sendable {
  /// `-`: standard input.
  case standardInput
  /// An `http://` or `https://` URL.
  case url(URL)
  /// Anything else: a file path.
  case file(String)

  /// Reads an `<input>` argument.
  ///
  /// - Throws: ``CLIError`` (usage) for an http(s) argument that is not a valid URL.
  init(argument: String) throws {
    let lowered = argument.lowercased()
    if argument == "-" {
      self = .standardInput
    } else if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
      guard let url = URL(string: argument), url.host != nil else {
        throw CLIError.usage("'\(argument)' is not a valid URL")
      }
      self = .url(url)
    } else {
      self = .file(argument)
    }
  }

  /// Reads the whole document.
  ///
  /// - Throws: ``CLIError`` (unusable input) for a missing or unreadable file or a failed fetch.
  func load(in context: CommandContext) async throws -> Data {
    switch self {
    case .standardInput:
      return context.readStandardInput()
    case .url(let url):
      return try await context.fetcher.fetch(url, limit: context.parserOptions.maxDocumentBytes)
    case .file(let path):
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CLIError.unusableInput("no such file: \(path)")
      }
      guard !isDirectory.boolValue else { throw CLIError.unusableInput("\(path) is a directory") }
      do {
        return try Data(contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw CLIError.unusableInput("could not read \(path): \(error.localizedDescription)")
      }
    }
  }
}

extension DocumentSource {
  /// The `<input>` argument of every command that reads a document.
  static let argumentSpec = ArgumentSpec(
    name: "input", help: "A file path, an http(s) URL (fetched once, no wrappers), or - for stdin.")
}
