import Foundation
import InterludeConsent

/// The loading machinery shared by ``AdsLoader`` and ``AdsManager``: fetch, parse, resolve.
struct AdLoadPipeline: Sendable {
  let transport: any HTTPTransport
  let beacons: any BeaconSender
  let settings: Settings
  let device: DeviceInfo
  /// The privacy signals, read afresh for every URL built (ad tags, wrappers, beacons), so a
  /// consent change reaches a running session's next request.
  let privacy: @Sendable () -> PrivacySignals
  let correlator: String
  let contentURL: String?
  /// Where the lines of ``Settings/enableDebugMode`` go; nil when it is off.
  var debugLog: DebugLog?
  /// The request's autoplay, mute and continuous-play signals: ad-tag parameters for the
  /// hosts that take them and `[PLAYBACKMETHODS]` for every URL.
  var playback = PlaybackSignals()
  /// The request's content title, keywords and duration: ad-tag parameters for the hosts
  /// that take them.
  var content = ContentSignals()
  /// The request's secure signals (the publisher's and the providers'): `ssj` for the hosts
  /// that take ad-tag parameters, when the identifier may be sent.
  var secureSignals: [SecureSignal] = []
  /// The random source of `[CACHEBUSTING]` in every URL built (the loader's).
  var randomNumber: @Sendable () -> UInt64 = MacroContext.systemRandomNumber

  /// What one load produced.
  enum Outcome: Sendable {
    /// A VAST response and its resolved ads.
    case vast(AdResolution)
    /// A VMAP response with its breaks (inline ones resolved, tag ones pending or resolved)
    /// and the URL it came from after redirects (the base for its relative `AdTagURI`s).
    case vmap(VMAPDocument, [ScheduledAdBreak.State], base: URL?)
  }

  /// Loads an ad tag or a canned response.
  func load(
    adTag: String?, response: String?, contentDuration: Double?
  ) async -> (
    Result<Outcome, AdError>, [LoadHop]
  ) {
    let trace = LoadTrace()
    let shared = Shared(settings: settings)
    let resolver = makeResolver(trace: trace, position: nil, shared: shared)
    let parsed: Result<AdResponse, VASTError>
    var tagURL: URL?
    if let response {
      parsed = Result { () throws(VASTError) in try AdResponseParser().parse(response) }
    } else if let adTag, let url = urls(position: nil).adTagURL(adTag, contentURL: contentURL) {
      let fetched = await resolver.fetch(url, depth: 0)
      tagURL = (try? fetched.get().url) ?? url
      parsed = fetched.map(\.response).mapError(\.error)
    } else if adTag != nil {
      let error = AdError(
        type: .loadingFailed, code: .invalidArguments,
        message: "The request's ad tag URL is not a usable http or https URL")
      return (.failure(error), [])
    } else {
      let error = AdError(
        type: .loadingFailed, code: .apiError,
        message: "The request has neither an ad tag URL nor an ads response")
      return (.failure(error), [])
    }
    switch parsed {
    case .failure(let error):
      if error.code == .noAds { await resolver.report(error.errorURLs, code: .noAds) }
      return (.failure(AdError.loading(error)), trace.hops)
    case .success(.vast(let document)):
      var chain = WrapperResolver.Chain()
      chain.documentURL = tagURL
      if let adTag { chain.templates.insert(adTag) }
      let resolution = await resolver.resolve(document, chain: chain)
      guard !resolution.playableAds.isEmpty else {
        let error =
          resolution.failures.first?.error
          ?? AdError(type: .loadingFailed, code: .vastEmptyResponse, message: "No ads")
        return (.failure(error), trace.hops)
      }
      return (.success(.vast(resolution)), trace.hops)
    case .success(.vmap(let document)):
      let states = await resolveBreaks(document, base: tagURL, trace: trace, shared: shared)
      return (.success(.vmap(document, states, base: tagURL)), trace.hops)
    }
  }

  /// Resolves the breaks whose ads are inline, and the tag ones too when prefetching is on;
  /// all in parallel.
  private func resolveBreaks(
    _ document: VMAPDocument, base: URL?, trace: LoadTrace, shared: Shared
  ) async -> [ScheduledAdBreak.State] {
    await withTaskGroup(of: (Int, ScheduledAdBreak.State).self) { group in
      for (index, adBreak) in document.adBreaks.enumerated() {
        group.addTask {
          (index, await initialState(of: adBreak, base: base, trace: trace, shared: shared))
        }
      }
      var states = [ScheduledAdBreak.State](repeating: .empty, count: document.adBreaks.count)
      for await (index, state) in group { states[index] = state }
      return states
    }
  }

  private func initialState(
    of adBreak: AdBreak, base: URL?, trace: LoadTrace, shared: Shared
  ) async -> ScheduledAdBreak.State {
    guard let source = adBreak.adSource else { return .empty }
    switch source.content {
    case .vastAdData(.success(let document)):
      var chain = WrapperResolver.Chain()
      chain.documentURL = base
      return await resolve(document, of: adBreak, chain: chain, trace: trace, shared: shared)
    case .vastAdData(.failure(let error)):
      await reportBreakError(adBreak, code: error.code)
      return .failed(AdError.loading(error))
    case .adTagURI:
      guard settings.loading.prefetchAllBreaks else { return .pending }
      return await loadBreak(adBreak, base: base, trace: trace, shared: shared)
    case .customAdData(_, let templateType):
      await reportBreakError(adBreak, code: .vmapTemplateTypeNotSupported)
      return .failed(
        AdError(
          type: .loadingFailed, code: .playlistMalformedResponse,
          message: "CustomAdData (\(templateType ?? "no template type")) is not supported",
          vastCode: .vmapTemplateTypeNotSupported))
    }
  }

  /// Fetches and resolves a break's `AdTagURI`, reporting a failure to the break's `error`
  /// tracking URLs.
  func loadBreak(
    _ adBreak: AdBreak, base: URL?, trace: LoadTrace, shared: Shared? = nil
  ) async -> ScheduledAdBreak.State {
    guard case .adTagURI(let template, _) = adBreak.adSource?.content else { return .empty }
    let shared = shared ?? Shared(settings: settings)
    let resolver = makeResolver(trace: trace, position: adBreak.timeOffset, shared: shared)
    let builder = urls(position: adBreak.timeOffset)
    guard let url = builder.breakTagURL(template, relativeTo: base, contentURL: contentURL) else {
      await reportBreakError(adBreak, code: .vmapRetrieval)
      return .failed(
        AdError(
          type: .loadingFailed, code: .failedToRequestAds,
          message: "Unusable AdTagURI \(template)", vastCode: .vmapRetrieval))
    }
    let fetched = await resolver.fetch(url, depth: 0, parent: base)
    switch fetched.map(\.response) {
    case .failure(let failure):
      let error = failure.error
      if error.code == .noAds { await resolver.report(error.errorURLs, code: .noAds) }
      let vmapCode: VASTErrorCode =
        error.code == .wrapperTimeout
        ? (failure.timedOut ? .vmapRetrievalTimeout : .vmapRetrieval) : .vmapAdDocumentParsing
      await reportBreakError(adBreak, code: error.code == .noAds ? .noAds : vmapCode)
      return .failed(AdError.loading(error))
    case .success(.vmap):
      await reportBreakError(adBreak, code: .vmapAdResponse)
      return .failed(
        AdError(
          type: .loadingFailed, code: .playlistMalformedResponse,
          message: "A VMAP break's AdTagURI returned VMAP", vastCode: .vmapAdResponse))
    case .success(.vast(let document)):
      var chain = WrapperResolver.Chain()
      chain.documentURL = (try? fetched.get().url) ?? url
      chain.templates.insert(template)
      return await resolve(document, of: adBreak, chain: chain, trace: trace, shared: shared)
    }
  }

  /// Resolves a break's VAST document as its `AdSource` allows (VMAP 1.0.1 §2.3.2).
  ///
  /// - `allowMultipleAds="false"`: one ad of the response is selected, by the rule the SDK
  ///   applies to a wrapper's `allowMultipleAds="false"` (VAST 4.3 §3.19.1): the first
  ///   stand-alone ad, or the first pod ad when the response has only a pod. The others are
  ///   neither fetched nor played. Absent, as the schema says, the player accepts several ads.
  /// - `followRedirects="false"`: no wrapper of the response is followed; each one fails with
  ///   302 (see ``WrapperResolver``). Absent, wrappers are followed.
  ///
  /// Every ad that fails reports to the break's `error` tracking as it fails (VMAP 1.0.1 §2.5),
  /// with its own VAST code; a response without any ad reports 303.
  private func resolve(
    _ document: VASTDocument, of adBreak: AdBreak, chain: WrapperResolver.Chain,
    trace: LoadTrace, shared: Shared
  ) async -> ScheduledAdBreak.State {
    var resolver = makeResolver(trace: trace, position: adBreak.timeOffset, shared: shared)
    resolver.breakErrorURLs = adBreak.trackingURLs(for: .error)
    resolver.followsWrappers = adBreak.adSource?.followRedirects != false
    var document = document
    if adBreak.adSource?.allowMultipleAds == false {
      document.ads = WrapperResolver.selectAds(in: document, allowMultiple: false).0
    }
    let resolution = await resolver.resolve(document, chain: chain)
    if resolution.playableAds.isEmpty, resolution.failures.isEmpty {
      await reportBreakError(adBreak, code: .noAds)
    }
    return .loaded(resolution)
  }

  private func reportBreakError(_ adBreak: AdBreak, code: VASTErrorCode) async {
    let builder = urls(position: adBreak.timeOffset)
    let targets = adBreak.trackingURLs(for: .error).compactMap {
      builder.breakErrorURL($0, code: code)
    }
    await withTaskGroup(of: Void.self) { group in
      for url in targets { group.addTask { await beacons.send(url, priority: .error) } }
    }
  }

  // MARK: Building blocks

  /// What every branch of one request shares: the concurrency cap and the total deadline.
  struct Shared: Sendable {
    let limiter: AsyncLimiter
    let deadline: LoadDeadline

    init(settings: Settings) {
      limiter = AsyncLimiter(limit: settings.loading.maxConcurrentRequests)
      deadline = LoadDeadline(seconds: settings.loading.totalDeadline.timeInterval)
    }
  }

  private func makeResolver(
    trace: LoadTrace, position: BreakOffset?, shared: Shared
  )
    -> WrapperResolver
  {
    WrapperResolver(
      transport: transport, settings: settings, beacons: beacons, urls: urls(position: position),
      trace: trace, limiter: shared.limiter, deadline: shared.deadline)
  }

  /// `[BREAKPOSITION]` for a VMAP offset; a VAST response is stand-alone.
  static func breakPosition(of offset: BreakOffset?) -> MacroContext.BreakPosition {
    switch offset {
    case nil: .standalone
    case .start: .preroll
    case .end: .postroll
    case .time(let seconds): seconds == 0 ? .preroll : .midroll
    case .percentage(let value): value == 0 ? .preroll : value == 100 ? .postroll : .midroll
    case .position: .other
    }
  }

  /// The request's macro values, shared by every URL of the request and of its session: the
  /// device, the content URL, the playback methods and the cache buster's random source.
  var requestContext: MacroContext {
    var context = MacroContext(randomNumber: randomNumber)
    context.device = device
    context.contentURI = contentURL
    context.playbackMethods = playback.playbackMethods
    return context
  }

  func urls(position: BreakOffset?) -> LoadURLBuilder {
    let privacy = self.privacy()
    var context = requestContext
    context.privacy = privacy
    context.breakPosition = Self.breakPosition(of: position)
    return LoadURLBuilder(
      settings: settings, device: device, privacy: privacy, context: context,
      correlator: correlator, playback: playback, content: content,
      secureSignals: secureSignals)
  }
}
