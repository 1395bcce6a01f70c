import Foundation
import Interlude
import InterludeConsent
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
      guard let url = URL(string: argument), url.isWebAddress else {
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
      return try await Self.fetch(url, in: context)
    case .file:
      return try loadFile()
    }
  }

  /// Reads a `.file` source (nothing for the others).
  ///
  /// - Throws: ``CLIError`` (unusable input): `cannot read PATH: no such file` and the like.
  func loadFile() throws -> Data {
    switch self {
    case .standardInput, .url:
      return Data()
    case .file(let path):
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CLIError.unusableInput("cannot read \(path): no such file")
      }
      guard !isDirectory.boolValue else {
        throw CLIError.unusableInput("cannot read \(path): it is a directory")
      }
      do {
        return try Data(contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw CLIError.unusableInput(ErrorSentence.unreadableFile(path, error))
      }
    }
  }
}

extension DocumentSource {
  /// How messages name the source: the path, the URL, or `standard input`.
  var displayName: String {
    switch self {
    case .standardInput: "standard input"
    case .url(let url): url.absoluteString
    case .file(let path): path
    }
  }

  /// The body of a successful GET of `url`.
  ///
  /// - Throws: ``CLIError`` (unusable input) when the request fails, the status is not 2xx, or
  ///   the body is larger than the parser accepts.
  static func fetch(_ url: URL, in context: CommandContext) async throws -> Data {
    let limit = context.parserOptions.maxDocumentBytes
    let request = HTTPRequest(
      url: url, headers: ["Accept": "application/xml, text/xml, */*"],
      timeout: context.fetchTimeout, maxResponseBytes: limit)
    let response: HTTPResponse
    do {
      response = try await context.transport.send(request)
    } catch {
      throw CLIError.unusableInput(ErrorSentence.transport(error, url: url))
    }
    guard response.isSuccess else {
      throw CLIError.unusableInput(
        "cannot fetch \(url.absoluteString): HTTP \(response.statusCode)")
    }
    return response.body
  }

  /// The `<input>` argument of every command that reads a document.
  static let argumentSpec = ArgumentSpec(
    name: "input",
    help: "A file path, an http(s) URL (one document; wrappers with --follow), or - for stdin.")
}
