/// Why a fault's text could not be read; ``message`` says what is wrong and what is expected.
public struct SessionFaultError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, as a sentence naming the text.
  public let message: String

  /// Creates an error with `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
