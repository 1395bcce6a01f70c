import Foundation
import InterludeConsent

/// Requests ads: IMA's `IMAAdsLoader`, natively and without warm-up.
///
/// ```swift
/// let loader = AdsLoader(settings: Settings())
/// let data = try await loader.requestAds(AdsRequest(adTagUrl: tag, adDisplayContainer: container))
/// let manager = data.adsManager
/// ```
///
/// The delegate face (``requestAds(with:)`` and ``AdsLoaderDelegate``) maps IMA's
/// getting-started guide one to one. Reuse one loader for the app's lifetime: it keeps one
/// HTTP session.
@MainActor
public final class AdsLoader {
  /// The settings given at creation.
  public let settings: Settings
  /// Receives the outcome of ``requestAds(with:)``.
  public weak var delegate: (any AdsLoaderDelegate)?

  private let transport: any HTTPTransport
  private let beacons: any BeaconSender
  private let device: DeviceInfo
  private let privacy: @Sendable () -> PrivacySignals
  private let clock: any PlaybackClock
  /// The gate ad traffic waits at, if any.
  package let consentGate: ConsentGate?
  /// When ad traffic may leave relative to the gate.
  package let consentPolicy: ConsentPolicy
  /// Where the lines of ``Settings/enableDebugMode`` go; nil when it is off.
  private let debugLog: DebugLog?
  private var managers: [WeakManager] = []
  /// Collect third-party secure signals for every request (IMA's secure signals adapters):
  /// asked once per request, after the consent gate, only when consent allows an identifier;
  /// none by default.
  public var secureSignalsProviders: [any SecureSignalsProvider] = []
  /// How long the ``secureSignalsProviders`` may take before the request goes out without the
  /// late ones; 500 milliseconds by default.
  public var secureSignalsTimeout: Duration = .milliseconds(500)
  /// Draws the wait before an ad tag is requested from the request's
  /// ``AdsRequest/liveStreamPrefetchSeconds``; uniform in `0...seconds` (tests replace it).
  package var liveStreamDelay: @MainActor (Double) -> Double = { LiveStreamStagger.delay(upTo: $0) }
  /// The random source of every request's correlator and of `[CACHEBUSTING]` in the URLs the
  /// loader and its sessions build; the system's secure generator unless a tool (a seeded
  /// simulation) replaces it.
  package var randomNumber: @Sendable () -> UInt64 = MacroContext.systemRandomNumber

  /// Creates a loader.
  ///
  /// - Parameters:
  ///   - settings: the SDK-wide settings (IMA's `IMASettings`), read-only afterwards.
  ///   - transport: how requests are made; a ``URLSessionTransport`` by default.
  ///   - beacons: how every beacon of the loader and its sessions is sent: once, through
  ///     `transport`, by default; give a ``BeaconQueue`` for durable delivery with retries.
  ///     When the sender is a ``ReportingBeaconSender`` (a ``BeaconQueue`` is), the loader
  ///     observes it: its events that have a ``BeaconQueueEvent/logEvent`` (a beacon dropped on
  ///     expiry, overflow or rejection, a journal failure) reach every live manager of this
  ///     loader as `LOG` ad events, as IMA reports such things.
  ///   - device: user agent, bundle and player size for requests and macros.
  ///   - privacy: what consent allows, read afresh for every URL a session builds (ad tag,
  ///     wrapper, break tag, beacon); ``PrivacySignals/withheld`` until the app wires its consent
  ///     manager. Pass a ``PrivacyMonitor``'s ``PrivacyMonitor/current`` to follow changes.
  ///   - consentGate: holds every request until the ATT-then-CMP sequence resolves.
  ///   - consentPolicy: `.waitForResolution(timeout:)` by default when a gate is attached,
  ///     `.immediate` otherwise.
  ///   - debugLog: where the lines of ``Settings/enableDebugMode`` go, identifiers already
  ///     redacted; nil for the platform console (`os.Logger`, subsystem `dev.interlude`,
  ///     category `ads`, on Apple platforms; standard error elsewhere). Not called when debug
  ///     mode is off. Called from any thread.
  public convenience init(
    settings: Settings = Settings(), transport: (any HTTPTransport)? = nil,
    beacons: (any BeaconSender)? = nil, device: DeviceInfo = DeviceInfo(),
    privacy: @escaping @Sendable () -> PrivacySignals = { .withheld },
    consentGate: ConsentGate? = nil, consentPolicy: ConsentPolicy? = nil,
    debugLog: (@Sendable (String) -> Void)? = nil
  ) {
    self.init(
      settings: settings, transport: transport, beacons: beacons, device: device,
      privacy: privacy, clock: nil, consentGate: consentGate, consentPolicy: consentPolicy,
      debugLog: debugLog)
  }

  /// Creates a loader whose playback timers run on `clock` (real time when nil): a manual one
  /// (`ManualClock` of `InterludeSimulation`) for tests and simulations.
  package init(
    settings: Settings = Settings(), transport: (any HTTPTransport)? = nil,
    beacons: (any BeaconSender)? = nil, device: DeviceInfo = DeviceInfo(),
    privacy: @escaping @Sendable () -> PrivacySignals = { .withheld },
    clock: (any PlaybackClock)?, consentGate: ConsentGate? = nil,
    consentPolicy: ConsentPolicy? = nil, debugLog: (@Sendable (String) -> Void)? = nil
  ) {
    self.consentGate = consentGate
    self.consentPolicy =
      consentPolicy
      ?? (consentGate == nil
        ? .immediate : .waitForResolution(timeout: ConsentPolicy.defaultTimeout))
    let transport = transport ?? URLSessionTransport()
    self.settings = settings
    // Debug mode wraps the transport and the beacon sender; off, nothing is wrapped.
    let log =
      settings.enableDebugMode
      ? DebugLog(
        sink: debugLog ?? DebugLog.console,
        redactor: DebugLogRedactor(settings: settings, privacy: privacy)) : nil
    self.debugLog = log
    self.transport = log?.wrap(transport) ?? transport
    let sender =
      beacons
      ?? TransportBeaconSender(
        transport: transport, userAgent: device.userAgent,
        onFailure: { url, error in log?.beaconFailed(url, error: error) })
    self.beacons = log?.wrap(sender) ?? sender
    self.device = device
    self.privacy = privacy
    self.clock = clock ?? SystemPlaybackClock()
    for (name, value) in settings.featureFlags.sorted(by: { $0.key < $1.key }) {
      log?.write("settings: feature flag \(name)=\(value) ignored: Interlude defines none")
    }
    if let reporting = beacons as? any ReportingBeaconSender {
      reporting.observe { [weak self] event in
        guard let self else { return false }
        if let log = event.logEvent {
          for entry in managers { entry.manager?.emit(log) }
        }
        return true
      }
    }
  }

  /// Requests ads and reports to the ``delegate``, on the main actor.
  public func requestAds(with request: AdsRequest) {
    Task {
      let (result, hops) = await requestAdsTracing(request)
      switch result {
      case .success(let data):
        delegate?.adsLoader(self, adsLoadedWith: data)
      case .failure(let error):
        delegate?.adsLoader(
          self,
          failedWith: AdLoadingErrorData(
            adError: error, userContext: request.userContext, hops: hops))
      }
    }
  }

  /// Requests ads.
  ///
  /// - Throws: ``AdError`` with IMA's code (and the VAST code) when no ad could be loaded.
  public func requestAds(_ request: AdsRequest) async throws(AdError) -> AdsLoadedData {
    try await requestAdsTracing(request).result.get()
  }

  /// Requests ads and also returns every HTTP request made, whether or not the load succeeded
  /// (for diagnostics such as `interlude inspect --follow`).
  package func requestAdsTracing(
    _ request: AdsRequest
  ) async -> (
    result: Result<AdsLoadedData, AdError>, hops: [LoadHop]
  ) {
    let settings = requestSettings(for: request)
    let device = requestDevice(for: request)
    if request.adsResponse == nil { await stagger(upTo: request.liveStreamPrefetchSeconds) }
    // Nothing leaves before the gate opens; read the signals only after it did.
    let consentTimedOut = await waitAtConsentGate()
    let privacy = requestPrivacy(
      for: request, settings: settings, consentTimedOut: consentTimedOut)
    let pipeline = AdLoadPipeline(
      transport: transport, beacons: beacons, settings: settings, device: device,
      privacy: privacy, correlator: Self.makeCorrelator(from: randomNumber),
      contentURL: request.contentURL,
      debugLog: debugLog, playback: PlaybackSignals(request), content: ContentSignals(request),
      secureSignals: await secureSignals(for: request, privacy: privacy()),
      randomNumber: randomNumber)
    let (result, hops) = await pipeline.load(
      adTag: request.adTagUrl, response: request.adsResponse,
      contentDuration: request.contentDuration)
    debugLog?.loaded(result, requests: hops.count)
    let loaded = result.flatMap { outcome in
      makeManager(for: outcome, of: request, hops: hops, pipeline: pipeline)
    }
    return (loaded.map { AdsLoadedData(adsManager: $0, userContext: request.userContext) }, hops)
  }

  /// The loader's settings with the request's ``AdsRequest/vastLoadTimeout`` (milliseconds)
  /// for the first request and every wrapper.
  private func requestSettings(for request: AdsRequest) -> Settings {
    var settings = self.settings
    if let milliseconds = request.vastLoadTimeout, milliseconds > 0 {
      settings.loading.firstRequestTimeout = .milliseconds(milliseconds)
      settings.loading.wrapperTimeout = .milliseconds(milliseconds)
    }
    return settings
  }

  /// The loader's device with the player size of the request's display container.
  private func requestDevice(for request: AdsRequest) -> DeviceInfo {
    var device = self.device
    if let size = request.adDisplayContainer?.playerSize { device.playerSize = size }
    return device
  }

  /// Waits a random time of up to `seconds` on the loader's clock, as IMA does for
  /// ``AdsRequest/liveStreamPrefetchSeconds``; returns at once for 0.
  private func stagger(upTo seconds: Double) async {
    guard seconds > 0 else { return }
    let delay = liveStreamDelay(seconds)
    guard delay.isFinite, delay > 0 else { return }
    debugLog?.write("live stream: waiting \(delay) s before the ad request")
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      clock.schedule(after: delay) { continuation.resume() }
    }
  }

  /// The request's secure signals: the publisher's, then the providers' when `privacy`
  /// allows an identifier (providers are not asked otherwise).
  private func secureSignals(
    for request: AdsRequest, privacy: PrivacySignals
  ) async -> [SecureSignal] {
    var signals =
      request.secureSignals.map { [SecureSignal(source: nil, data: $0.customData)] }
      ?? []
    guard privacy.sendableAdvertisingIdentifier != nil else { return signals }
    signals += await SecureSignalsCollection.collect(
      from: secureSignalsProviders, timeout: secureSignalsTimeout.timeInterval, clock: clock)
    return signals
  }

  /// Waits at the consent gate when the policy says so; returns whether the wait timed out
  /// (true only then).
  private func waitAtConsentGate() async -> Bool {
    guard case .waitForResolution(let timeout) = consentPolicy, let consentGate else {
      return false
    }
    let stopwatch = ContinuousClock()
    let start = stopwatch.now
    if !consentGate.isOpen {
      debugLog?.write("consent: waiting for the gate (up to \(timeout.timeInterval) s)")
    }
    let timedOut = !(await consentGate.waitUntilOpen(timeout: timeout))
    let waited = DebugLog.milliseconds(stopwatch.now - start)
    debugLog?.write(
      timedOut
        ? "consent: gate timed out after \(waited) ms; requests go out limited, no identifier"
        : "consent: gate open after \(waited) ms")
    return timedOut
  }

  /// The privacy signals of one request's URLs, read afresh each time: the loader's, limited
  /// when consent was not resolved in time, with the settings applied and constrained by the
  /// publisher's ad tag.
  private func requestPrivacy(
    for request: AdsRequest, settings: Settings, consentTimedOut: Bool
  ) -> @Sendable () -> PrivacySignals {
    let source = self.privacy
    let publisherTag = request.adTagUrl
    return { [settings] in
      let signals = source()
      return (consentTimedOut ? signals.limitedForUnresolvedConsent : signals).applying(settings)
        .constrained(byAdTag: publisherTag)
    }
  }

  /// The manager of a loaded response, configured on the request's display and followed by
  /// the loader (for ``contentComplete()`` and the beacon sender's LOG events); a VMAP response
  /// without a content playhead fails.
  private func makeManager(
    for outcome: AdLoadPipeline.Outcome, of request: AdsRequest, hops: [LoadHop],
    pipeline: AdLoadPipeline
  ) -> Result<AdsManager, AdError> {
    let environment = playbackEnvironment(for: request, settings: pipeline.settings)
    let manager: AdsManager
    switch outcome {
    case .vast(let resolution):
      manager = AdsManager(
        schedule: [
          ScheduledAdBreak(
            adBreak: nil, timeOffset: .start, cuePoint: 0, state: .loaded(resolution))
        ], isAdRules: false, hops: hops, contentDuration: request.contentDuration,
        pipeline: pipeline, baseURL: nil, environment: environment)
    case .vmap(let document, let states, let base):
      guard request.contentPlayhead != nil else {
        let error = AdError(
          type: .loadingFailed, code: .contentPlayheadMissing,
          message: "A VMAP response needs a content playhead")
        debugLog?.write("ads failed to load: \(error)")
        return .failure(error)
      }
      let schedule = ScheduleBuilder.schedule(
        for: document.adBreaks, states: states, contentDuration: request.contentDuration,
        contentCuePoints: request.contentCuePoints)
      manager = AdsManager(
        schedule: schedule, isAdRules: true, hops: hops, contentDuration: request.contentDuration,
        pipeline: pipeline, baseURL: base, environment: environment)
    }
    environment.display?.configure(with: pipeline.settings)
    managers.removeAll { $0.manager == nil }
    managers.append(WeakManager(manager: manager))
    return .success(manager)
  }

  /// What a request's manager plays with: its container's display, link opener, companion
  /// slots, Open Measurement provider, friendly obstructions and Picture in Picture state, its
  /// content playhead, and the loader's clock.
  private func playbackEnvironment(
    for request: AdsRequest, settings: Settings
  ) -> PlaybackEnvironment {
    PlaybackEnvironment(
      display: request.adDisplayContainer?.videoDisplay, contentPlayhead: request.contentPlayhead,
      clock: clock, linkOpener: request.adDisplayContainer?.linkOpener,
      companionSlots: request.adDisplayContainer?.companionSlots ?? [],
      openMeasurement: request.adDisplayContainer?.openMeasurement,
      friendlyObstructions: { [weak container = request.adDisplayContainer] in
        container?.friendlyObstructions ?? []
      },
      autoPlayAdBreaks: settings.autoPlayAdBreaks,
      isPictureInPictureActive: { [weak container = request.adDisplayContainer] in
        container?.isPictureInPictureActive ?? false
      })
  }

  /// Tells the SDK the content has ended, so post-rolls can play (IMA's `contentComplete`).
  public func contentComplete() {
    for entry in managers {
      entry.manager?.contentComplete()
    }
  }

  /// A random 16-digit correlator, one per request, as Google Ad Manager expects.
  static func makeCorrelator(from randomNumber: () -> UInt64) -> String {
    let lowest: UInt64 = 1_000_000_000_000_000
    return String(lowest + randomNumber() % (9 * lowest))
  }

  private struct WeakManager {
    weak var manager: AdsManager?
  }
}
