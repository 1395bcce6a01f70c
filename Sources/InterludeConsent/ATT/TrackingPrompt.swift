/// How the App Tracking Transparency prompt is requested: the rule of the Apple layer's
/// `SystemTrackingAuthorization`, with Apple's calls passed in.
///
/// Apple's `requestTrackingAuthorization(completionHandler:)` shows the prompt only while the
/// app is active; a call while it is not returns `notDetermined` without showing anything. A
/// system alert (another privacy prompt) also makes the app inactive for a moment and can
/// swallow the request that way. So ``request(waitUntilActive:ask:sleep:)``:
/// 1. waits until the app is active, and asks;
/// 2. when the answer is `notDetermined` (the prompt did not show), waits until the app is
///    active again, then ``retryDelay``, and asks once more; that answer is final.
///
/// Any other answer is final at once: the system asks only once, and the user's answer is
/// never asked again.
package enum TrackingPrompt {
  /// The pause before asking again after an answer of `notDetermined`: half a second.
  package static let retryDelay: Duration = .milliseconds(500)

  /// Requests the prompt as above and returns the answer.
  ///
  /// - Parameters:
  ///   - waitUntilActive: Returns once the app is active (at once when it is).
  ///   - ask: Requests the system prompt and returns its answer.
  ///   - sleep: Waits the given time; a wait that throws (its task was cancelled) asks again at
  ///     once.
  @MainActor
  package static func request(
    waitUntilActive: @MainActor () async -> Void,
    ask: @MainActor () async -> TrackingAuthorizationStatus,
    sleep: @MainActor (Duration) async throws -> Void
  ) async -> TrackingAuthorizationStatus {
    await waitUntilActive()
    let answer = await ask()
    guard answer == .notDetermined else { return answer }
    await waitUntilActive()
    do {
      try await sleep(retryDelay)
    } catch {
      // Cancelled: the last request is made at once rather than not at all.
    }
    return await ask()
  }
}
