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
}
