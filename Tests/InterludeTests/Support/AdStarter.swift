import Interlude

/// Starts the manager when its ad has loaded, as IMA's getting-started guide does, and keeps
/// every event and error it reports.
@MainActor
final class AdStarter: AdsManagerDelegate {
  var events: [AdEvent] = []
  var errors: [AdError] = []

  func adsManager(_ manager: AdsManager, didReceive event: AdEvent) {
    events.append(event)
    if event.type == .loaded { manager.start() }
  }

  func adsManager(_ manager: AdsManager, didReceive error: AdError) {
    errors.append(error)
  }
  func adsManagerDidRequestContentPause(_ manager: AdsManager) {}
  func adsManagerDidRequestContentResume(_ manager: AdsManager) {}
}
