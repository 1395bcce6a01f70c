import InterludeConsent
import Testing

@MainActor
@Suite("ATT then CMP")
struct ConsentSequencerTests {
  /// Records what the sequencer asked of the consent engine, in one shared log with ATT.
  @MainActor
  final class Recorder {
    var steps: [String] = []
  }

  @MainActor
  final class FakeTracking: TrackingAuthorization {
    var status: TrackingAuthorizationStatus
    var isAppActive: Bool
    let answer: TrackingAuthorizationStatus
    let recorder: Recorder
    var promptShowing = false

    init(
      status: TrackingAuthorizationStatus, answer: TrackingAuthorizationStatus, active: Bool,
      recorder: Recorder
    ) {
      self.status = status
      self.answer = answer
      self.isAppActive = active
      self.recorder = recorder
    }

    func waitUntilActive() async {
      recorder.steps.append("app became active")
      isAppActive = true
    }

    func requestAuthorization() async -> TrackingAuthorizationStatus {
      #expect(isAppActive, "the ATT prompt is only requested while the app is active")
      promptShowing = true
      recorder.steps.append("ATT prompt")
      await Task.yield()
      promptShowing = false
      status = answer
      return answer
    }
  }

  @MainActor
  final class FakeConsent: ConsentFlow {
    let recorder: Recorder
    weak var tracking: FakeTracking?
    var trackingStatus: TrackingAuthorizationStatus?

    init(recorder: Recorder) { self.recorder = recorder }

    func setTrackingAuthorizationStatus(_ status: TrackingAuthorizationStatus) {
      trackingStatus = status
    }

    func rejectTrackingPurposes() { recorder.steps.append("reject tracking purposes") }

    func checkAndOpen() async {
      #expect(tracking?.promptShowing != true, "the CMP never opens while the ATT prompt is up")
      recorder.steps.append("CMP")
      await Task.yield()
    }

    func forceOpen() async { recorder.steps.append("CMP reopened") }
  }

  private func run(
    _ status: TrackingAuthorizationStatus, answer: TrackingAuthorizationStatus = .authorized,
    active: Bool = true
  ) async -> (Recorder, ConsentSequencer, FakeConsent) {
    let recorder = Recorder()
    let consent = FakeConsent(recorder: recorder)
    let tracking =
      status == .unavailable
      ? nil : FakeTracking(status: status, answer: answer, active: active, recorder: recorder)
    consent.tracking = tracking
    let sequencer = ConsentSequencer(tracking: tracking, consent: consent)
    sequencer.register("analytics") { recorder.steps.append("analytics started") }
    sequencer.register("ads") { recorder.steps.append("ads started") }
    await sequencer.run()
    return (recorder, sequencer, consent)
  }

  @Test("notDetermined: ATT prompt (once active), then the CMP, then the trackers")
  func notDetermined() async {
    let (recorder, sequencer, consent) = await run(
      .notDetermined, answer: .authorized, active: false)
    #expect(
      recorder.steps == [
        "app became active", "ATT prompt", "CMP", "analytics started", "ads started",
      ])
    #expect(consent.trackingStatus == .authorized)
    #expect(sequencer.isResolved)
    #expect(sequencer.log.first == .foundStatus(.notDetermined))
  }

  @Test("notDetermined answered with denial: tracking purposes rejected before the CMP")
  func notDeterminedDenied() async {
    let (recorder, _, consent) = await run(.notDetermined, answer: .denied)
    #expect(
      recorder.steps == [
        "ATT prompt", "reject tracking purposes", "CMP", "analytics started", "ads started",
      ])
    #expect(consent.trackingStatus == .denied)
  }

  @Test("authorized: straight to the CMP; no prompt")
  func authorized() async {
    let (recorder, _, _) = await run(.authorized)
    #expect(recorder.steps == ["CMP", "analytics started", "ads started"])
  }

  @Test(
    "denied and restricted: reject the tracking purposes, then the CMP; never prompt",
    arguments: [TrackingAuthorizationStatus.denied, .restricted])
  func deniedOrRestricted(status: TrackingAuthorizationStatus) async {
    let (recorder, sequencer, _) = await run(status)
    #expect(
      recorder.steps == ["reject tracking purposes", "CMP", "analytics started", "ads started"])
    #expect(!sequencer.log.contains(.requestedTracking))
  }

  @Test("unavailable: the CMP only, and nothing starts before it resolves")
  func unavailable() async {
    let (recorder, _, consent) = await run(.unavailable)
    #expect(recorder.steps == ["CMP", "analytics started", "ads started"])
    #expect(consent.trackingStatus == .unavailable)
  }

  @Test("A tracker registered after resolution starts at once; the user can reopen the CMP")
  func lateTrackerAndReopen() async {
    let (recorder, sequencer, _) = await run(.authorized)
    sequencer.register("late") { recorder.steps.append("late started") }
    await sequencer.reopenConsent()
    #expect(Array(recorder.steps.suffix(2)) == ["late started", "CMP reopened"])
    #expect(sequencer.log.suffix(2) == [.startedTracker("late"), .reopenedConsent])
  }

  @Test("Trackers wait while the sequence runs")
  func trackersWait() async {
    let recorder = Recorder()
    let consent = FakeConsent(recorder: recorder)
    let sequencer = ConsentSequencer(tracking: nil, consent: consent)
    var started = false
    sequencer.register("ads") { started = true }
    #expect(!started)
    await sequencer.run()
    #expect(started)
  }
}
