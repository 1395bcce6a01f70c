/// The App Tracking Transparency seam: `ATTrackingManager` in the Apple layer, a fake in tests.
@MainActor
public protocol TrackingAuthorization: AnyObject {
  /// The current answer.
  var status: TrackingAuthorizationStatus { get }
  /// Whether the app is active (the ATT prompt may only be requested then).
  var isAppActive: Bool { get }
  /// Returns once the app is active.
  func waitUntilActive() async
  /// Shows the system prompt and returns the user's answer.
  func requestAuthorization() async -> TrackingAuthorizationStatus
}
