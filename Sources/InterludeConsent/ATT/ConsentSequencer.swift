/// Runs the two consent questions in the order App Review expects: Apple's ATT prompt first,
/// then the consent layer (CMP), and starts trackers only once both are answered.
///
/// The decision table (reference §6, the CMP×ATT guide):
/// - `notDetermined`: wait until the app is active, show the ATT prompt, then continue with the
///   answer as below. Nothing starts meanwhile.
/// - `authorized`: open the consent layer for detailed consent; trackers run as far as consent
///   allows (their own checks).
/// - `denied` / `restricted`: reject the advertising purposes and their vendors without asking,
///   then open the consent layer for the non-tracking purposes; never ask for tracking again.
/// - `unavailable`: the consent layer only, and nothing starts until it resolves.
///
/// The consent layer never opens while the ATT prompt is up: the steps run one after another.
@MainActor
public final class ConsentSequencer {
  /// The steps taken, in order.
  package private(set) var log: [SequencerStep] = []
  /// Whether both answers are in and the trackers were started.
  public private(set) var isResolved = false

  private let tracking: (any TrackingAuthorization)?
  private let consent: any ConsentFlow
  private var trackers: [(name: String, start: () -> Void)] = []
  private var running = false

  /// Creates a sequencer over the consent manager; `tracking` nil means ATT is unavailable.
  public convenience init(tracking: (any TrackingAuthorization)?, consent: ConsentManager) {
    self.init(tracking: tracking, consent: consent as any ConsentFlow)
  }

  /// Creates a sequencer over any consent engine (tests give a recording one); `tracking` nil
  /// means ATT is unavailable.
  package init(tracking: (any TrackingAuthorization)?, consent: any ConsentFlow) {
    self.tracking = tracking
    self.consent = consent
  }

  /// Registers a tracker (analytics, attribution, ads SDK…) that starts once both answers are
  /// in; at once if they already are.
  public func register(_ name: String, start: @escaping () -> Void) {
    if isResolved {
      log.append(.startedTracker(name))
      start()
    } else {
      trackers.append((name, start))
    }
  }

  /// Runs the sequence once; later calls return at once.
  public func run() async {
    guard !running, !isResolved else { return }
    running = true
    defer { running = false }
    var status = tracking?.status ?? .unavailable
    log.append(.foundStatus(status))
    if status == .notDetermined, let tracking {
      if !tracking.isAppActive {
        await tracking.waitUntilActive()
        log.append(.waitedForActive)
      }
      log.append(.requestedTracking)
      status = await tracking.requestAuthorization()
      log.append(.trackingAnswered(status))
    }
    // A prompt that could not show leaves notDetermined: no tracking this time, ask next time.
    let effective = status == .notDetermined ? TrackingAuthorizationStatus.denied : status
    consent.setTrackingAuthorizationStatus(status)
    if effective == .denied || effective == .restricted {
      consent.rejectTrackingPurposes()
      log.append(.rejectedTrackingPurposes)
    }
    log.append(.openedConsent)
    await consent.checkAndOpen()
    log.append(.consentResolved)
    isResolved = true
    let waiting = trackers
    trackers = []
    for tracker in waiting {
      log.append(.startedTracker(tracker.name))
      tracker.start()
    }
  }

  /// Reopens the consent layer on the user's request (a "Privacy settings" button).
  public func reopenConsent() async {
    log.append(.reopenedConsent)
    await consent.forceOpen()
  }
}
