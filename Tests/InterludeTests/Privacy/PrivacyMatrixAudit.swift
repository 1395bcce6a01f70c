import Foundation

/// Checks every outbound URL of a matrix cell's session against its expectation, and sums up
/// what was sent for the printed matrix.
///
/// For each URL: the identifier appears in it exactly when the cell allows sending it (in any
/// case, with or without hyphens); on the ad-tag URLs every privacy parameter has the expected
/// value, or is absent, and none is repeated; every other URL carries the probe query and each
/// macro in it has the expected value.
struct PrivacyMatrixAudit {
  /// One line of the printed matrix: what the ad request carried, and what the session sent.
  struct Row: Sendable {
    /// The cell.
    var cell: PrivacyMatrixCell
    /// The expected ad-serving mode.
    var mode: PrivacyMatrixExpectation.Mode
    /// `npa`, `ltd`, `rdp`, `is_lat` on the ad request (`-` when absent).
    var npa, ltd, rdp, isLat: String
    /// Whether the identifier appeared in any URL of the session.
    var identifierSent: Bool
    /// Whether the ad request carried `gdpr_consent`.
    var gdprConsentSent: Bool
    /// How many URLs were checked.
    var urlCount: Int
  }

  /// One mismatch.
  struct Finding: Sendable, CustomStringConvertible {
    /// What was checked.
    enum Kind: Sendable {
      /// The identifier's presence.
      case identifier
      /// A privacy parameter of an ad-tag URL.
      case adTagParameter
      /// A macro of a probe query.
      case macro
      /// The order of the requests.
      case order
    }

    /// What was checked.
    var kind: Kind
    /// The URL.
    var url: URL
    /// What was wrong.
    var message: String

    /// `message in url`.
    var description: String { "\(message) in \(url)" }
  }

  /// What did not match, one per parameter or macro and URL.
  private(set) var findings: [Finding] = []
  /// The summary of the session.
  private(set) var row: Row

  /// Audits `urls`, the session of `cell`; `isAdTag` tells the URLs whose privacy parameters
  /// `AdTagParameters` must have written.
  init(
    _ cell: PrivacyMatrixCell, expectation: PrivacyMatrixExpectation, urls: [URL],
    isAdTag: (URL) -> Bool
  ) {
    row = Row(
      cell: cell, mode: expectation.mode, npa: "?", ltd: "?", rdp: "?", isLat: "?",
      identifierSent: false, gdprConsentSent: false, urlCount: urls.count)
    let identifier = PrivacyMatrixExpectation.identifier.uppercased()
    let compact = identifier.replacingOccurrences(of: "-", with: "")
    for (index, url) in urls.enumerated() {
      let text = url.absoluteString.uppercased()
      let query = Self.query(of: url)
      let hasIdentifier =
        text.contains(identifier) || text.contains(compact)
        || text.contains(PrivacyMatrixExpectation.ppid.uppercased())
      row.identifierSent = row.identifierSent || hasIdentifier
      if hasIdentifier != expectation.identifierSent {
        findings.append(
          Finding(
            kind: .identifier, url: url, message: "identifier \(hasIdentifier ? "sent" : "missing")"
          ))
      }
      if isAdTag(url) {
        checkAdTag(query, url: url, expectation: expectation)
        if index == 0 { summarize(query) }
      } else {
        checkMacros(query, url: url, expectation: expectation)
      }
    }
    if let first = urls.first, !isAdTag(first) {
      findings.append(
        Finding(kind: .order, url: first, message: "the first request is not the ad tag"))
    }
  }

  private mutating func summarize(_ query: [String: [String]]) {
    func flag(_ name: String) -> String { query[name]?.first ?? "-" }
    row.npa = flag("npa")
    row.ltd = flag("ltd")
    row.rdp = flag("rdp")
    row.isLat = flag("is_lat")
    row.gdprConsentSent = query["gdpr_consent"] != nil
  }

  private mutating func checkAdTag(
    _ query: [String: [String]], url: URL, expectation: PrivacyMatrixExpectation
  ) {
    for name in PrivacyMatrixExpectation.adTagParameterNames {
      let expected = expectation.adTagParameters[name] ?? nil
      let actual = query[name] ?? []
      if actual.count > 1 {
        findings.append(
          Finding(kind: .adTagParameter, url: url, message: "\(name) repeated (\(actual))"))
      } else if actual.first != expected {
        findings.append(
          Finding(
            kind: .adTagParameter, url: url,
            message: "\(name)=\(actual.first ?? "(absent)"), expected \(expected ?? "(absent)")"))
      }
    }
  }

  private mutating func checkMacros(
    _ query: [String: [String]], url: URL, expectation: PrivacyMatrixExpectation
  ) {
    for (parameter, macro) in PrivacyMatrixDocuments.probes {
      guard let actual = query[parameter]?.first else {
        findings.append(Finding(kind: .macro, url: url, message: "no \(parameter) ([\(macro)])"))
        continue
      }
      if macro == "REGULATIONS" {
        let listed = actual == "-1" ? [] : Set(actual.split(separator: ",").map(String.init))
        if listed != expectation.regulations {
          findings.append(
            Finding(
              kind: .macro, url: url,
              message: "[REGULATIONS]=\(actual), expected \(expectation.regulations.sorted())"))
        }
      } else if actual != expectation.macros[macro] {
        findings.append(
          Finding(
            kind: .macro, url: url,
            message: "[\(macro)]=\(actual), expected \(expectation.macros[macro] ?? "?")"))
      }
    }
  }

  /// The decoded query items by name, every value kept.
  private static func query(of url: URL) -> [String: [String]] {
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    return Dictionary(grouping: items, by: \.name).mapValues { $0.map { $0.value ?? "" } }
  }
}
