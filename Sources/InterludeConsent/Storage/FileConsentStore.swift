public import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A ``ConsentStore`` persisted as one JSON object in a file: for Linux and for apps that keep
/// consent outside `UserDefaults`.
///
/// Every save writes the whole object to a temporary file in the same folder and renames it
/// over the real one, so a crash mid-save leaves either the old or the new contents, never a
/// mix. Integers are JSON numbers and strings JSON strings, so the types survive a round trip.
/// Temporary files a crash left behind are removed when the store opens.
public final class FileConsentStore: ConsentStore, Sendable {
  /// The JSON file.
  public let fileURL: URL
  private let values: Locked<[String: ConsentValue]>
  private let broadcaster = ConsentChangeBroadcaster()

  /// Opens the store at `fileURL`, creating its folder on the first save.
  ///
  /// A missing file is an empty store. A file that is not a JSON object of integers and
  /// strings is treated as empty too (no consent), and is replaced by the next save.
  public init(fileURL: URL) {
    self.fileURL = fileURL
    self.values = Locked(Self.read(fileURL))
    Self.removeLeftoverTemporaryFiles(for: fileURL)
  }

  /// The prefix of the temporary files a save writes beside the real file.
  package var temporaryFilePrefix: String {
    Self.temporaryPrefix(for: fileURL)
  }

  /// The value stored under a key, or nil.
  public func value(forKey key: String) -> ConsentValue? {
    values.withLock { $0[key] }
  }

  /// Every key currently stored.
  public func keys() -> Set<String> {
    values.withLock { Set($0.keys) }
  }

  /// Writes the updated object atomically, then posts one change. On failure nothing changes.
  public func save(_ batch: ConsentStoreBatch) throws(ConsentStoreError) {
    guard !batch.isEmpty else { return }
    try values.withLock { (values) throws(ConsentStoreError) in
      let updated = batch.applied(to: values)
      try write(updated)
      values = updated
    }
    broadcaster.send(ConsentStoreChange(keys: batch.keys))
  }

  /// A stream of changes, one per later save.
  public func changes() -> AsyncStream<ConsentStoreChange> {
    broadcaster.stream()
  }

  private func write(_ values: [String: ConsentValue]) throws(ConsentStoreError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    let data: Data
    do {
      data = try encoder.encode(values)
    } catch {
      throw .encodingFailed(reason: String(describing: error))
    }
    let folder = fileURL.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      "\(temporaryFilePrefix)\(UUID().uuidString).tmp")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try data.write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw .writeFailed(path: fileURL.path, reason: String(describing: error))
    }
    // rename(2) replaces the destination atomically within one file system.
    guard rename(temporary.path, fileURL.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw .writeFailed(path: fileURL.path, reason: reason)
    }
  }

  private static func temporaryPrefix(for fileURL: URL) -> String {
    ".\(fileURL.lastPathComponent)."
  }

  private static func read(_ fileURL: URL) -> [String: ConsentValue] {
    guard let data = try? Data(contentsOf: fileURL),
      let values = try? JSONDecoder().decode([String: ConsentValue].self, from: data)
    else { return [:] }
    return values
  }

  private static func removeLeftoverTemporaryFiles(for fileURL: URL) {
    let folder = fileURL.deletingLastPathComponent()
    let prefix = temporaryPrefix(for: fileURL)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return
    }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }
}
