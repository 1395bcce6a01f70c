import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an HTML report (`--html FILE`) and turns a failure into one clear sentence.
enum HTMLReportFile {
  /// Writes `html` to `path` (created or replaced).
  ///
  /// - Throws: ``CLIError/unusableInput(_:)`` as `cannot write the HTML report to PATH: reason`.
  static func write(_ html: String, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw failure(path, errno) }
    defer { close(descriptor) }
    let bytes = Array(html.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { buffer in
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
        #else
        Darwin.write(descriptor, buffer.baseAddress, buffer.count)
        #endif
      }
      guard count > 0 else { throw failure(path, errno) }
      written += count
    }
  }

  private static func failure(_ path: String, _ code: Int32) -> CLIError {
    let reason = String(cString: strerror(code)).lowercased()
    return .unusableInput("cannot write the HTML report to \(path): \(reason)")
  }
}
