public import Foundation

/// Loads the Global Vendor List and its translations from a file, from `Data`, or from an
/// http(s) URL through a ``GVLTransport``, keeping the last good copy in a cache directory.
///
/// ``loadVendorList(from:)`` is the lifecycle an app runs at launch: the publisher's URL, fetched
/// with `If-Modified-Since` when a copy is cached and refused over ``maxResponseBytes``; offline,
/// the cached or the bundled copy. Every fallback is reported in ``GVLLoadResult/problems``. The
/// cached copy is written atomically; one that no longer decodes is removed and reported.
///
/// The loader does no networking of its own. Never point it at `vendor-list.consensu.org` from a
/// client: host the list yourself.
public struct GVLLoader: Sendable {
  /// The default size cap: 4 MiB, several times today's list.
  public static let defaultMaxResponseBytes = 4 << 20

  /// Performs the GETs for http(s) URLs; nil when only files and data can be loaded.
  public var transport: (any GVLTransport)?
  /// Where the last good copy of each fetched file is kept; nil disables caching.
  public var cacheDirectory: URL?
  /// The largest vendor list or translation accepted from the network, in bytes.
  public var maxResponseBytes: Int
  /// How long one fetch may take (10 seconds by default).
  public var timeout: Duration

  /// Creates a loader.
  public init(
    transport: (any GVLTransport)? = nil, cacheDirectory: URL? = nil,
    maxResponseBytes: Int = GVLLoader.defaultMaxResponseBytes, timeout: Duration = .seconds(10)
  ) {
    self.transport = transport
    self.cacheDirectory = cacheDirectory
    self.maxResponseBytes = maxResponseBytes
    self.timeout = timeout
  }

  /// Loads the vendor list from `source`: the remote URL when it answers with a list (or a
  /// `304` for the cached one), else the cached or bundled copy with the higher
  /// `vendorListVersion`.
  ///
  /// - Throws: ``GVLError/unavailable(_:)`` with every problem met when no copy could be used.
  public func loadVendorList(from source: GVLSource) async throws(GVLError) -> GVLLoadResult {
    var problems: [GVLError] = []
    var cached: GlobalVendorList?
    if let remote = source.remoteURL {
      let fetched = await loadDocument(remote) { data throws(GVLError) in try load(from: data) }
      problems += fetched.problems
      if let list = fetched.document {
        guard fetched.origin == .cache else {
          return GVLLoadResult(vendorList: list, origin: fetched.origin, problems: problems)
        }
        cached = list
      }
    }
    var bundled: GlobalVendorList?
    if let file = source.bundledURL {
      do throws(GVLError) {
        guard file.isFileURL else { throw GVLError.unsupportedURL(file) }
        bundled = try await load(contentsOf: file)
      } catch {
        problems.append(error)
      }
    }
    switch (cached, bundled) {
    case (let cached?, let bundled?) where bundled.vendorListVersion > cached.vendorListVersion:
      return GVLLoadResult(vendorList: bundled, origin: .bundled, problems: problems)
    case (let cached?, _):
      return GVLLoadResult(vendorList: cached, origin: .cache, problems: problems)
    case (nil, let bundled?):
      return GVLLoadResult(vendorList: bundled, origin: .bundled, problems: problems)
    case (nil, nil):
      throw .unavailable(problems)
    }
  }

  /// Decodes a vendor list from JSON.
  public func load(from data: Data) throws(GVLError) -> GlobalVendorList {
    let list: GlobalVendorList = try Self.decode(data)
    guard list.gvlSpecificationVersion >= 3 else {
      throw .unsupportedSpecificationVersion(list.gvlSpecificationVersion)
    }
    return list
  }

  /// Loads a vendor list from a `file:` URL or, through ``transport``, an `http(s):` URL.
  ///
  /// A fetched list is written to the cache once it decodes. When the fetch or the decoding
  /// fails, the cached copy is returned without a word (``loadVendorList(from:)`` reports it);
  /// without one, the error met, or ``GVLError/unavailable(_:)`` when there were several.
  public func load(contentsOf url: URL) async throws(GVLError) -> GlobalVendorList {
    try await loadDocument(url) { data throws(GVLError) in try load(from: data) }.get()
  }

  /// Loads a vendor list and applies the translation for `language`, looked up as
  /// `purposes-{language}.json` beside the list. `en` (the list's own language) loads none.
  public func load(
    contentsOf url: URL, language: String
  ) async throws(GVLError) -> GlobalVendorList {
    let list = try await load(contentsOf: url)
    let code = try Self.normalizedLanguage(language)
    guard code != "en" else { return list }
    let translation = try await loadTranslation(language: code, besideVendorList: url)
    return list.applying(translation)
  }

  /// Loads the translation `purposes-{language}.json` from the folder holding the vendor list.
  public func loadTranslation(
    language: String, besideVendorList url: URL
  ) async throws(GVLError) -> GVLTranslation {
    let code = try Self.normalizedLanguage(language)
    let translationURL = url.deletingLastPathComponent()
      .appendingPathComponent("purposes-\(code).json")
    return try await loadTranslation(contentsOf: translationURL, language: code)
  }

  /// Loads a translation file from a `file:` or `http(s):` URL, with the same caching.
  public func loadTranslation(
    contentsOf url: URL, language: String
  ) async throws(GVLError) -> GVLTranslation {
    let code = try Self.normalizedLanguage(language)
    return try await loadDocument(url) { data throws(GVLError) in
      try translation(from: data, language: code)
    }.get()
  }

  /// Decodes a translation from JSON.
  public func translation(from data: Data, language: String) throws(GVLError) -> GVLTranslation {
    var translation: GVLTranslation = try Self.decode(data)
    if translation.language.isEmpty {
      translation.language = try Self.normalizedLanguage(language)
    }
    return translation
  }

  /// The lowercased language code, or ``GVLError/invalidLanguage(_:)`` when it is not 2 to 8
  /// ASCII letters with an optional `-` region (so it is safe in a file name).
  package static func normalizedLanguage(_ language: String) throws(GVLError) -> String {
    let code = language.trimmingCharacters(in: .whitespaces).lowercased()
      .replacingOccurrences(of: "_", with: "-")
    let parts = code.split(separator: "-", omittingEmptySubsequences: false)
    let valid =
      (1...2).contains(parts.count)
      && parts.allSatisfy { part in
        (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isLetter }
      }
    guard valid else { throw .invalidLanguage(language) }
    return code
  }

  /// The cache file for a URL: its last path component, made safe for a file name.
  package func cacheFile(for url: URL) -> URL? {
    guard let cacheDirectory else { return nil }
    let name = url.lastPathComponent.isEmpty ? "vendor-list.json" : url.lastPathComponent
    let safe = String(
      name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "_" })
    return cacheDirectory.appendingPathComponent(safe.hasPrefix(".") ? "_" + safe : safe)
  }

  /// A document, where it came from, and the problems met; no document when none was usable.
  private struct Loaded<Document> {
    var document: Document?
    var origin: GVLOrigin
    var problems: [GVLError]

    func get() throws(GVLError) -> Document {
      if let document { return document }
      throw problems.count == 1 ? problems[0] : .unavailable(problems)
    }
  }

  private func loadDocument<Document>(
    _ url: URL, decode: (Data) throws(GVLError) -> Document
  ) async -> Loaded<Document> {
    if url.isWebAddress { return await fetchDocument(url, decode: decode) }
    switch url.scheme?.lowercased() {
    case "file":
      do throws(GVLError) {
        let data: Data
        do {
          data = try Data(contentsOf: url)
        } catch {
          throw GVLError.readFailed(url: url, reason: String(describing: error))
        }
        return Loaded(document: try decode(data), origin: .bundled, problems: [])
      } catch {
        return Loaded(document: nil, origin: .bundled, problems: [error])
      }
    default:
      return Loaded(document: nil, origin: .network, problems: [.unsupportedURL(url)])
    }
  }

  /// Fetches a document, conditionally when a cached copy decodes, and falls back to that copy.
  private func fetchDocument<Document>(
    _ url: URL, decode: (Data) throws(GVLError) -> Document
  ) async -> Loaded<Document> {
    guard let transport else {
      return Loaded(document: nil, origin: .network, problems: [.noTransport(url)])
    }
    var problems: [GVLError] = []
    let cache = cacheFile(for: url).map(GVLCache.init(file:))
    var cached: (document: Document, lastModified: String?)?
    if let cache {
      do throws(GVLError) {
        if let entry = try cache.read() {
          cached = (try decode(entry.data), entry.lastModified)
        }
      } catch {
        problems.append(.corruptCache(file: cache.file, reason: Self.reason(error)))
        do throws(GVLError) { try cache.remove() } catch { problems.append(error) }
      }
    }
    var request = GVLFetchRequest(url: url, maxResponseBytes: maxResponseBytes, timeout: timeout)
    if let lastModified = cached?.lastModified {
      request.headers["If-Modified-Since"] = lastModified
    }
    do {
      let response: GVLFetchResponse
      do {
        response = try await transport.fetch(request)
      } catch let error as GVLError {
        throw error
      } catch {
        throw GVLError.fetchFailed(url: url, reason: String(describing: error))
      }
      if response.statusCode == 304, let cached, request.headers["If-Modified-Since"] != nil {
        return Loaded(document: cached.document, origin: .notModified, problems: problems)
      }
      guard (200..<300).contains(response.statusCode) else {
        throw GVLError.httpStatus(url: url, status: response.statusCode)
      }
      guard response.body.count <= maxResponseBytes else {
        throw GVLError.tooLarge(url: url, limit: maxResponseBytes)
      }
      let document = try decode(response.body)
      if let cache {
        do throws(GVLError) {
          try cache.write(response.body, lastModified: response.headers["last-modified"])
        } catch {
          problems.append(error)
        }
      }
      return Loaded(document: document, origin: .network, problems: problems)
    } catch {
      problems.append(error as? GVLError ?? .fetchFailed(url: url, reason: "\(error)"))
    }
    return Loaded(document: cached?.document, origin: .cache, problems: problems)
  }

  /// A cache problem's reason: the decoding or read failure's message without its code.
  private static func reason(_ error: GVLError) -> String {
    switch error {
    case .corruptCache(_, let reason): return reason
    default: return error.message
    }
  }

  private static func decode<Document: GVLDocument>(_ data: Data) throws(GVLError) -> Document {
    do {
      return try JSONDecoder().decode(GVLDecoded<Document>.self, from: data).document
    } catch let DecodingError.dataCorrupted(context) {
      throw .decodingFailed(reason: Self.describe(context))
    } catch let DecodingError.keyNotFound(key, context) {
      throw .decodingFailed(reason: "missing \(key.stringValue) at \(Self.path(context))")
    } catch let DecodingError.typeMismatch(type, context) {
      throw .decodingFailed(reason: "expected \(type) at \(Self.path(context))")
    } catch let DecodingError.valueNotFound(type, context) {
      throw .decodingFailed(reason: "null \(type) at \(Self.path(context))")
    } catch {
      throw .decodingFailed(reason: String(describing: error))
    }
  }

  private static func describe(_ context: DecodingError.Context) -> String {
    let path = Self.path(context)
    return path.isEmpty ? context.debugDescription : "\(context.debugDescription) at \(path)"
  }

  private static func path(_ context: DecodingError.Context) -> String {
    context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      .joined(separator: ".")
  }
}
