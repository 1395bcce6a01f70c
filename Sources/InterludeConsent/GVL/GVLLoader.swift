public import Foundation

/// Loads the Global Vendor List and its translations from a file, from `Data`, or from an
/// http(s) URL through a fetch closure, keeping the last good copy in a cache directory.
///
/// The loader does no networking of its own: give it the SDK's transport as ``Fetch``. When a
/// fetch fails (offline, timeout, bad payload), the cached copy is used, as the TCF allows
/// in-app. Never point it at `vendor-list.consensu.org` from a client: host the list yourself.
public struct GVLLoader: Sendable {
  /// Fetches the bytes at a URL.
  public typealias Fetch = @Sendable (URL) async throws -> Data

  /// The closure used for http(s) URLs; nil when only files and data can be loaded.
  public var fetch: Fetch?
  /// Where the last good copy of each fetched file is kept; nil disables caching.
  public var cacheDirectory: URL?

  /// Creates a loader.
  public init(fetch: Fetch? = nil, cacheDirectory: URL? = nil) {
    self.fetch = fetch
    self.cacheDirectory = cacheDirectory
  }

  /// Decodes a vendor list from JSON.
  public func load(from data: Data) throws(GVLError) -> GlobalVendorList {
    let list: GlobalVendorList = try Self.decode(data)
    guard list.gvlSpecificationVersion >= 3 else {
      throw .unsupportedSpecificationVersion(list.gvlSpecificationVersion)
    }
    return list
  }

  /// Loads a vendor list from a `file:` URL or, through ``fetch``, an `http(s):` URL.
  ///
  /// A fetched list is written to the cache once it decodes. When the fetch or the decoding
  /// fails, the cached copy is returned; without one, ``GVLError/fetchFailed(url:reason:)``.
  public func load(contentsOf url: URL) async throws(GVLError) -> GlobalVendorList {
    try await loadDocument(url) { data throws(GVLError) in try load(from: data) }
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
    }
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
  public static func normalizedLanguage(_ language: String) throws(GVLError) -> String {
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
  public func cacheFile(for url: URL) -> URL? {
    guard let cacheDirectory else { return nil }
    let name = url.lastPathComponent.isEmpty ? "vendor-list.json" : url.lastPathComponent
    let safe = String(
      name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "_" })
    return cacheDirectory.appendingPathComponent(safe.hasPrefix(".") ? "_" + safe : safe)
  }

  private func loadDocument<Document>(
    _ url: URL, decode: (Data) throws(GVLError) -> Document
  ) async throws(GVLError) -> Document {
    switch url.scheme?.lowercased() {
    case "file":
      let data: Data
      do {
        data = try Data(contentsOf: url)
      } catch {
        throw .readFailed(url: url, reason: String(describing: error))
      }
      return try decode(data)
    case "http", "https":
      guard let fetch else { throw .noFetcher(url) }
      let failure: GVLError
      do {
        let data = try await fetch(url)
        let document = try decode(data)
        writeCache(data, for: url)
        return document
      } catch let error as GVLError {
        failure = error
      } catch {
        failure = .fetchFailed(url: url, reason: String(describing: error))
      }
      if let cached = readCache(for: url), let document = try? decode(cached) {
        return document
      }
      switch failure {
      case .fetchFailed: throw failure
      default: throw .fetchFailed(url: url, reason: failure.description)
      }
    default:
      throw .unsupportedURL(url)
    }
  }

  private func readCache(for url: URL) -> Data? {
    guard let file = cacheFile(for: url) else { return nil }
    return try? Data(contentsOf: file)
  }

  private func writeCache(_ data: Data, for url: URL) {
    guard let cacheDirectory, let file = cacheFile(for: url) else { return }
    // A failed cache write must not fail a good load; the next load simply fetches again.
    try? FileManager.default.createDirectory(
      at: cacheDirectory, withIntermediateDirectories: true)
    try? data.write(to: file, options: .atomic)
  }

  private static func decode<Document: Decodable>(_ data: Data) throws(GVLError) -> Document {
    do {
      return try JSONDecoder().decode(Document.self, from: data)
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
