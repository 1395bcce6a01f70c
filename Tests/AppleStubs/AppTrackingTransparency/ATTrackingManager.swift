// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of AppTrackingTransparency, not Apple's code: ATTrackingManager as Apple documents it
// (https://developer.apple.com/documentation/apptrackingtransparency/attrackingmanager), iOS 14,
// tvOS 14. No prompt is drawn: what the user answers is what the test set
// (`ATTrackingManager.promptAnswers`, package).
import UIKit

open class ATTrackingManager: NSObject {
  public enum AuthorizationStatus: UInt, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
  }

  private struct FakeState {
    var status = AuthorizationStatus.notDetermined
    var answers: [AuthorizationStatus?] = []
    var requests: [ContinuousClock.Instant] = []
    var prompts = 0
  }

  private static let state = LockedState(FakeState())

  // https://developer.apple.com/documentation/apptrackingtransparency/attrackingmanager/trackingauthorizationstatus:
  // notDetermined until the user answers the prompt (or restricted when the device manages it);
  // denied or authorized once the user has answered.
  open class var trackingAuthorizationStatus: ATTrackingManager.AuthorizationStatus {
    state.withLock { $0.status }
  }

  // https://developer.apple.com/documentation/apptrackingtransparency/attrackingmanager/requesttrackingauthorization(completionhandler:)
  // (this is its async form): a one-time request; "the system remembers the user's choice and
  // doesn't prompt again", so once the status is not notDetermined it is the answer at once.
  // "Calls to the API only prompt when the application state is UIApplicationStateActive": while
  // the app is not active, nothing shows and the answer is notDetermined. Otherwise the prompt
  // shows and the user's answer (the next of `promptAnswers`) becomes the status; an answer of nil
  // is a prompt that did not show (another system alert was up): the status stays notDetermined.
  open class func requestTrackingAuthorization() async -> ATTrackingManager.AuthorizationStatus {
    let isActive = await MainActor.run { UIApplication.shared.applicationState == .active }
    return state.withLock { state in
      state.requests.append(ContinuousClock.now)
      guard state.status == .notDetermined, isActive else { return state.status }
      precondition(
        !state.answers.isEmpty,
        "fake AppTrackingTransparency: the prompt shows, and no answer was set (promptAnswers)")
      if let answer = state.answers.removeFirst() {
        state.prompts += 1
        state.status = answer
      }
      return state.status
    }
  }
}

// MARK: Test controls

extension ATTrackingManager {
  /// The current status, as an earlier run of the app (or the device's management) left it.
  package static var fakeStatus: AuthorizationStatus {
    get { state.withLock { $0.status } }
    set { state.withLock { $0.status = newValue } }
  }

  /// What the user answers at each prompt that shows, in order (`authorized` or `denied`); nil
  /// for a prompt swallowed by another system alert.
  package static var promptAnswers: [AuthorizationStatus?] {
    get { state.withLock { $0.answers } }
    set { state.withLock { $0.answers = newValue } }
  }

  /// When each request was made (`requestTrackingAuthorization`), in order.
  package static var requestTimes: [ContinuousClock.Instant] { state.withLock { $0.requests } }

  /// How many prompts the user answered.
  package static var promptCount: Int { state.withLock { $0.prompts } }

  /// A fresh install: notDetermined, no answer set, no request made.
  package static func resetFake() {
    state.withLock { $0 = FakeState() }
  }
}
