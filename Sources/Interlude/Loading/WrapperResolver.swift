import Foundation
import InterludeConsent

/// Follows VAST wrapper chains to InLine ads, in parallel and within deadlines.
///
/// - Every ad of a response, pod member and buffet ad, resolves in its own task (bounded by
///   ``LoadingSettings/maxConcurrentRequests``), so a request costs its longest chain, not the
///   sum of its chains. Two ads pointing at the same URL are fetched separately and stay two.
/// - Depth is capped by ``Settings/maxRedirects`` (302); each hop has its own timeout (8 s for
///   the ad tag, 4 s per wrapper) and all hops share one total deadline (301 when it passes).
/// - A wrapper that leads back to a URL already in its chain fails with 300 (a loop).
/// - `followAdditionalWrappers`, `allowMultipleAds` and `fallbackOnNoAd` act as VAST 4.3
///   §3.19.1 means them: a wrapper with `allowMultipleAds="false"` takes one stand-alone ad of
///   its response (the first pod ad when there is none), while the pod that holds the wrapper
///   stays whole; a failed pod member whose wrapper allows fallback is replaced by an unused
///   buffet ad of the same response.
/// - Every failure is reported with `[ERRORCODE]` to the `<Error>` URLs of every wrapper in the
///   chain, and an empty response's root `<Error>` URLs get 303.
/// - For a VMAP break, every failure is also reported, once and with the same code, to the
///   break's `error` tracking (VMAP 1.0.1 §2.5), and a break whose `AdSource` has
///   `followRedirects="false"` follows no wrapper: a wrapper fails with 302, as if the redirect
///   limit were zero.
struct WrapperResolver: Sendable {
  let transport: any HTTPTransport
  let settings: Settings
  let beacons: any BeaconSender
  let urls: LoadURLBuilder
  let trace: LoadTrace
  let limiter: AsyncLimiter
  let deadline: LoadDeadline
  /// The `error` tracking URLs of the VMAP break being resolved (none outside VMAP).
  var breakErrorURLs: [String] = []
  /// Whether wrappers are followed: false when the VMAP break's `AdSource` has
  /// `followRedirects="false"`.
  var followsWrappers = true

  /// The path from the response to the current document.
  struct Chain: Sendable {
    /// Wrapper ads followed so far, outermost first.
    var wrappers: [Ad] = []
    /// Their tag URIs as written, to detect loops.
    var templates: Set<String> = []
    /// The URL of the document being read, for relative URIs.
    var documentURL: URL?

    var hops: [WrapperHop] {
      wrappers.map { ad in
        WrapperHop(
          adId: ad.id, adSystem: ad.wrapper?.adSystem?.name, adTagURI: ad.wrapper?.adTagURI,
          creativeIds: ad.wrapper?.creatives.compactMap(\.id) ?? [])
      }
    }

    /// Every `<Error>` URL of the chain, outermost first.
    var errorURLs: [String] { wrappers.flatMap { $0.wrapper?.errorURLs ?? [] } }
  }

  /// The outcome of resolving one ad: one or more InLine ads, or a failure.
  enum Branch: Sendable {
    case resolved([ResolvedAd])
    case failed(AdLoadFailure)
  }

  // MARK: Documents

  /// Resolves every ad of a response.
  func resolve(_ document: VASTDocument, chain: Chain = Chain()) async -> AdResolution {
    let pod = document.podAds
    let buffet = document.standaloneAds
    async let podBranches = resolveAll(pod, chain: chain)
    async let buffetBranches = resolveAll(buffet, chain: chain)
    let (podResults, buffetResults) = await (podBranches, buffetBranches)
    var resolution = AdResolution()
    var unusedBuffet = buffetResults.compactMap { branch -> [ResolvedAd]? in
      if case .resolved(let ads) = branch { ads } else { nil }
    }
    for (ad, branch) in zip(pod, podResults) {
      switch branch {
      case .resolved(let ads):
        resolution.pod += ads
      case .failed(let failure):
        resolution.failures.append(failure)
        if ad.wrapper?.fallbackOnNoAd != false, !unusedBuffet.isEmpty {
          resolution.pod += unusedBuffet.removeFirst().map { resequenced($0, as: ad.sequence) }
        }
      }
    }
    if pod.isEmpty, !unusedBuffet.isEmpty {
      // No pod: the first stand-alone ad that resolved plays (a wrapped pod plays whole).
      resolution.pod = unusedBuffet.removeFirst()
    }
    resolution.buffet = unusedBuffet.flatMap { $0 }
    resolution.failures += buffetResults.compactMap { branch -> AdLoadFailure? in
      if case .failed(let failure) = branch { failure } else { nil }
    }
    return resolution
  }

  private func resolveAll(_ ads: [Ad], chain: Chain) async -> [Branch] {
    await withTaskGroup(of: (Int, Branch).self) { group in
      for (index, ad) in ads.enumerated() {
        group.addTask { (index, await resolve(ad, chain: chain)) }
      }
      var branches = [Branch?](repeating: nil, count: ads.count)
      for await (index, branch) in group { branches[index] = branch }
      return branches.compactMap { $0 }
    }
  }

  private func resequenced(_ ad: ResolvedAd, as sequence: Int?) -> ResolvedAd {
    var copy = ad
    copy.ad.sequence = sequence
    return copy
  }

  // MARK: Ads

  /// Resolves one ad: an InLine at once, a wrapper by fetching what it points to.
  func resolve(_ ad: Ad, chain: Chain) async -> Branch {
    switch ad.content {
    case .inLine(let inLine):
      if let category = AdMerger.blockedCategory(of: inLine, wrappers: chain.wrappers) {
        return await fail(
          ad, chain: chain, code: .blockedCategory,
          message: "Category \(category.value) is blocked by a wrapper")
      }
      let merged = AdMerger.merge(ad, wrappers: chain.wrappers)
      return .resolved([
        ResolvedAd(ad: merged, wrappers: chain.hops, sourceURL: chain.documentURL?.absoluteString)
      ])
    case .wrapper(let wrapper):
      return await follow(ad, wrapper: wrapper, chain: chain)
    }
  }

  private func follow(_ ad: Ad, wrapper: Wrapper, chain: Chain) async -> Branch {
    var next = chain
    next.wrappers.append(ad)
    guard followsWrappers else {
      return await fail(
        ad, chain: next, code: .wrapperLimit,
        message: "The ad is a wrapper, and the VMAP break does not follow redirects")
    }
    guard next.wrappers.count <= settings.maxRedirects else {
      return await fail(
        ad, chain: next, code: .wrapperLimit,
        message: "More than \(settings.maxRedirects) wrappers")
    }
    guard let template = wrapper.adTagURI else {
      return await fail(
        ad, chain: next, code: .schemaValidation, message: "Wrapper has no VASTAdTagURI")
    }
    guard !chain.templates.contains(template) else {
      return await fail(ad, chain: next, code: .wrapper, message: "Wrapper loop at \(template)")
    }
    next.templates.insert(template)
    guard let url = urls.wrapperURL(template, relativeTo: chain.documentURL) else {
      return await fail(
        ad, chain: next, code: .wrapper, message: "Unusable VASTAdTagURI \(template)")
    }
    let fetched = await fetch(url, depth: next.wrappers.count, parent: chain.documentURL)
    let document: VASTDocument
    switch fetched.map(\.response).mapError(\.error) {
    case .failure(let error):
      if error.code == .noAds, !error.errorURLs.isEmpty {
        await report(error.errorURLs, code: .noAds)
      }
      return await fail(
        ad, chain: next, code: error.code, message: error.message,
        imaCode: fetched.isHTTPError ? .vastInvalidURL : nil)
    case .success(.vmap):
      return await fail(ad, chain: next, code: .wrapper, message: "Wrapper led to a VMAP document")
    case .success(.vast(let child)):
      document = child
    }
    // Relative URIs in the document resolve against where it came from, after redirects.
    next.documentURL = (try? fetched.get().url) ?? url
    var usable = document
    if !wrapper.followAdditionalWrappers {
      usable.ads.removeAll { $0.wrapper != nil }
      if usable.ads.isEmpty {
        return await fail(
          ad, chain: next, code: .wrapper,
          message: "The response has only wrappers, and followAdditionalWrappers is false")
      }
    }
    let (candidates, takesAll) = Self.selectAds(
      in: usable, allowMultiple: wrapper.allowMultipleAds)
    let branches = await resolveAll(candidates, chain: next)
    var resolved: [ResolvedAd] = []
    var firstFailure: AdLoadFailure?
    for branch in branches {
      switch branch {
      case .resolved(let ads): resolved += ads
      case .failed(let failure): firstFailure = firstFailure ?? failure
      }
    }
    if !resolved.isEmpty {
      return .resolved(takesAll ? resolved : [resolved[0]])
    }
    if let firstFailure { return .failed(firstFailure) }
    return await fail(ad, chain: next, code: .noAds, message: "No ads after wrappers")
  }

  /// The ads of a wrapper's response (or a VMAP break's) that may be used, and whether all of
  /// them play.
  ///
  /// With `allowMultipleAds` the pod in sequence order (all play), or else the buffet in
  /// document order (resolved in parallel; the first in document order that resolves plays).
  /// Without it, one ad: the first stand-alone ad, or the first pod ad when the response has
  /// only a pod.
  static func selectAds(in document: VASTDocument, allowMultiple: Bool) -> ([Ad], Bool) {
    let pod = document.podAds
    let buffet = document.standaloneAds
    if allowMultiple { return pod.isEmpty ? (buffet, false) : (pod, true) }
    if let first = buffet.first ?? pod.first { return ([first], false) }
    return ([], false)
  }

  // MARK: Fetching

  /// Why a fetch gave no document: the VAST error (301 for transport failures and HTTP errors,
  /// the parser's code otherwise), and whether it was a timeout (VMAP tells 1007 from 1008).
  struct FetchFailure: Error {
    var error: VASTError
    var timedOut = false
    /// The server answered with an HTTP error status (IMA reports 303, not 301).
    var httpStatus: Int?
  }

  /// A parsed document and the URL it came from after redirects (the base for its relative
  /// URIs, RFC 3986 §5.1.3).
  struct FetchedDocument: Sendable {
    var response: AdResponse
    var url: URL
  }

  /// Fetches and parses one document, recording the hop with the `parent` document that led
  /// to it.
  ///
  /// Transport failures and HTTP errors are VAST 301 (the URI was unavailable or timed out).
  func fetch(
    _ url: URL, depth: Int, parent: URL? = nil
  ) async -> Result<FetchedDocument, FetchFailure> {
    let limit =
      (depth == 0 ? settings.loading.firstRequestTimeout : settings.loading.wrapperTimeout)
      .timeInterval
    let timeout = deadline.timeout(forHop: limit)
    let start = ContinuousClock.now
    guard timeout > 0 else {
      let error = VASTError(code: .wrapperTimeout, message: "The request's total deadline passed")
      trace.record(
        url: url, depth: depth, parent: parent, status: nil, since: start, bytes: 0, error: error)
      return .failure(FetchFailure(error: error, timedOut: true))
    }
    let purpose: HTTPRequest.Purpose =
      depth > 0 ? .wrapper : urls.context.breakPosition == .standalone ? .adRequest : .breakTag
    let request = HTTPRequest(
      url: url, headers: ["User-Agent": urls.device.userAgent], timeout: timeout,
      maxResponseBytes: settings.loading.maxResponseBytes, purpose: purpose)
    let outcome: Result<HTTPResponse, TransportError> = await limiter.run { [transport] in
      do throws(TransportError) {
        return .success(try await transport.send(request))
      } catch {
        return .failure(error)
      }
    }
    let response: HTTPResponse
    switch outcome {
    case .success(let value):
      response = value
    case .failure(let error):
      let vastError = VASTError(code: .wrapperTimeout, message: Self.describe(error, url: url))
      trace.record(
        url: url, depth: depth, parent: parent, status: nil, since: start, bytes: 0,
        error: vastError)
      return .failure(FetchFailure(error: vastError, timedOut: error == .timedOut))
    }
    guard response.isSuccess else {
      let error = VASTError(
        code: .wrapperTimeout, message: "HTTP \(response.statusCode) from \(url.absoluteString)")
      trace.record(
        url: url, depth: depth, parent: parent, status: response.statusCode, since: start,
        bytes: response.body.count, error: error)
      return .failure(FetchFailure(error: error, httpStatus: response.statusCode))
    }
    let parsed = Result { () throws(VASTError) in
      try AdResponseParser(
        options: ParserOptions(maxDocumentBytes: settings.loading.maxResponseBytes)
      ).parse(response.body)
    }
    trace.record(
      url: url, depth: depth, parent: parent, status: response.statusCode, since: start,
      bytes: response.body.count, result: parsed)
    return parsed.map { FetchedDocument(response: $0, url: response.url) }
      .mapError { FetchFailure(error: $0) }
  }

  private static func describe(_ error: TransportError, url: URL) -> String {
    switch error {
    case .timedOut: "Timed out: \(url.absoluteString)"
    case .tooLarge(let limit): "Response over \(limit) bytes: \(url.absoluteString)"
    case .cancelled: "Cancelled: \(url.absoluteString)"
    case .unsupportedURL(let text): "Unsupported URL \(text)"
    case .badRedirect(let text): "Bad redirect: \(text)"
    case .connectionFailed(let text): "Connection failed: \(text)"
    }
  }

  // MARK: Errors

  /// Reports a failure to every wrapper of the chain and to the VMAP break's `error` tracking,
  /// and returns it as a branch.
  private func fail(
    _ ad: Ad, chain: Chain, code: VASTErrorCode, message: String, imaCode: AdErrorCode? = nil
  ) async -> Branch {
    let vast = (chain.errorURLs + (ad.inLine?.errorURLs ?? [])).compactMap {
      urls.errorURL($0, code: code)
    }
    await send(vast + breakErrorURLs.compactMap { urls.breakErrorURL($0, code: code) })
    let top = chain.wrappers.first ?? ad
    var error = AdError.loading(
      VASTError(code: code, message: message), afterWrappers: !chain.wrappers.isEmpty)
    if let imaCode { error.code = imaCode }
    return .failed(
      AdLoadFailure(adId: top.id, sequence: top.sequence, error: error, wrappers: chain.hops))
  }

  /// Fires `<Error>` URLs with `[ERRORCODE]` set, all at once.
  func report(_ templates: [String], code: VASTErrorCode) async {
    await send(templates.compactMap { urls.errorURL($0, code: code) })
  }

  /// Sends error beacons, all at once.
  private func send(_ targets: [URL]) async {
    await withTaskGroup(of: Void.self) { group in
      for url in targets { group.addTask { await beacons.send(url, priority: .error) } }
    }
  }
}
