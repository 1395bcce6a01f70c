import Foundation
public import InterludeConsent

/// Keeps the privacy signals current while the app runs: it re-reads the consent keys when the
/// store reports a change, or when the app says something else changed (the ATT answer,
/// `UserDefaults.didChangeNotification` from another CMP), and hands every outbound URL the
/// latest answer.
///
/// ```swift
/// let monitor = PrivacyMonitor(
///   store: UserDefaultsConsentStore(), trackingStatus: { tracking.currentStatus },
///   advertisingIdentifier: { tracking.advertisingIdentifier })
/// let loader = AdsLoader(settings: settings, privacy: { monitor.current })
/// ```
///
/// Re-reads are debounced: a CMP writes about twenty `IABTCF_` keys in a row, and reading in
/// the middle would pair a new TC string with an old `gdprApplies`. While a change is settling,
/// ``current`` is the last settled signals without the identifier (`npa=1`, `is_lat=1`, no
/// `rdid` or `[IFA]`): a withdrawal takes effect on the next URL, a grant after the debounce.
/// The advertising identifier is read only when an evaluation allows it (see
/// ``PrivacySignals/evaluate(store:tracking:advertisingIdentifier:adServerVendorID:)``).
public final class PrivacyMonitor: Sendable {
  /// The default pause after the last change before the keys are read again.
  package static let defaultDebounce: Duration = .milliseconds(250)

  /// How the monitor waits out the debounce: `Task.sleep` unless a test drives time.
  package typealias Sleep = @Sendable (Duration) async throws -> Void

  private let evaluation: @Sendable () -> PrivacySignals
  private let debounce: Duration
  private let sleep: Sleep
  private let state: Locked<State>

  /// What changes as the keys settle.
  private struct State {
    /// The last settled evaluation.
    var settled: PrivacySignals
    /// Counts changes, so that a settle started before the latest one publishes nothing.
    var changeGeneration = 0
    /// Whether a change is waiting out the debounce.
    var isSettling = false
    /// The streams of ``updates()``.
    var observers: [UUID: AsyncStream<PrivacySignals>.Continuation] = [:]
    /// The task that listens to the store's changes.
    var listener: Task<Void, Never>?
  }

  /// Creates a monitor over `store` and starts listening to its changes.
  ///
  /// - Parameters:
  ///   - store: Where the CMP writes the `IABTCF_`, `IABGPP_` and `IABUSPrivacy_` keys.
  ///   - trackingStatus: The current ATT answer (read at each evaluation).
  ///   - advertisingIdentifier: Reads the IDFA; called only when ATT and consent allow it.
  ///   - adServerVendorID: The ad server's GVL id; 755 (Google Ad Manager) by default.
  ///   - debounce: The pause after the last change before re-reading; 250 milliseconds by
  ///     default.
  public convenience init(
    store: any ConsentStore,
    trackingStatus: @escaping @Sendable () -> TrackingAuthorizationStatus,
    advertisingIdentifier: @escaping @Sendable () -> String?,
    adServerVendorID: Int = 755,
    debounce: Duration = .milliseconds(250)
  ) {
    self.init(
      store: store, trackingStatus: trackingStatus, advertisingIdentifier: advertisingIdentifier,
      adServerVendorID: adServerVendorID, debounce: debounce,
      sleep: { try await Task.sleep(for: $0) })
  }

  /// Creates a monitor that waits out the debounce with `sleep` (tests drive time with it).
  package init(
    store: any ConsentStore,
    trackingStatus: @escaping @Sendable () -> TrackingAuthorizationStatus,
    advertisingIdentifier: @escaping @Sendable () -> String?,
    adServerVendorID: Int = AdServingMode.googleAdManagerVendorID,
    debounce: Duration = PrivacyMonitor.defaultDebounce,
    sleep: @escaping Sleep
  ) {
    let evaluation: @Sendable () -> PrivacySignals = {
      PrivacySignals.evaluate(
        store: store, tracking: trackingStatus(), advertisingIdentifier: advertisingIdentifier,
        adServerVendorID: adServerVendorID)
    }
    self.evaluation = evaluation
    self.debounce = debounce
    self.sleep = sleep
    state = Locked(State(settled: evaluation()))
    let changes = store.changes()
    let listener = Task { [weak self] in
      for await _ in changes {
        guard let self else { return }
        self.setNeedsUpdate()
      }
    }
    state.withLock { $0.listener = listener }
  }

  deinit {
    state.withLock { state in
      state.listener?.cancel()
      for observer in state.observers.values { observer.finish() }
    }
  }

  /// The signals for the next outbound URL: the last evaluation, without the identifier while
  /// a change is settling.
  public var current: PrivacySignals {
    state.withLock { $0.isSettling ? $0.settled.withoutIdentifier : $0.settled }
  }

  /// Re-reads the keys after the debounce; call it when something outside the store changed
  /// (the ATT answer, another CMP's writes to `UserDefaults`). Until then ``current`` withholds
  /// the identifier.
  public func setNeedsUpdate() {
    let generation = state.withLock { state in
      state.changeGeneration += 1
      state.isSettling = true
      return state.changeGeneration
    }
    let debounce = self.debounce
    let sleep = self.sleep
    Task { [weak self] in
      do {
        try await sleep(debounce)
      } catch {
        return  // Cancelled with the monitor: nothing left to settle.
      }
      self?.settle(generation)
    }
  }

  /// Re-reads the keys now and returns the result (for example right after the ATT answer,
  /// before the first ad request).
  @discardableResult
  public func update() -> PrivacySignals {
    let generation = state.withLock { $0.changeGeneration }
    return settle(generation) ?? current
  }

  /// Every settled evaluation from now on, in order.
  public func updates() -> AsyncStream<PrivacySignals> {
    let (stream, continuation) = AsyncStream<PrivacySignals>.makeStream()
    let id = UUID()
    state.withLock { $0.observers[id] = continuation }
    continuation.onTermination = { [weak self] _ in
      guard let self else { return }
      self.state.withLock { _ = $0.observers.removeValue(forKey: id) }
    }
    return stream
  }

  /// Evaluates and publishes, unless a later change arrived meanwhile (its own settle follows).
  @discardableResult
  private func settle(_ generation: Int) -> PrivacySignals? {
    let signals = evaluation()
    let targets = state.withLock { state -> [AsyncStream<PrivacySignals>.Continuation]? in
      guard generation == state.changeGeneration else { return nil }
      state.settled = signals
      state.isSettling = false
      return Array(state.observers.values)
    }
    guard let targets else { return nil }
    for observer in targets { observer.yield(signals) }
    return signals
  }
}
