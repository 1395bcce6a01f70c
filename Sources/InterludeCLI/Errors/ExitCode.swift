/// The status `interlude` exits with.
///
/// The values are a contract for scripts: 0 when all is well, 1 when the document is invalid or
/// nothing could be loaded (a total failure), 2 when there was nothing usable to look at (or the
/// command line was wrong), 3 when a load or session went through with failures (a partial
/// failure: some breaks or ads failed, others loaded).
struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The number the process exits with.
  let rawValue: Int32

  /// Creates an exit code from its number.
  init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// The command did what was asked and the document is acceptable.
  static let success = ExitCode(rawValue: 0)
  /// The document was rejected, or `lint` found errors.
  static let invalidDocument = ExitCode(rawValue: 1)
  /// The input could not be used: a missing or unreadable file, a failed fetch, bad arguments.
  static let unusableInput = ExitCode(rawValue: 2)
  /// Part of a load or session failed: some breaks or ads failed while others loaded.
  static let partialFailure = ExitCode(rawValue: 3)

  /// Whether this is ``success``.
  var isSuccess: Bool { self == .success }

  var description: String { String(rawValue) }
}
