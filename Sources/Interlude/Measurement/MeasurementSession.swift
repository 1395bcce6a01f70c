import Foundation

/// The one place that turns an ad's playback into Open Measurement calls: ``AdPlayback`` hands
/// it every event it emits and its outcome, and this maps them to the session of the app's
/// ``OpenMeasurement`` provider, or, without one, fires the ad's `verificationNotExecuted`
/// tracking.
///
/// Nothing reaches the session before ``begin(_:tracker:)`` or after the outcome.
@MainActor
final class MeasurementSession {
  private let provider: (any OpenMeasurement)?
  private var session: (any OpenMeasurementSession)?

  /// Creates the adapter of one ad; nil `provider` measures nothing.
  init(provider: (any OpenMeasurement)?) {
    self.provider = provider
  }

  /// The ad is about to load its media: starts the provider's session with the verifications
  /// the OM SDK can run (``runsInOpenMeasurement(_:)``), and fires the `verificationNotExecuted`
  /// of the others with reason 2 (not supported): every verification when no provider is
  /// attached.
  func begin(_ ad: MeasuredAd, tracker: AdTracker) {
    guard let provider else {
      tracker.fireVerificationNotExecuted(reason: .notSupported) { _ in true }
      return
    }
    tracker.fireVerificationNotExecuted(reason: .notSupported) {
      !Self.runsInOpenMeasurement($0)
    }
    var measured = ad
    measured.verifications = ad.verifications.filter(Self.runsInOpenMeasurement)
    session = provider.startSession(for: measured)
  }

  /// Whether the OM SDK can run `verification`: it has a `<JavaScriptResource>` whose
  /// `apiFramework` is `omid` (the OM SDK runs no executable resource and no other framework).
  static func runsInOpenMeasurement(_ verification: AdVerification) -> Bool {
    verification.javaScriptResources.contains {
      $0.apiFramework?.trimmingCharacters(in: .whitespaces).lowercased() == "omid"
    }
  }

  /// Maps an event of the playback to the session; `playback` gives the values OM wants
  /// (volume, duration, skip offset, position).
  func observe(_ event: AdEvent, of playback: AdPlayback) {
    guard let mapped = Self.measurementEvent(of: event, playback: playback) else { return }
    session?.record(mapped)
  }

  /// Playback has data again after a stall.
  func bufferFinished() {
    session?.record(.bufferFinish)
  }

  /// The app reported a change of the player or its view.
  func record(_ event: OpenMeasurementEvent) {
    session?.record(event)
  }

  /// The playback ended: an error is logged first, then the session finishes; nothing follows.
  func end(_ outcome: AdPlayback.Outcome) {
    guard let session else { return }
    self.session = nil
    if case .failed(let error) = outcome { session.record(.error(error)) }
    session.finish()
  }

  private static func measurementEvent(
    of event: AdEvent, playback: AdPlayback
  ) -> OpenMeasurementEvent? {
    switch event.type {
    case .loaded:
      .loaded(
        skipOffset: playback.skipOffset,
        position: OpenMeasurementEvent.Position(timeOffset: playback.podInfo.timeOffset))
    case .impression: .impression
    case .started: .start(duration: playback.duration, volume: playback.volume)
    case .firstQuartile: .firstQuartile
    case .midpoint: .midpoint
    case .thirdQuartile: .thirdQuartile
    case .complete: .complete
    case .pause: .pause
    case .resume: .resume
    case .skipped: .skipped
    case .volumeChanged, .volumeMuted: .volumeChange(playback.volume)
    case .adBuffering: .bufferStart
    case .clicked: .click
    default: nil
    }
  }
}
