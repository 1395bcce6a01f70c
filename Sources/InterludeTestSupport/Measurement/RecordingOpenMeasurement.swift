public import Interlude

/// An ``OpenMeasurement`` provider that records every call of every session, in order, and
/// measures nothing: the sessions a test asserts on.
@MainActor
public final class RecordingOpenMeasurement: OpenMeasurement {
  /// Every call so far, across sessions, in call order.
  public private(set) var calls: [Call] = []
  /// The ads the sessions were started for, in order (a session's index is its position here).
  public var ads: [MeasuredAd] {
    calls.compactMap {
      if case .startSession(let ad) = $0 { ad } else { nil }
    }
  }

  /// Creates a recorder with no session.
  public init() {}

  /// Records the start and returns a session that records into this provider.
  public func startSession(for ad: MeasuredAd) -> any OpenMeasurementSession {
    let index = ads.count
    calls.append(.startSession(ad))
    return RecordingOpenMeasurementSession(index: index, adId: ad.ad.adId) { [weak self] call in
      self?.calls.append(call)
    }
  }

  /// The calls as lines, one per call: `start <adId>`, `<adId> <event>`, `<adId> finish`;
  /// numbers are written with three decimals.
  public var lines: [String] {
    calls.map(\.line)
  }
}
