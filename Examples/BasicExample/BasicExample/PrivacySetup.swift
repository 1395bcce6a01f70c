import Foundation
import Interlude
import InterludeConsent
import InterludeUI
import UIKit

/// The app's consent wiring, as Docs/Privacy.md ("With our consent manager") describes it: the
/// ATT prompt, then the consent layer, and no ad traffic before both answers are in.
///
/// IMA leaves all of this to the app (its iOS 14 guide: show the ATT prompt and wait for the
/// answer before requesting ads; a separate CMP writes the `IABTCF_` keys). Here:
/// - a ``ConsentManager`` (the CMP) saves the user's choice as a TC string in
///   `UserDefaults.standard` through a `UserDefaultsConsentStore`, where every ad SDK reads it;
/// - a `ConsentSequencer` asks App Tracking Transparency first (`SystemTrackingAuthorization`:
///   the prompt shows only while the app is active), then opens the consent layer; after a
///   denial it rejects the tracking purposes and their vendors without asking (the CMP×ATT
///   guide's order "ATT first");
/// - the layer is the SwiftUI `ConsentLayerView`, presented by a
///   `ConsentLayerHostingPresenter` over the player;
/// - a `PrivacyMonitor` re-reads the stored answers for every URL the ads loader builds, and a
///   `ConsentGate` holds every ad request and beacon until the sequence has resolved.
@MainActor
final class PrivacySetup {
  /// The publisher's consent setup.
  ///
  /// Replace the placeholders before shipping: `cmpId` is your CMP's id on IAB Europe's list
  /// (0 is no registered CMP, so vendors will not honour the strings it writes), and
  /// `vendorListVersion` the version of the Global Vendor List you show (load it with
  /// `GVLLoader` and pass it to the `ConsentManager` to name the vendors in the layer). Vendor
  /// 755 is Google, the ad server of the sample tag.
  static let configuration = ConsentConfiguration(
    cmpId: 0, publisherCountryCode: "DE", vendorListVersion: 1,
    legitimateInterestPurposes: [2, 7, 8, 9, 10], vendors: [755],
    legitimateInterestVendors: [755], vendorPurposes: [755: [1, 3, 4]])

  /// Where the consent keys live: `UserDefaults.standard`, the IAB's in-app storage.
  let store: UserDefaultsConsentStore
  /// Presents the consent layer over ``presentingViewController``.
  let presenter: ConsentLayerHostingPresenter
  /// The consent engine.
  let consentManager: ConsentManager
  /// Asks ATT, then the consent layer, then starts what waits for both answers.
  let sequencer: ConsentSequencer
  /// The privacy signals every outbound ad URL is built with.
  let monitor: PrivacyMonitor
  /// Holds ad traffic until the sequencer has resolved.
  let gate: ConsentGate
  private var resolution: Task<Void, Never>?

  /// Wires the consent manager, the ATT-then-CMP sequencer, the monitor and the gate.
  init(configuration: ConsentConfiguration = PrivacySetup.configuration) {
    let store = UserDefaultsConsentStore()
    let presenter = ConsentLayerHostingPresenter(presentingViewController: nil)
    let consentManager = ConsentManager(
      configuration: configuration, store: store, presenter: presenter)
    let sequencer = ConsentSequencer(
      tracking: SystemTrackingAuthorization(), consent: consentManager)
    let monitor = PrivacyMonitor(
      store: store,
      trackingStatus: { SystemTrackingAuthorization.currentStatus },
      advertisingIdentifier: { SystemTrackingAuthorization.advertisingIdentifier })
    // Trackers start in the order they register: first re-read the answers (so the first ad
    // request uses them), then open the gate.
    sequencer.register("privacy signals") { monitor.update() }
    self.store = store
    self.presenter = presenter
    self.consentManager = consentManager
    self.sequencer = sequencer
    self.monitor = monitor
    gate = ConsentGate(sequencer: sequencer)
  }

  /// The app's one ads loader (IMA's `IMAAdsLoader`): it builds every URL with the monitor's
  /// current signals and waits at the gate.
  func makeAdsLoader(settings: Settings = Settings()) -> AdsLoader {
    let monitor = self.monitor
    return AdsLoader(
      settings: settings, device: DeviceInfo(appBundle: Bundle.main.bundleIdentifier),
      privacy: { monitor.current }, consentGate: gate)
  }

  /// Runs the ATT prompt and then the consent layer over `viewController`, once per launch;
  /// returns when both are answered (at once when they already are). Every caller waits for
  /// the same run.
  func resolve(presentingOver viewController: UIViewController) async {
    if presenter.presentingViewController == nil {
      presenter.presentingViewController = viewController
    }
    if resolution == nil {
      let sequencer = self.sequencer
      resolution = Task { await sequencer.run() }
    }
    await resolution?.value
  }

  /// Opens the consent layer again: the "Privacy settings" button every CMP must offer.
  func reopenConsentLayer() async {
    await sequencer.reopenConsent()
  }
}
