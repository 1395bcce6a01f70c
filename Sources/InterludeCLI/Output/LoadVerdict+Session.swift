import Foundation
import Interlude
import InterludeSimulation

extension LoadVerdict {
  /// The verdict of a simulated session: `session complete: 3 breaks`, `completed: 2 of 3
  /// breaks failed` (each failure with its code, URL and break), `failed: no ad could be
  /// loaded`, or `session did NOT complete`.
  ///
  /// The failures are the breaks and ads that could not be loaded, then the errors of the
  /// timeline they do not account for (an ad that failed to play).
  init(session result: SessionSimulator.Result) {
    let outcomes = result.adBreaks.map { scheduled in
      var outcome = BreakOutcome(
        label: BreakOutcome.label(scheduled.adBreak, offset: scheduled.timeOffset),
        tagURL: BreakOutcome.tagURL(scheduled.adBreak), error: nil, adFailures: [], adCount: 0)
      switch scheduled.state {
      case .failed(let error): outcome.error = error
      case .loaded(let resolution):
        outcome.adFailures = resolution.failures
        outcome.adCount = resolution.pod.count + resolution.buffet.count
      case .pending, .loading, .empty: break
      }
      return outcome
    }
    let labels = HopBreaks.labels(of: result.hops, breaks: outcomes)
    func failedURL(in label: String?) -> String? {
      result.hops.indices.last { index in
        guard case .failed = result.hops[index].outcome else { return false }
        return label == nil || labels[index] == label
      }.map { result.hops[$0].url }
    }
    if let error = result.loadError {
      self.init(
        outcome: .failure, headline: "failed: no ad could be loaded",
        failures: [
          Failure(
            code: error.code.rawValue, vastCode: error.vastCode?.rawValue, url: failedURL(in: nil),
            adBreak: nil, ad: nil, message: ErrorSentence.plain(error.message))
        ])
      return
    }
    let isVMAP = outcomes.contains { $0.tagURL != nil } || outcomes.count > 1
    var failures: [Failure] = []
    for outcome in outcomes {
      let label = isVMAP ? outcome.label : nil
      if let error = outcome.error {
        failures.append(
          Failure(
            code: error.code.rawValue, vastCode: error.vastCode?.rawValue,
            url: failedURL(in: outcome.label) ?? outcome.tagURL, adBreak: label, ad: nil,
            message: ErrorSentence.plain(error.message)))
      }
      for failure in outcome.adFailures {
        failures.append(
          Failure(
            code: failure.error.code.rawValue, vastCode: failure.error.vastCode?.rawValue,
            url: failure.wrappers.last?.adTagURI, adBreak: label, ad: failure.adId,
            message: ErrorSentence.plain(failure.error.message)))
      }
    }
    // Errors of the timeline that no load failure accounts for: an ad that failed to play.
    for entry in result.entries where entry.kind == .error {
      let code = Int(entry.detail.prefix { $0.isNumber }) ?? 0
      let accounted = failures.contains { failure in
        failure.code == code
          && (entry.adBreak == nil || failure.adBreak == nil || failure.adBreak == entry.adBreak)
      }
      guard !accounted else { continue }
      let message = entry.detail.firstIndex(of: ":").map {
        String(entry.detail[entry.detail.index(after: $0)...]).trimmingCharacters(in: .whitespaces)
      }
      let vastCode = entry.detail.range(of: " VAST ").map {
        Int(entry.detail[$0.upperBound...].prefix { $0.isNumber })
      }
      failures.append(
        Failure(
          code: code, vastCode: vastCode ?? nil, url: nil, adBreak: entry.adBreak, ad: entry.ad,
          message: ErrorSentence.plain(message ?? entry.detail)))
    }
    let failedBreaks = outcomes.count(where: \.failed)
    var verdict: LoadVerdict
    if isVMAP {
      verdict = .counting(
        "break", total: outcomes.count, failed: failedBreaks, failures: failures,
        success: "session complete")
    } else {
      let ads = outcomes.reduce(0) { $0 + $1.adCount }
      verdict = .counting(
        "ad", total: ads + outcomes.reduce(0) { $0 + $1.adFailures.count },
        failed: outcomes.reduce(0) { $0 + $1.adFailures.count }, failures: failures,
        success: "session complete")
    }
    if !result.completed {
      verdict.outcome = .failure
      verdict.headline =
        "session did NOT complete"
        + (verdict.failures.isEmpty ? "" : " (\(verdict.headline))")
    }
    self = verdict
  }
}
