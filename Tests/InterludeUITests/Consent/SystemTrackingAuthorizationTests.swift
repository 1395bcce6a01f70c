import AdSupport
import AppTrackingTransparency
import Foundation
import Interlude
import InterludeConsent
import Testing
import UIKit

@testable import InterludeUI

extension AppleLayerTests {
  /// SystemTrackingAuthorization: App Tracking Transparency through the ATTrackingManager and
  /// ASIdentifierManager fakes
  /// (https://developer.apple.com/documentation/apptrackingtransparency/attrackingmanager/requesttrackingauthorization(completionhandler:),
  /// https://developer.apple.com/documentation/adsupport/asidentifiermanager/advertisingidentifier).
  @MainActor
  @Suite("Consent: SystemTrackingAuthorization")
  struct SystemTrackingAuthorizationTests {
    init() async {
      await AppleLayerTests.reset()
      ATTrackingManager.resetFake()
      ASIdentifierManager.shared().resetFake()
    }

    var device: ASIdentifierManager { ASIdentifierManager.shared() }

    @Test(
      "Authorized: the prompt shows once, the answer is authorized, and the device's IDFA is given"
    )
    func authorized() async {
      ATTrackingManager.promptAnswers = [.authorized]
      let tracking = SystemTrackingAuthorization()
      #expect(tracking.status == .notDetermined)
      #expect(await tracking.requestAuthorization() == .authorized)
      #expect(ATTrackingManager.promptCount == 1)
      #expect(tracking.status == .authorized)
      #expect(SystemTrackingAuthorization.currentStatus == .authorized)
      #expect(
        SystemTrackingAuthorization.advertisingIdentifier == device.deviceIdentifier.uuidString)
    }

    @Test("Denied: the answer is denied, and no IDFA is read or given")
    func denied() async {
      ATTrackingManager.promptAnswers = [.denied]
      let tracking = SystemTrackingAuthorization()
      #expect(await tracking.requestAuthorization() == .denied)
      #expect(SystemTrackingAuthorization.currentStatus == .denied)
      #expect(SystemTrackingAuthorization.advertisingIdentifier == nil)
      #expect(device.readCount == 0, "AdSupport is not even asked")
    }

    @Test(
      "Restricted (a managed device): no prompt shows, the answer is restricted, and no IDFA is given"
    )
    func restricted() async {
      ATTrackingManager.fakeStatus = .restricted
      let tracking = SystemTrackingAuthorization()
      #expect(await tracking.requestAuthorization() == .restricted)
      #expect(ATTrackingManager.promptCount == 0)
      #expect(SystemTrackingAuthorization.advertisingIdentifier == nil)
      #expect(device.readCount == 0)
    }

    @Test(
      "An answer given before is final: no prompt, no re-ask (ATT: the system remembers the user's choice)"
    )
    func earlierAnswerIsFinal() async {
      ATTrackingManager.fakeStatus = .denied
      let tracking = SystemTrackingAuthorization()
      #expect(await tracking.requestAuthorization() == .denied)
      #expect(ATTrackingManager.requestTimes.count == 1)
      #expect(ATTrackingManager.promptCount == 0)
    }

    @Test(
      "notDetermined: the prompt did not show, so it is asked once more half a second later (TrackingPrompt), and that answer counts"
    )
    func reasksAfterHalfASecond() async throws {
      ATTrackingManager.promptAnswers = [nil, .authorized]
      let tracking = SystemTrackingAuthorization()
      #expect(await tracking.requestAuthorization() == .authorized)
      let times = ATTrackingManager.requestTimes
      try #require(times.count == 2)
      #expect(times[1] - times[0] >= .milliseconds(500))
      #expect(times[1] - times[0] < .seconds(5))
    }

    @Test("notDetermined twice: asked twice only, the answer stays notDetermined, no IDFA")
    func reasksOnlyOnce() async {
      ATTrackingManager.promptAnswers = [nil, nil]
      let tracking = SystemTrackingAuthorization()
      #expect(await tracking.requestAuthorization() == .notDetermined)
      #expect(ATTrackingManager.requestTimes.count == 2)
      #expect(SystemTrackingAuthorization.advertisingIdentifier == nil)
      #expect(device.readCount == 0)
    }

    @Test(
      "The prompt is requested only while the app is active (ATT prompts only then): the request waits for didBecomeActive"
    )
    func waitsUntilTheAppIsActive() async {
      ATTrackingManager.promptAnswers = [.denied]
      await UIApplication.shared.resignActive()
      let tracking = SystemTrackingAuthorization()
      #expect(!tracking.isAppActive)
      let request = Task { await tracking.requestAuthorization() }
      await MainQueue.settle()
      #expect(ATTrackingManager.requestTimes.isEmpty, "nothing asked while inactive")
      await UIApplication.shared.becomeActive()
      #expect(tracking.isAppActive)
      #expect(await request.value == .denied)
      #expect(ATTrackingManager.requestTimes.count == 1)
    }

    @Test("waitUntilActive() returns at once while the app is active, and after its return else")
    func waitUntilActive() async {
      let tracking = SystemTrackingAuthorization()
      await tracking.waitUntilActive()
      await UIApplication.shared.enterBackground()
      let returned = LockedState(false)
      let waiting = Task {
        await tracking.waitUntilActive()
        returned.withLock { $0 = true }
      }
      await MainQueue.settle()
      #expect(!returned.withLock { $0 })
      await UIApplication.shared.becomeActive()
      await waiting.value
      #expect(returned.withLock { $0 })
    }

    @Test(
      "Authorized on a device that gives the all-zero IDFA (the Simulator): taken as no identifier"
    )
    func zeroIdentifierIsNone() async {
      ATTrackingManager.promptAnswers = [.authorized]
      device.deviceIdentifier = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
      _ = await SystemTrackingAuthorization().requestAuthorization()
      #expect(SystemTrackingAuthorization.currentStatus == .authorized)
      #expect(SystemTrackingAuthorization.advertisingIdentifier == nil)
    }

    @Test(
      "No IDFA leaves the app unless ATT is authorized: the privacy signals of every ad request carry it only then"
    )
    func noIdentifierLeavesUnlessAuthorized() async {
      // Consent allows the identifier: GDPR does not apply (IABTCF_gdprApplies 0).
      let store = InMemoryConsentStore(["IABTCF_gdprApplies": .int(0)])
      let statuses: [ATTrackingManager.AuthorizationStatus] = [
        .notDetermined, .restricted, .denied,
      ]
      for status in statuses {
        ATTrackingManager.fakeStatus = status
        let monitor = PrivacyMonitor(
          store: store,
          trackingStatus: { SystemTrackingAuthorization.currentStatus },
          advertisingIdentifier: { SystemTrackingAuthorization.advertisingIdentifier })
        #expect(monitor.current.advertisingIdentifier == nil, "\(status)")
        #expect(monitor.current.limitAdTracking, "\(status)")
      }
      #expect(device.readCount == 0, "the identifier is never read without authorisation")
      ATTrackingManager.fakeStatus = .authorized
      let monitor = PrivacyMonitor(
        store: store,
        trackingStatus: { SystemTrackingAuthorization.currentStatus },
        advertisingIdentifier: { SystemTrackingAuthorization.advertisingIdentifier })
      #expect(monitor.current.advertisingIdentifier == device.deviceIdentifier.uuidString)
    }
  }
}
