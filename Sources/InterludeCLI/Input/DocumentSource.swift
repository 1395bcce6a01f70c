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
  /// Spaces and line breaks around the argument (a pasted URL) are ignored; a `file://` URL
  /// names a file; any other scheme than http, https and file is refused as such.
  ///
  /// - Throws: ``CLIError`` (usage) for an http(s) argument that is not a valid URL, or a URL
  ///   of another scheme.
  init(argument raw: String) throws {
    let argument = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    let lowered = argument.lowercased()
    if argument == "-" {
      self = .standardInput
    } else if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
      guard let url = URL(string: argument), url.isWebAddress else {
        throw CLIError.usage("'\(argument)' is not a valid URL")
      }
      self = .url(url)
    } else if lowered.hasPrefix("file://") {
      guard let url = URL(string: argument), url.isFileURL, !url.path.isEmpty else {
        throw CLIError.usage("'\(argument)' is not a valid file URL")
      }
      self = .file(url.path)
    } else if let scheme = Self.scheme(of: argument) {
      throw CLIError.usage(
        "cannot read '\(argument)': \(scheme): URLs are not supported; give an http or https URL,"
          + " a file:// URL, a file path, or - for standard input")
    } else {
      self = .file(argument)
    }
  }

  /// The scheme of an argument written as a URL (`ftp` of `ftp://…`, `data` of `data:…`), nil
  /// for a path (a Windows drive letter such as `C:` is one letter, not a scheme).
  private static func scheme(of argument: String) -> String? {
    guard let colon = argument.firstIndex(of: ":") else { return nil }
    let scheme = argument[..<colon]
    guard scheme.count > 1, let first = scheme.first, first.isLetter,
      scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
      !scheme.contains("/")
    else { return nil }
    let rest = argument[argument.index(after: colon)...]
    guard
      rest.hasPrefix("//")
        || ["data", "javascript", "mailto", "about", "blob"]
          .contains(scheme.lowercased())
    else { return nil }
    return String(scheme)
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
      try Self.checkReadable(path)
      do {
        return try Data(contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw CLIError.unusableInput(ErrorSentence.unreadableFile(path, error))
      }
    }
  }

  /// A reader of the source a piece at a time, for input larger than memory: each call gives
  /// the next bytes, up to `most`, and nil at the end. Standard input is read as the context
  /// reads it; a URL is fetched whole.
  ///
  /// - Throws: ``CLIError`` (unusable input) when the file cannot be opened or read, or the
  ///   fetch fails.
  func pieces(in context: CommandContext) async throws -> (_ most: Int) throws -> Data? {
    switch self {
    case .file(let path):
      try Self.checkReadable(path)
      let handle: FileHandle
      do {
        handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      } catch {
        throw CLIError.unusableInput(ErrorSentence.unreadableFile(path, error))
      }
      return Self.pieces(of: handle, named: path)
    case .standardInput:
      if let read = context.readStandardInputPiece { return read }
      return Self.once(context.readStandardInput())
    case .url:
      return Self.once(try await load(in: context))
    }
  }

  /// A reader of `handle` a piece at a time: the next bytes, up to the number given, nil at its
  /// end.
  ///
  /// - Throws: ``CLIError`` (unusable input), `cannot read NAME: reason`, when a read fails.
  static func pieces(of handle: FileHandle, named name: String) -> @Sendable (Int) throws -> Data? {
    { most in
      do {
        let piece = try handle.read(upToCount: most)
        return piece?.isEmpty == false ? piece : nil
      } catch {
        throw CLIError.unusableInput(ErrorSentence.unreadableFile(name, error))
      }
    }
  }

  /// A reader that gives `data` at once, then nil.
  private static func once(_ data: Data) -> (Int) -> Data? {
    var remaining: Data? = data.isEmpty ? nil : data
    return { _ in
      defer { remaining = nil }
      return remaining
    }
  }

  /// Refuses a path that is missing or a directory.
  ///
  /// - Throws: ``CLIError`` (unusable input): `cannot read PATH: no such file` or `it is a
  ///   directory`.
  private static func checkReadable(_ path: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CLIError.unusableInput("cannot read \(path): no such file")
    }
    guard !isDirectory.boolValue else {
      throw CLIError.unusableInput("cannot read \(path): it is a directory")
    }
  }
}

extension DocumentSource {
  /// Where a document read, not fetched, came from, as a sentence names it: `the file ad.xml`
  /// or `standard input`; nil for a URL.
  var readFrom: String? {
    switch self {
    case .file(let path): "the file \(path)"
    case .standardInput: "standard input"
    case .url: nil
    }
  }

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
    context.progress(
      "fetching \(url.absoluteString) (waiting up to \(Self.seconds(context.fetchTimeout)) for"
        + " an answer)…")
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

  /// `10 s`, `2.5 s`.
  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }

  /// The `<input>` argument of every command that reads a document.
  static let argumentSpec = ArgumentSpec(
    name: "input",
    help: "A file path, an http(s) URL (one document; wrappers with --follow), or - for stdin.")
}
