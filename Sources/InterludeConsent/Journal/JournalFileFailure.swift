/// A failed file operation of a journal: the system's description of the error.
package struct JournalFileFailure: Error, Equatable, Sendable {
  /// The description (`strerror`).
  package var message: String

  /// Wraps a description.
  package init(_ message: String) {
    self.message = message
  }
}
