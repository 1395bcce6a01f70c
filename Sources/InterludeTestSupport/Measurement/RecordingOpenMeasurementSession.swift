public import Interlude

/// A session of a ``RecordingOpenMeasurement``: hands every call to its provider.
@MainActor
public final class RecordingOpenMeasurementSession: OpenMeasurementSession {
  /// The session's position among its provider's sessions, from 0.
  public let index: Int
  private let adId: String?
  private let onCall: (RecordingOpenMeasurement.Call) -> Void

  init(index: Int, adId: String?, onCall: @escaping (RecordingOpenMeasurement.Call) -> Void) {
    self.index = index
    self.adId = adId
    self.onCall = onCall
  }

  /// Records the event.
  public func record(_ event: OpenMeasurementEvent) {
    onCall(.record(session: index, adId: adId, event))
  }

  /// Records the finish.
  public func finish() {
    onCall(.finish(session: index, adId: adId))
  }
}
