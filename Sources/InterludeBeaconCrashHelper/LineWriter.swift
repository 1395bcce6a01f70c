import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes lines to a file descriptor with one `write(2)` each: no buffer to lose at a kill, and
/// lines shorter than `PIPE_BUF` never interleave.
struct LineWriter: Sendable {
  /// The file descriptor (1 for standard output).
  var descriptor: Int32 = 1

  /// Writes `text` and a newline.
  func line(_ text: String) {
    let bytes = Array((text + "\n").utf8)
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(
          descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
