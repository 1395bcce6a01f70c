/// What every output of a load or a session says first: whether it went through, went through
/// with failures, or failed, with each failure's code, URL and break.
///
/// A failure is never shown as success: a load in which one break of three failed is
/// `completed: 1 of 3 breaks failed` (exit status 3), not `loaded`.
struct LoadVerdict: Hashable, Sendable, Encodable {
  /// The three outcomes, each with its own exit status.
  enum Outcome: String, Hashable, Sendable, Encodable {
    /// Everything loaded (or played): exit status 0.
    case success
    /// Some breaks or ads failed, others did not: exit status 3.
    case partialFailure
    /// Nothing could be loaded or played: exit status 1.
    case failure
  }

  /// One failure: IMA's error code, the VAST code, the URL that failed and the break.
  struct Failure: Hashable, Sendable, Encodable {
    /// IMA's error code (`AdErrorCode`).
    var code: Int
    /// The VAST error code, when there is one.
    var vastCode: Int?
    /// The URL whose request or document failed, when known.
    var url: String?
    /// The VMAP break (its `breakId`, or its time offset), nil outside a VMAP.
    var adBreak: String?
    /// The ad (`<Ad id>`), when the failure is one ad's.
    var ad: String?
    /// What went wrong, in the user's words.
    var message: String

    private enum CodingKeys: String, CodingKey {
      case code, vastCode, url
      case adBreak = "break"
      case ad, message
    }

    /// Every key, null when it does not apply.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(code, forKey: .code)
      try container.encode(vastCode, forKey: .vastCode)
      try container.encode(url, forKey: .url)
      try container.encode(adBreak, forKey: .adBreak)
      try container.encode(ad, forKey: .ad)
      try container.encode(message, forKey: .message)
    }

    /// `break "midroll": error 1005 (VAST 301): no answer in time (https://…/midroll.xml)`; the
    /// URL is left out when the message names it already.
    var line: String {
      var text = adBreak.map { "break \"\($0)\": " } ?? ""
      if let ad { text += "ad \"\(ad)\": " }
      // IMA's code, then the VAST code when it differs (IMA reuses VAST's numbers for many).
      let vast = vastCode.flatMap { $0 == code ? nil : " (VAST \($0))" } ?? ""
      text += "error \(code)\(vast): " + message
      if let url, !message.contains(url) { text += " (\(url))" }
      return text
    }
  }

  /// Success, partial failure or failure.
  var outcome: Outcome
  /// The one line every output leads with: `loaded: 3 breaks`, `completed: 2 of 3 breaks
  /// failed`, `failed: no ad could be loaded`.
  var headline: String
  /// Every failure, in order.
  var failures: [Failure]

  /// The exit status of the outcome: 0, 3 or 1.
  var exitCode: ExitCode {
    switch outcome {
    case .success: .success
    case .partialFailure: .partialFailure
    case .failure: .invalidDocument
    }
  }

  /// The verdict of `total` units (`break`, `ad`) of which the ones named in `failed` failed,
  /// with `failures` listing why; `success` names what went well (`loaded`, `session
  /// complete`).
  static func counting(
    _ unit: String, total: Int, failed: Int, failures: [Failure], success: String
  ) -> LoadVerdict {
    let units = { (count: Int) in "\(count) \(unit)\(count == 1 ? "" : "s")" }
    if failed == 0, failures.isEmpty {
      return LoadVerdict(outcome: .success, headline: "\(success): \(units(total))", failures: [])
    }
    if failed >= total {
      return LoadVerdict(
        outcome: .failure, headline: "failed: \(total == 1 ? "the" : "all") \(units(total)) failed",
        failures: failures)
    }
    let errors = "\(failures.count) error\(failures.count == 1 ? "" : "s")"
    let headline =
      failed == 0
      ? "completed with \(errors): \(units(total))"
      : "completed: \(failed) of \(units(total)) failed"
    return LoadVerdict(outcome: .partialFailure, headline: headline, failures: failures)
  }

  /// The headline, then each failure indented on its own line; in the error colour when
  /// `colours` is true and something failed.
  func text(colours: Bool) -> String {
    var text = headline + "\n"
    for failure in failures { text += "  \(failure.line)\n" }
    guard colours, outcome != .success else { return text }
    return TerminalColour.error(text)
  }
}
