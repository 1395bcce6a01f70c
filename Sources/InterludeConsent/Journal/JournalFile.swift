package import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX file work the append-only journals share (the beacon queue's and the consent
/// receipts'): the lock that keeps a second owner out, the read at start-up, appends that are
/// one `write(2)`, syncs, and the folder sync that makes a created or renamed file durable.
///
/// Every function reports a failure as a description (`strerror`), never by trapping.
package enum JournalFile {
  /// What opening a journal found: its lock, held, and its whole contents.
  package struct Opened: Sendable {
    /// The descriptor of `<journal>.lock`, locked with `flock(LOCK_EX)`; close it to unlock.
    package var lockDescriptor: Int32
    /// The journal's bytes (empty when the file does not exist yet).
    package var contents: Data
  }

  /// Why ``open(_:)`` failed.
  package enum OpenFailure: Error, Equatable, Sendable {
    /// Another owner, in this process or another, holds the lock.
    case locked
    /// The folder, the lock or the file could not be used; the description says why.
    case unavailable(String)
  }

  /// Creates the folder of `url`, takes `<journal>.lock` (`flock`, released by the kernel when
  /// the process dies), deletes a `<journal>.compact` left by a rewrite cut short (the journal
  /// itself is whole then) and reads the journal.
  package static func open(_ url: URL) -> Result<Opened, OpenFailure> {
    let path = url.path
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      return .failure(.unavailable("cannot create its folder: \(error.localizedDescription)"))
    }
    let lockDescriptor = systemOpen(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard lockDescriptor >= 0 else { return .failure(.unavailable("lock file: \(lastError())")) }
    guard takeLock(lockDescriptor) else {
      let failure = errno
      close(lockDescriptor)
      if failure == EWOULDBLOCK { return .failure(.locked) }
      return .failure(.unavailable("lock: \(String(cString: strerror(failure)))"))
    }
    _ = unlink(path + ".compact")
    guard FileManager.default.fileExists(atPath: path) else {
      return .success(Opened(lockDescriptor: lockDescriptor, contents: Data()))
    }
    guard let contents = FileManager.default.contents(atPath: path) else {
      close(lockDescriptor)
      return .failure(.unavailable("cannot read it"))
    }
    return .success(Opened(lockDescriptor: lockDescriptor, contents: contents))
  }

  /// Takes the exclusive lock, waiting up to 200 ms while it is held. A lock released by a
  /// journal just closed can still be held for an instant by a child process that another
  /// thread forked before the close (a descriptor marked close-on-exec is shared until the
  /// child calls exec); a journal open in another process or log stays locked past the wait.
  /// False with `errno` set when the lock cannot be taken.
  private static func takeLock(_ descriptor: Int32) -> Bool {
    for attempt in 0...20 {
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
      guard errno == EWOULDBLOCK, attempt < 20 else { return false }
      usleep(10_000)
    }
    return false
  }

  /// Opens `path` for appending (created with mode 0600 when missing); the descriptor, or a
  /// description of the failure.
  package static func openForAppending(_ path: String) -> Result<Int32, JournalFileFailure> {
    let descriptor = systemOpen(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return .failure(JournalFileFailure(lastError())) }
    return .success(descriptor)
  }

  /// Creates (or empties) `path` for a rewrite, appending; the descriptor, or the failure.
  package static func create(_ path: String) -> Result<Int32, JournalFileFailure> {
    let descriptor = systemOpen(
      path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return .failure(JournalFileFailure(lastError())) }
    return .success(descriptor)
  }

  /// Writes all of `bytes`, retrying short writes and interruptions; a description of the
  /// failure, or nil.
  package static func writeAll(_ descriptor: Int32, _ bytes: Data) -> String? {
    bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> String? in
      guard var pointer = buffer.baseAddress else { return nil }
      var remaining = buffer.count
      while remaining > 0 {
        let written = write(descriptor, pointer, remaining)
        if written < 0 {
          if errno == EINTR { continue }
          return lastError()
        }
        remaining -= written
        pointer += written
      }
      return nil
    }
  }

  /// Cuts the file at `length` bytes; a description of the failure, or nil.
  package static func truncate(_ descriptor: Int32, to length: Int) -> String? {
    ftruncate(descriptor, off_t(length)) == 0 ? nil : lastError()
  }

  /// Syncs the file to disk; a description of the failure, or nil.
  @discardableResult
  package static func sync(_ descriptor: Int32) -> String? {
    fsync(descriptor) == 0 ? nil : lastError()
  }

  /// Renames `source` over `destination` (atomic on one file system); the failure, or nil.
  package static func rename(_ source: String, over destination: String) -> String? {
    #if canImport(Glibc)
    let result = Glibc.rename(source, destination)
    #elseif canImport(Musl)
    let result = Musl.rename(source, destination)
    #else
    let result = Darwin.rename(source, destination)
    #endif
    return result == 0 ? nil : lastError()
  }

  /// Deletes `path`, if it exists.
  package static func remove(_ path: String) {
    _ = unlink(path)
  }

  /// Syncs the folder holding `url`, so a created or renamed entry survives a power loss.
  package static func syncFolder(of url: URL) {
    let folder = systemOpen(url.deletingLastPathComponent().path, O_RDONLY | O_CLOEXEC, 0)
    guard folder >= 0 else { return }
    _ = fsync(folder)
    close(folder)
  }

  /// `close(2)`.
  package static func close(_ descriptor: Int32) {
    #if canImport(Glibc)
    _ = Glibc.close(descriptor)
    #elseif canImport(Musl)
    _ = Musl.close(descriptor)
    #else
    _ = Darwin.close(descriptor)
    #endif
  }

  /// The description of the last system error (`strerror(errno)`).
  package static func lastError() -> String {
    String(cString: strerror(errno))
  }

  /// `open(2)`, named apart from ``open(_:)``.
  private static func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    #if canImport(Glibc)
    Glibc.open(path, flags, mode)
    #elseif canImport(Musl)
    Musl.open(path, flags, mode)
    #else
    Darwin.open(path, flags, mode)
    #endif
  }
}
