import Foundation

/// A media player's error as plain values: an `NSError`'s domain, code and message. What
/// ``VideoDisplayError/init(playerError:)`` looks up in the table of player errors.
package struct PlayerError: Hashable, Sendable {
  /// The error domain (`NSURLErrorDomain`, `AVFoundationErrorDomain`, `CoreMediaErrorDomain`…).
  package var domain: String
  /// The code within the domain.
  package var code: Int
  /// The error's localized description.
  package var message: String

  /// Creates an error from its domain, code and message.
  package init(domain: String, code: Int, message: String) {
    self.domain = domain
    self.code = code
    self.message = message
  }

  /// The domain, code and message of `error` (any error bridges to an `NSError`).
  package init(_ error: any Error) {
    let nsError = error as NSError
    self.init(domain: nsError.domain, code: nsError.code, message: nsError.localizedDescription)
  }

  /// The error `error` wraps (its `NSUnderlyingErrorKey`), if any: AVFoundation often wraps
  /// the network or CoreMedia failure that explains its own.
  package static func underlying(of error: any Error) -> PlayerError? {
    ((error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error).map(PlayerError.init)
  }

  /// `domain code: message`, the detail a ``VideoDisplayError`` carries.
  package var detail: String { "\(domain) \(code): \(message)" }
}
