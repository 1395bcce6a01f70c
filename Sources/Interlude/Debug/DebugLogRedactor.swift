import Foundation
import InterludeConsent

/// Replaces identifiers with `<redacted>` in debug lines, by value: the advertising identifier
/// of the loader's privacy signals, ``Settings/ppid`` and ``Settings/sessionID``, wherever they
/// appear and whatever the parameter is called; and by name: the value of every parameter of
/// ``identifierParameters`` (Google Ad Manager's secure signals, `ssj`), which is then redacted
/// by value too.
///
/// Each value is matched raw and in its percent-encoded forms (RFC 3986 unreserved, as macros
/// and ad-tag parameters encode; URL-query encoding; `+` for spaces; encoded twice, as in a URL
/// nested in another's query), ignoring case. The privacy signals are read afresh for every
/// line, and every identifier seen stays redacted for the log's lifetime, so a beacon retried
/// after the user withdrew tracking does not print the identifier it carries.
final class DebugLogRedactor: Sendable {
  /// What replaces an identifier.
  static let placeholder = "<redacted>"
  /// The most identifiers remembered (the oldest is forgotten first).
  static let memory = 32

  private let fixed: [String]
  private let privacy: @Sendable () -> PrivacySignals
  /// The identifiers met so far, oldest first.
  private let seen = Locked<[String]>([])

  /// Creates a redactor for the identifiers of `settings` and of the signals `privacy` gives.
  init(settings: Settings, privacy: @escaping @Sendable () -> PrivacySignals) {
    fixed = [settings.ppid, settings.sessionID].compactMap { $0 }.filter { !$0.isEmpty }
    self.privacy = privacy
  }

  /// `line` with every form of every identifier replaced by ``placeholder``.
  func redact(_ line: String) -> String {
    // A marker first, so that a short value cannot match inside a placeholder already written.
    let marker = "\u{0}"
    let (named, found) = Self.replacingIdentifierParameters(in: line, with: marker)
    let current = privacy().advertisingIdentifier
    let values = seen.withLock { seen in
      for value in [current].compactMap({ $0 }) + found where !value.isEmpty {
        guard !seen.contains(value) else { continue }
        seen.append(value)
        if seen.count > Self.memory { seen.removeFirst() }
      }
      return seen
    }
    let forms = Set((fixed + values).flatMap(Self.forms(of:))).sorted { $0.count > $1.count }
    guard !forms.isEmpty || named != line else { return line }
    var text = named
    for form in forms {
      text = text.replacingOccurrences(of: form, with: marker, options: .caseInsensitive)
    }
    return text.replacingOccurrences(of: marker, with: Self.placeholder)
  }

  /// `value` raw and percent-encoded as a URL may carry it.
  static func forms(of value: String) -> Set<String> {
    var forms: Set<String> = [value]
    if let encoded = value.addingPercentEncoding(withAllowedCharacters: unreserved) {
      forms.insert(encoded)
      forms.insert(encoded.replacingOccurrences(of: "%20", with: "+"))
      if let twice = encoded.addingPercentEncoding(withAllowedCharacters: unreserved) {
        forms.insert(twice)
      }
    }
    if let query = value.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) {
      forms.insert(query)
    }
    forms.remove("")
    return forms
  }

  /// RFC 3986 unreserved characters: what ``MacroWriter`` leaves bare.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
