import Foundation

/// Fires the VAST tracking of one resolved ad: impressions, progress, interaction, clicks, icons
/// and errors.
///
/// One-shot events (impressions, creativeView, start, quartiles, complete, each progress offset,
/// skip, each icon view) fire exactly once per ad: a set of fired keys guards them.
/// Interaction events (pause, resume, mute, unmute, clicks) fire once per call; the caller decides
/// what counts as an action. Beacons are fire-and-forget: one `Task` per group, sent in order
/// within the group, so playback never waits for the network. ``sentURLs`` records every URL in
/// the order it was fired.
///
/// In a VMAP break every error the ad reports to its `<Error>` URLs also goes, with the same
/// code, to the break's `error` tracking (VMAP 1.0.1 §2.5: "whenever an error of either type
/// occurs any 'error' tracking events associated with the AdBreak being executed should be
/// called"), with `[ERROR_MESSAGE]` filled.
@MainActor
final class AdTracker {
  /// Every URL fired, in order.
  private(set) var sentURLs: [URL] = []
  /// The keys of the one-shot events already fired.
  private(set) var firedKeys: Set<String> = []
  /// The ad's playhead, for `[ADPLAYHEAD]`.
  var adPlayhead: Double?
  /// The media file playing, for `[ASSETURI]`.
  var assetURI: String?
  /// Whether beacons may still be fired (false after ``silence()``).
  private(set) var isActive = true

  private let ad: ResolvedAd
  private let linear: Linear?
  /// The `error` tracking URLs of the VMAP break the ad plays in (none outside VMAP).
  private let breakErrorURLs: [String]
  private let sender: any BeaconSender
  private let baseContext: MacroContext
  private let privacy: @Sendable () -> PrivacySignals
  private let builder = BeaconURLBuilder()
  /// The linear creative's `progress` tracking events, with their index among its events
  /// (their key once fired): progress is checked on every report, so they are picked once.
  private let progressEvents: [(index: Int, event: TrackingEvent)]

  /// Creates a tracker for `ad`, whose linear creative is `linear`, playing in a break whose
  /// `error` tracking is `breakErrorURLs`; `privacy` is read for every beacon, so a consent
  /// change reaches the next beacon of a running ad.
  init(
    ad: ResolvedAd, linear: Linear?, breakErrorURLs: [String] = [], sender: any BeaconSender,
    context: MacroContext, privacy: @escaping @Sendable () -> PrivacySignals
  ) {
    self.ad = ad
    self.linear = linear
    self.breakErrorURLs = breakErrorURLs
    progressEvents = (linear?.trackingEvents ?? []).enumerated().filter {
      $0.element.event == .progress && $0.element.offset != nil
    }.map { (index: $0.offset, event: $0.element) }
    self.sender = sender
    self.baseContext = context
    self.privacy = privacy
  }

  /// Stops every later beacon (after ``AdPlayback/stop()``).
  func silence() {
    isActive = false
  }

  /// Fires every impression URL of the ad and its wrappers; true the first time only.
  @discardableResult
  func fireImpressions() -> Bool {
    guard claim("impression") else { return false }
    send(ad.inLine.common.impressions.map(\.url), kind: .tracking, priority: .impression)
    return true
  }

  /// Fires the linear tracking events of `type` (without an offset); once per ad when `once`.
  @discardableResult
  func fire(_ type: TrackingEventType, once: Bool = true) -> Bool {
    if once, !claim("event:\(type.rawValue)") { return false }
    let urls = (linear?.trackingEvents ?? []).filter { $0.event == type && $0.offset == nil }
    send(urls.map(\.url), kind: .tracking, priority: BeaconPriority(trackingEvent: type))
    return true
  }

  /// Fires each `progress` event whose offset is at or before `time` and has not fired yet.
  func fireProgress(at time: Double, duration: Double) {
    for (index, event) in progressEvents {
      guard let offset = event.offset,
        offset.seconds(ofDuration: duration) <= time + AdPlayback.timeTolerance,
        claim("progress:\(index)")
      else { continue }
      send([event.url], kind: .tracking)
    }
  }

  /// The media time of the earliest `progress` offset not fired yet.
  func nextProgressOffset(duration: Double) -> Double? {
    progressEvents.compactMap { index, event -> Double? in
      guard let offset = event.offset, !firedKeys.contains("progress:\(index)") else {
        return nil
      }
      return offset.seconds(ofDuration: duration)
    }.min()
  }

  /// Fires the click-tracking URLs (kind `.click`).
  func fireClickTracking() {
    send((linear?.videoClicks?.clickTracking ?? []).map(\.url), kind: .click)
  }

  /// Fires the view tracking of the icon at `index`, once per ad.
  func fireIconView(_ index: Int) {
    guard let icon = icon(index), claim("iconView:\(index)") else { return }
    send(icon.viewTracking, kind: .tracking)
  }

  /// Fires the click tracking of the icon at `index`.
  func fireIconClick(_ index: Int) {
    guard let icon = icon(index) else { return }
    send(icon.clickTracking.map(\.url), kind: .click)
  }

  /// Fires a companion's `creativeView` tracking, once per companion of the ad.
  func fireCompanionView(_ companion: Companion) {
    guard claim("companion:\(companion.id ?? "")-\(companion.width ?? 0)x\(companion.height ?? 0)")
    else { return }
    let urls = companion.trackingEvents.filter { $0.event == .creativeView }.map(\.url)
    send(urls, kind: .tracking)
  }

  /// Fires the ad's `<Error>` URLs for a companion failure (602), once per ad; the ad itself
  /// plays on, so this does not count as the ad's error.
  func fireCompanionError(_ code: VASTErrorCode) {
    guard claim("companion-error") else { return }
    send(ad.inLine.common.errorURLs, kind: .error, errorCode: code)
    fireBreakError(code)
  }

  /// Fires a companion's click tracking (once per click).
  func fireCompanionClick(_ companion: Companion) {
    send(companion.clickTracking.map(\.url), kind: .click)
  }

  /// Fires the ad's (and its wrappers') `<Error>` URLs with `code`, once per ad.
  func fireError(_ code: VASTErrorCode) {
    guard claim("error") else { return }
    send(ad.inLine.common.errorURLs, kind: .error, errorCode: code)
    fireBreakError(code)
  }

  /// Fires the VMAP break's `error` tracking with `code` and its `[ERROR_MESSAGE]`.
  private func fireBreakError(_ code: VASTErrorCode) {
    send(breakErrorURLs.map { code.fillingErrorMessage(in: $0) }, kind: .error, errorCode: code)
  }

  /// Fires the `verificationNotExecuted` tracking of each of the ad's (and its wrappers')
  /// verifications that `isNotExecuted` selects, with `[REASON]` `reason`, once per
  /// verification per ad.
  func fireVerificationNotExecuted(
    reason: MacroContext.VerificationReason, where isNotExecuted: (AdVerification) -> Bool
  ) {
    for (index, verification) in ad.inLine.adVerifications.enumerated()
    where isNotExecuted(verification) {
      let urls = verification.trackingEvents.filter { $0.event == .verificationNotExecuted }
      guard !urls.isEmpty, claim("verification:\(index)") else { continue }
      send(urls.map(\.url), kind: .verification, reason: reason)
    }
  }

  private func icon(_ index: Int) -> Icon? {
    guard let icons = linear?.icons, icons.indices.contains(index) else { return nil }
    return icons[index]
  }

  /// Marks `key` fired; false when it already was.
  private func claim(_ key: String) -> Bool {
    guard isActive else { return false }
    return firedKeys.insert(key).inserted
  }

  private func send(
    _ templates: [String], kind: MacroExpander.URLKind, errorCode: VASTErrorCode? = nil,
    reason: MacroContext.VerificationReason? = nil, priority: BeaconPriority? = nil
  ) {
    guard isActive, !templates.isEmpty else { return }
    var context = baseContext
    context.privacy = privacy()
    context.adPlayhead = adPlayhead
    context.assetURI = assetURI
    context.podSequence = ad.sequence ?? context.podSequence
    context.adServingId = ad.inLine.adServingId ?? context.adServingId
    if let ids = linearCreative?.universalAdIds, !ids.isEmpty { context.universalAdIds = ids }
    context.errorCode = errorCode
    context.reason = reason
    let urls = templates.compactMap { template -> URL? in
      let trimmed = template.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !trimmed.isEmpty else { return nil }
      return builder.url(trimmed, context: context, kind: kind)
    }
    guard !urls.isEmpty else { return }
    sentURLs.append(contentsOf: urls)
    let fallback: BeaconPriority = kind == .error ? .error : kind == .click ? .click : .tracking
    BeaconDelivery.deliver(urls, through: sender, priority: priority ?? fallback)
  }

  private var linearCreative: Creative? {
    ad.inLine.common.creatives.first { $0.linear != nil }
  }
}
