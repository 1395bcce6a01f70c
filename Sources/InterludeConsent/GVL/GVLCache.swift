import Foundation

/// The cached copy of one fetched document: the body as downloaded, and beside it the server's
/// `Last-Modified` for the next conditional request.
///
/// Writes keep the pair consistent without a lock: the old `Last-Modified` is removed first, the
/// body is replaced atomically (a temporary file renamed over it), and only then is the new
/// `Last-Modified` written, atomically too. A crash at any point leaves either no validator (the
/// next load fetches in full) or the validator of the body on disk.
struct GVLCache {
  /// A cached body and its validator.
  struct Entry {
    /// The body.
    var data: Data
    /// The server's `Last-Modified`, when it sent one.
    var lastModified: String?
  }

  /// The body's file.
  var file: URL

  /// The file holding the `Last-Modified` value.
  var validatorFile: URL { file.appendingPathExtension("last-modified") }

  /// The cached entry, nil when there is none.
  ///
  /// - Throws: ``GVLError/corruptCache(file:reason:)`` when the body exists but cannot be read.
  func read() throws(GVLError) -> Entry? {
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw .corruptCache(file: file, reason: String(describing: error))
    }
    return Entry(data: data, lastModified: readValidator())
  }

  /// The stored `Last-Modified`, when it is one plain line (anything else would be unsafe to send
  /// back as a header and is ignored, which only costs a full download).
  private func readValidator() -> String? {
    guard let data = FileManager.default.contents(atPath: validatorFile.path) else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    let valid =
      !text.isEmpty && text.count <= 64
      && text.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F }
    return valid ? text : nil
  }

  /// Replaces the entry.
  func write(_ data: Data, lastModified: String?) throws(GVLError) {
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try removeIfPresent(validatorFile)
      try data.write(to: file, options: .atomic)
      if let lastModified {
        try Data(lastModified.utf8).write(to: validatorFile, options: .atomic)
      }
    } catch {
      throw .cacheWriteFailed(file: file, reason: String(describing: error))
    }
  }

  /// Removes the entry.
  func remove() throws(GVLError) {
    do {
      try removeIfPresent(validatorFile)
      try removeIfPresent(file)
    } catch {
      throw .cacheWriteFailed(file: file, reason: String(describing: error))
    }
  }

  private func removeIfPresent(_ url: URL) throws {
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    try FileManager.default.removeItem(at: url)
  }
}
