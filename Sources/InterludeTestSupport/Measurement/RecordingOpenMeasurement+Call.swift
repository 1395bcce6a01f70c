import Foundation
public import Interlude

extension RecordingOpenMeasurement {
  /// One call a ``RecordingOpenMeasurement`` or one of its sessions received.
  public enum Call: Hashable, Sendable {
    /// ``OpenMeasurement/startSession(for:)``.
    case startSession(MeasuredAd)
    /// ``OpenMeasurementSession/record(_:)`` on the session at `session`, of the ad `adId`.
    case record(session: Int, adId: String?, OpenMeasurementEvent)
    /// ``OpenMeasurementSession/finish()`` on the session at `session`.
    case finish(session: Int, adId: String?)

    /// The call as one line: `start <adId>`, `<adId> <event>` or `<adId> finish`.
    public var line: String {
      switch self {
      case .startSession(let ad): "start \(ad.ad.adId ?? "-")"
      case .record(_, let adId, let event): "\(adId ?? "-") \(Self.describe(event))"
      case .finish(_, let adId): "\(adId ?? "-") finish"
      }
    }

    private static func describe(_ event: OpenMeasurementEvent) -> String {
      switch event {
      case .loaded(let skipOffset, let position):
        "loaded skipOffset=\(skipOffset.map(format) ?? "none") \(position.rawValue)"
      case .impression: "impression"
      case .start(let duration, let volume): "start \(format(duration)) \(format(volume))"
      case .firstQuartile: "firstQuartile"
      case .midpoint: "midpoint"
      case .thirdQuartile: "thirdQuartile"
      case .complete: "complete"
      case .pause: "pause"
      case .resume: "resume"
      case .skipped: "skipped"
      case .volumeChange(let volume): "volumeChange \(format(volume))"
      case .bufferStart: "bufferStart"
      case .bufferFinish: "bufferFinish"
      case .click: "click"
      case .playerStateChange(let state): "playerStateChange \(state.rawValue)"
      case .adViewChange: "adViewChange"
      case .error(let error): "error \(error.vastCode?.rawValue ?? 0)"
      }
    }

    private static func format(_ value: Double) -> String {
      String(format: "%.3f", value)
    }
  }
}
