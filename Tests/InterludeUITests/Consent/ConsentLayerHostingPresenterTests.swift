import Foundation
import InterludeConsent
import SwiftUI
import Testing
import UIKit

@testable import InterludeUI

extension AppleLayerTests {
  /// ConsentLayerHostingPresenter: the consent layer presented modally in a UIHostingController
  /// over the app's view controller, the user's decision given to the ConsentManager, and the
  /// layer dismissed (https://developer.apple.com/documentation/swiftui/uihostingcontroller,
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)).
  /// No SwiftUI body runs here: the user's choice is made as the view's buttons make it, with
  /// the layer's navigation model (`ConsentLayerNavigation`) and the view's decision handler.
  @MainActor
  @Suite("Consent: ConsentLayerHostingPresenter")
  struct ConsentLayerHostingPresenterTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UIViewController()
    let store = InMemoryConsentStore()

    init() async {
      await AppleLayerTests.reset()
      window.addSubview(root.view)
    }

    static let configuration = ConsentConfiguration(
      cmpId: 300, cmpVersion: 2, publisherCountryCode: "DE", language: "de", vendorListVersion: 17,
      tcfPolicyVersion: 5, purposes: [1, 2, 3, 4, 7], legitimateInterestPurposes: [2, 3, 7],
      specialFeatures: [1], vendors: [10, 755], legitimateInterestVendors: [755],
      vendorPurposes: [10: [1, 2], 755: [1, 3, 4]], gdprApplies: .yes)

    func manager(_ presenter: ConsentLayerHostingPresenter) -> ConsentManager {
      ConsentManager(configuration: Self.configuration, store: store, presenter: presenter)
    }

    /// The layer on screen: the hosting controller presented over `presenter`.
    func shownLayer(
      over presenter: UIViewController
    ) throws -> UIHostingController<ConsentLayerView> {
      try #require(presenter.presentedViewController as? UIHostingController<ConsentLayerView>)
    }

    @Test(
      "checkAndOpen presents the layer modally over the app's view controller, in its window; it cannot be swiped away"
    )
    func presentsTheLayer() async throws {
      let presenter = ConsentLayerHostingPresenter(presentingViewController: root)
      let consent = manager(presenter)
      let opening = Task { await consent.checkAndOpen() }
      await MainQueue.settle()
      let host = try shownLayer(over: root)
      #expect(host.isModalInPresentation)
      #expect(host.view.window === window)
      #expect(host.presentingViewController === root)
      host.rootView.onDecision(.dismissed)
      await opening.value
    }

    @Test(
      "'Accept all' on the first layer reaches the ConsentManager, which saves the consent; the layer is dismissed"
    )
    func acceptAllReachesTheManager() async throws {
      let presenter = ConsentLayerHostingPresenter(presentingViewController: root)
      let consent = manager(presenter)
      #expect(consent.needsConsent)
      let opening = Task { await consent.checkAndOpen() }
      await MainQueue.settle()
      let host = try shownLayer(over: root)
      var navigation = ConsentLayerNavigation()
      let selected = navigation.select(.acceptAll, on: consent.layer)
      let decision = try #require(selected)
      host.rootView.onDecision(decision)
      await opening.value
      #expect(consent.userChoiceExists && !consent.needsConsent)
      #expect(consent.hasPurposeConsent(1) && consent.hasVendorConsent(755))
      #expect(consent.tcString != nil)
      #expect(root.presentedViewController == nil)
      #expect(host.view.window == nil)
    }

    @Test("'Reject all' reaches the ConsentManager: a choice with no consent is saved")
    func rejectAllReachesTheManager() async throws {
      let presenter = ConsentLayerHostingPresenter(presentingViewController: root)
      let consent = manager(presenter)
      let opening = Task { await consent.checkAndOpen() }
      await MainQueue.settle()
      var navigation = ConsentLayerNavigation()
      let selected = navigation.select(.rejectAll, on: consent.layer)
      let decision = try #require(selected)
      try shownLayer(over: root).rootView.onDecision(decision)
      await opening.value
      #expect(consent.userChoiceExists)
      #expect(!consent.hasPurposeConsent(1) && !consent.hasVendorConsent(10))
      #expect(root.presentedViewController == nil)
    }

    @Test(
      "Save on the settings layer (forceOpen(jumpToSettings:)) saves what the toggles say"
    )
    func settingsSaveReachesTheManager() async throws {
      let presenter = ConsentLayerHostingPresenter(presentingViewController: root)
      let consent = manager(presenter)
      let opening = Task { await consent.forceOpen(jumpToSettings: true) }
      await MainQueue.settle()
      var layer = consent.layer
      layer.setConsent(true, forItem: "purpose-1")
      let navigation = ConsentLayerNavigation(startsOnSettings: true)
      #expect(navigation.page == .settings)
      try shownLayer(over: root).rootView.onDecision(navigation.save(layer))
      await opening.value
      #expect(consent.hasPurposeConsent(1))
      #expect(!consent.hasPurposeConsent(2))
    }

    @Test("The layer goes over whatever the app's view controller already presents")
    func presentsOverThePresentedController() async throws {
      let sheet = UIViewController()
      root.present(sheet, animated: false)
      let presenter = ConsentLayerHostingPresenter(presentingViewController: root)
      let opening = Task {
        await presenter.present(manager(presenter).layer, jumpToSettings: false)
      }
      await MainQueue.settle()
      let host = try shownLayer(over: sheet)
      host.rootView.onDecision(.acceptAll)
      #expect(await opening.value == .acceptAll)
      #expect(sheet.presentedViewController == nil)
      #expect(root.presentedViewController === sheet, "the app's own sheet stays")
    }

    @Test(
      "Without a presenting view controller nothing is shown: the answer is dismissed, and nothing is saved"
    )
    func noPresenterDismisses() async {
      let presenter = ConsentLayerHostingPresenter(presentingViewController: nil)
      let consent = manager(presenter)
      #expect(await presenter.present(consent.layer, jumpToSettings: false) == .dismissed)
      await consent.checkAndOpen()
      #expect(!consent.userChoiceExists)
      #expect(store.string(forKey: "IABTCF_TCString") == nil)
    }

    @Test("While a layer is up, a second request shows nothing and answers dismissed")
    func oneLayerAtATime() async throws {
      let presenter = ConsentLayerHostingPresenter(presentingViewController: root)
      let layer = manager(presenter).layer
      let first = Task { await presenter.present(layer, jumpToSettings: false) }
      await MainQueue.settle()
      let host = try shownLayer(over: root)
      #expect(await presenter.present(layer, jumpToSettings: false) == .dismissed)
      #expect(host.presentedViewController == nil)
      host.rootView.onDecision(.rejectAll)
      #expect(await first.value == .rejectAll)
      // A decision after the layer closed changes nothing.
      host.rootView.onDecision(.acceptAll)
      #expect(root.presentedViewController == nil)
    }

    @Test(
      "ConsentLayerView(manager:) applies the decision to the manager, then calls onFinish"
    )
    func viewForAManager() {
      let consent = ConsentManager(configuration: Self.configuration, store: store)
      var finished = 0
      let view = ConsentLayerView(manager: consent) { finished += 1 }
      view.onDecision(.acceptAll)
      #expect(consent.userChoiceExists && consent.hasPurposeConsent(7))
      #expect(finished == 1)
    }
  }
}
