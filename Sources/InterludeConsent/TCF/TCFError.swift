/// Why a TC string could not be decoded or a ``TCString`` could not be encoded.
///
/// Every malformed input ends in this error: the decoder never traps on garbage.
public struct TCFError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The stable category of the failure.
  public var kind: TCFErrorKind
  /// A human-readable explanation, in one sentence.
  public var message: String

  /// Creates an error of a kind with an explanation.
  package init(_ kind: TCFErrorKind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// `kind: message`, as the CLI prints it.
  public var description: String { "\(kind.rawValue): \(message)" }
}
