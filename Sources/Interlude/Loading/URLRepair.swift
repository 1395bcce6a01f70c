package import Foundation
import InterludeConsent

/// Turns the text of a `VASTAdTagURI` (or any VAST URL) into a `URL`, repairing what ad servers
/// get wrong instead of rejecting it.
///
/// Trims white space, percent-encodes characters that are not allowed in a URL (spaces,
/// `${MACRO}` braces, `|`, non-ASCII) while keeping existing `%XX` escapes, and resolves a
/// relative reference against the URL of the document it came from. Only http and https come
/// out; anything else is nil.
package enum URLRepair {
  /// The repaired absolute URL, or nil when there is none to be had.
  package static func url(from text: String, relativeTo base: URL? = nil) -> URL? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return nil }
    let encoded = encodeInvalidCharacters(trimmed)
    let resolved: URL?
    if trimmed.hasPrefix("//"), let scheme = base?.scheme {
      resolved = URL(string: "\(scheme):\(encoded)")
    } else if let absolute = URL(string: encoded), absolute.scheme != nil {
      resolved = absolute
    } else if let base {
      resolved = URL(string: encoded, relativeTo: base)?.absoluteURL
    } else {
      resolved = nil
    }
    guard let resolved, resolved.isWebAddress else { return nil }
    return resolved
  }

  /// Percent-encodes every byte outside RFC 3986's allowed characters, keeping valid `%XX`.
  static func encodeInvalidCharacters(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var output = ""
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%"), index + 2 < bytes.count, isHex(bytes[index + 1]),
        isHex(bytes[index + 2])
      {
        output.unicodeScalars.append(Unicode.Scalar(byte))
      } else if allowed.contains(byte) {
        output.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        output += "%" + hexDigits[Int(byte >> 4)] + hexDigits[Int(byte & 0x0F)]
      }
      index += 1
    }
    return output
  }

  private static func isHex(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }

  /// RFC 3986 unreserved and reserved characters: everything a URL may hold unescaped.
  private static let allowed: Set<UInt8> = Set(
    Array(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=".utf8))

  private static let hexDigits = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C",
    "D", "E", "F",
  ]
}
