#if canImport(UIKit) && !os(watchOS)
import AdSupport
import AppTrackingTransparency
public import Foundation
public import InterludeConsent
import UIKit

/// App Tracking Transparency through `ATTrackingManager`: the `TrackingAuthorization` the
/// `ConsentSequencer` asks before the consent layer.
///
/// The prompt is requested only while the app is active: iOS answers `notDetermined` without
/// showing anything otherwise. ``requestAuthorization()`` first waits for
/// `UIApplication.didBecomeActiveNotification` when needed, and when the answer is still
/// `notDetermined` (the prompt did not show: another system alert made the app inactive for a
/// moment) it asks once more, half a second after the app is active again (the core's
/// `TrackingPrompt` rule).
/// `NSUserTrackingUsageDescription` must be in the app's Info.plist.
///
/// The two static members are what `PrivacyMonitor` reads, from any thread:
///
/// ```swift
/// let monitor = PrivacyMonitor(
///   store: UserDefaultsConsentStore(),
///   trackingStatus: { SystemTrackingAuthorization.currentStatus },
///   advertisingIdentifier: { SystemTrackingAuthorization.advertisingIdentifier })
/// ```
///
/// (`UserDefaultsConsentStore`, the IAB's standard in-app storage, lives in `InterludeConsent`.)
@MainActor
public final class SystemTrackingAuthorization: TrackingAuthorization {
  private let notificationCenter: NotificationCenter
  // nonisolated(unsafe): set on the main actor, read by deinit.
  nonisolated(unsafe) private var activationObserver: (any NSObjectProtocol)?
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Creates the bridge; `notificationCenter` posts the app's activation.
  public init(notificationCenter: NotificationCenter = .default) {
    self.notificationCenter = notificationCenter
  }

  deinit {
    if let activationObserver { notificationCenter.removeObserver(activationObserver) }
  }

  /// The current answer (``currentStatus``).
  public var status: TrackingAuthorizationStatus { Self.currentStatus }

  /// Whether the app is in the foreground and active.
  public var isAppActive: Bool { UIApplication.shared.applicationState == .active }

  /// Returns once the app is active (at once when it is).
  public func waitUntilActive() async {
    guard !isAppActive else { return }
    await withCheckedContinuation { continuation in
      waiters.append(continuation)
      observeActivation()
    }
  }

  /// Shows the system prompt while the app is active and returns the answer.
  public func requestAuthorization() async -> TrackingAuthorizationStatus {
    await TrackingPrompt.request(
      waitUntilActive: { await waitUntilActive() },
      // The async form: the completion handler runs on a background queue, which traps in a
      // closure that Swift 6 infers to be main-actor isolated.
      ask: { Self.mapped(await ATTrackingManager.requestTrackingAuthorization()) },
      sleep: { try await Task.sleep(for: $0) })
  }

  /// The current ATT answer, readable from any thread; an unknown future value counts as denied.
  public nonisolated static var currentStatus: TrackingAuthorizationStatus {
    mapped(ATTrackingManager.trackingAuthorizationStatus)
  }

  /// The advertising identifier (IDFA), read through AdSupport only when ATT is authorized, and
  /// never the all-zero identifier iOS returns otherwise; nil when not allowed. Consent is
  /// checked by `PrivacySignals`, which calls this only when it allows an identifier.
  public nonisolated static var advertisingIdentifier: String? {
    AdvertisingIdentifier.value(status: currentStatus) {
      ASIdentifierManager.shared().advertisingIdentifier.uuidString
    }
  }

  // MARK: Helpers

  private nonisolated static func mapped(
    _ status: ATTrackingManager.AuthorizationStatus
  ) -> TrackingAuthorizationStatus {
    TrackingAuthorizationStatus(systemStatus: status.rawValue)
  }

  private func observeActivation() {
    guard activationObserver == nil else { return }
    activationObserver = notificationCenter.addObserver(
      forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.becameActive() }
    }
  }

  private func becameActive() {
    if let activationObserver { notificationCenter.removeObserver(activationObserver) }
    activationObserver = nil
    let resumed = waiters
    waiters = []
    for waiter in resumed { waiter.resume() }
  }
}
#endif  // canImport(UIKit) && !os(watchOS)
