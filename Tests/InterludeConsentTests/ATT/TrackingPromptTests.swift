import InterludeConsent
import Testing

/// How the App Tracking Transparency prompt is requested (`TrackingPrompt`), with Apple's
/// calls replaced by a script: Apple's `requestTrackingAuthorization(completionHandler:)` "only
/// prompts when the app state is active"; a call otherwise answers `notDetermined` without
/// showing anything.
@MainActor
@Suite("ATT prompt")
struct TrackingPromptTests {
  /// The calls the rule made, in order, and the answers the system gives.
  @MainActor
  final class Script {
    var steps: [String] = []
    var answers: [TrackingAuthorizationStatus]

    init(answers: [TrackingAuthorizationStatus]) { self.answers = answers }

    func request() async -> TrackingAuthorizationStatus {
      await TrackingPrompt.request(
        waitUntilActive: { self.steps.append("wait until active") },
        ask: {
          self.steps.append("ask")
          return self.answers.removeFirst()
        },
        sleep: { self.steps.append("sleep \($0)") })
    }
  }

  @Test(
    "an answer other than notDetermined is final: asked once, while the app is active",
    arguments: [TrackingAuthorizationStatus.authorized, .denied, .restricted])
  func answeredAtOnce(answer: TrackingAuthorizationStatus) async {
    let script = Script(answers: [answer])
    #expect(await script.request() == answer)
    #expect(script.steps == ["wait until active", "ask"])
  }

  @Test("notDetermined (the prompt did not show): asks again 0.5 s after the app is active again")
  func asksAgainAfterHalfASecond() async {
    let script = Script(answers: [.notDetermined, .authorized])
    #expect(await script.request() == .authorized)
    #expect(
      script.steps == [
        "wait until active", "ask", "wait until active", "sleep 0.5 seconds", "ask",
      ])
    #expect(TrackingPrompt.retryDelay == .milliseconds(500))
  }

  @Test("asks twice at most: a second notDetermined is the answer")
  func asksTwiceAtMost() async {
    let script = Script(answers: [.notDetermined, .notDetermined, .authorized])
    #expect(await script.request() == .notDetermined)
    #expect(script.steps.filter { $0 == "ask" }.count == 2)
  }

  @Test("a cancelled wait still makes the last request, at once")
  func cancelledSleep() async {
    var steps: [String] = []
    var answers: [TrackingAuthorizationStatus] = [.notDetermined, .denied]
    let answer = await TrackingPrompt.request(
      waitUntilActive: {},
      ask: {
        steps.append("ask")
        return answers.removeFirst()
      },
      sleep: { _ in throw CancellationError() })
    #expect(answer == .denied)
    #expect(steps == ["ask", "ask"])
  }

  @Test(
    "Apple's AuthorizationStatus raw values: notDetermined 0, restricted 1, denied 2, authorized 3"
  )
  func systemStatus() {
    #expect(TrackingAuthorizationStatus(systemStatus: 0) == .notDetermined)
    #expect(TrackingAuthorizationStatus(systemStatus: 1) == .restricted)
    #expect(TrackingAuthorizationStatus(systemStatus: 2) == .denied)
    #expect(TrackingAuthorizationStatus(systemStatus: 3) == .authorized)
  }

  @Test("a status Apple adds later counts as denied: no tracking without a yes")
  func unknownSystemStatus() {
    #expect(TrackingAuthorizationStatus(systemStatus: 4) == .denied)
    #expect(TrackingAuthorizationStatus(systemStatus: .max) == .denied)
  }
}
