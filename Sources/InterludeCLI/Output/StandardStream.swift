import Foundation

/// A text stream over standard output or standard error.
struct StandardStream: TextOutputStream {
  /// The file handle written to.
  let handle: FileHandle

  /// Standard output, for results.
  static var output: StandardStream { StandardStream(handle: .standardOutput) }
  /// Standard error, for messages.
  static var error: StandardStream { StandardStream(handle: .standardError) }

  mutating func write(_ string: String) {
    handle.write(Data(string.utf8))
  }

  /// Writes UTF-8 bytes as they are, without making text of them first (the output of
  /// `decode --lines`, hundreds of megabytes for a large log).
  ///
  /// - Throws: The file handle's error when the bytes cannot be written.
  func write(utf8 bytes: UnsafeBufferPointer<UInt8>) throws {
    try handle.write(contentsOf: UnsafeRawBufferPointer(bytes))
  }
}
