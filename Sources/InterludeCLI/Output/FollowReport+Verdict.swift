import Interlude
import InterludeInspect

extension FollowReport {
  /// The break of each hop (nil outside a VMAP break), in the order of ``hops``.
  var hopBreaks: [String?] {
    HopBreaks.labels(of: hops, breaks: breaks)
  }

  /// What the load's outputs lead with: loaded, completed with failures (each with its code,
  /// URL and break), or failed.
  var verdict: LoadVerdict {
    let labels = hopBreaks
    /// The last failed request of a break (or of the whole load, `label` nil).
    func failedURL(in label: String?) -> String? {
      hops.indices.last { index in
        guard case .failed = hops[index].outcome else { return false }
        return label == nil || labels[index] == label
      }.map { hops[$0].url }
    }
    if loadFailed {
      let failure = report.failure
      return LoadVerdict(
        outcome: .failure, headline: "failed: no ad could be loaded",
        failures: [
          LoadVerdict.Failure(
            code: failure?.code ?? 0, vastCode: nil, url: failedURL(in: nil), adBreak: nil,
            ad: nil, message: failure?.message ?? "the load failed")
        ])
    }
    guard !breaks.isEmpty else {
      let failures = loadFailures.map { Self.failure($0, adBreak: nil) }
      let ads = report.ads.count
      return LoadVerdict.counting(
        "ad", total: ads + failures.count, failed: failures.count, failures: failures,
        success: "loaded")
    }
    var failures: [LoadVerdict.Failure] = []
    for outcome in breaks {
      if let error = outcome.error {
        failures.append(
          LoadVerdict.Failure(
            code: error.code.rawValue, vastCode: error.vastCode?.rawValue,
            url: failedURL(in: outcome.label) ?? outcome.tagURL, adBreak: outcome.label, ad: nil,
            message: ErrorSentence.plain(error.message)))
      }
      failures += outcome.adFailures.map { Self.failure($0, adBreak: outcome.label) }
    }
    return LoadVerdict.counting(
      "break", total: breaks.count, failed: breaks.count(where: \.failed), failures: failures,
      success: "loaded")
  }

  /// A failed ad as a verdict's failure: the URL is the last wrapper's ad tag, when it had one.
  private static func failure(_ failure: AdLoadFailure, adBreak: String?) -> LoadVerdict.Failure {
    LoadVerdict.Failure(
      code: failure.error.code.rawValue, vastCode: failure.error.vastCode?.rawValue,
      url: failure.wrappers.last?.adTagURI, adBreak: adBreak, ad: failure.adId,
      message: ErrorSentence.plain(failure.error.message))
  }
}
