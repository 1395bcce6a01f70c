import Foundation

#if canImport(os)
import os
#endif

/// Writes the lines of ``Settings/enableDebugMode``: one human-readable line per notable step
/// of a loader and its managers, with every identifier replaced by `<redacted>`.
///
/// The loader makes one when debug mode is on and hands it to the decorators it installs
/// (``DebugLoggingTransport``, ``DebugLoggingBeaconSender``,
/// ``DebugLoggingImmediateBeaconSender``) and to its managers; with debug mode off there is no
/// log, nothing is wrapped and no line is built.
final class DebugLog: Sendable {
  private let sink: @Sendable (String) -> Void
  private let redactor: DebugLogRedactor

  /// Creates a log that writes to `sink` after `redactor` has removed the identifiers.
  init(sink: @escaping @Sendable (String) -> Void, redactor: DebugLogRedactor) {
    self.sink = sink
    self.redactor = redactor
  }

  /// Writes one line, redacted.
  func write(_ line: String) {
    sink(redactor.redact(line))
  }

  /// The platform console: `os.Logger` (subsystem `dev.interlude`, category `ads`, debug level,
  /// so lines show in Xcode's console and are not kept on disk) on Apple platforms, standard
  /// error elsewhere.
  static let console: @Sendable (String) -> Void = { line in
    #if canImport(os)
    Logger(subsystem: "dev.interlude", category: "ads").debug("\(line, privacy: .public)")
    #else
    FileHandle.standardError.write(Data("[Interlude] \(line)\n".utf8))
    #endif
  }

  // MARK: Decorators

  /// `transport`, logging every request it makes.
  func wrap(_ transport: any HTTPTransport) -> any HTTPTransport {
    DebugLoggingTransport(base: transport, log: self)
  }

  /// `sender`, logging every beacon it is handed; an ``ImmediateBeaconSender`` stays one, so
  /// playback still hands it beacons synchronously and in firing order.
  @MainActor
  func wrap(_ sender: any BeaconSender) -> any BeaconSender {
    if let immediate = sender as? any ImmediateBeaconSender {
      return DebugLoggingImmediateBeaconSender(base: immediate, log: self)
    }
    return DebugLoggingBeaconSender(base: sender, log: self)
  }

  // MARK: Lines

  /// `HTTP GET <url> (wrapper) -> 200 in 12 ms`, or the transport error.
  func request(
    _ request: HTTPRequest, result: Result<HTTPResponse, TransportError>, duration: Duration
  ) {
    var line = "HTTP GET \(request.url.absoluteString) (\(request.purpose.rawValue)) -> "
    switch result {
    case .success(let response):
      line += "\(response.statusCode) in \(Self.milliseconds(duration)) ms"
      if response.url != request.url { line += ", from \(response.url.absoluteString)" }
    case .failure(let error):
      line += "failed (\(error)) after \(Self.milliseconds(duration)) ms"
    }
    write(line)
  }

  /// `beacon impression <url>`; `beacon <url>` when the kind is not known.
  func beacon(_ url: URL, priority: BeaconPriority?) {
    write("beacon \(priority.map { "\($0.name) " } ?? "")\(url.absoluteString)")
  }

  /// `beacon failed (timedOut): <url>`.
  func beaconFailed(_ url: URL, error: TransportError) {
    write("beacon failed (\(error)): \(url.absoluteString)")
  }

  /// `event STARTED ad=ad-1 pod=0 position=1/2`, then `data: key=value, ...` when it has data.
  /// `AD_PROGRESS` (five times a second) is left out: the quartile events and beacons say
  /// where an ad is.
  func event(_ event: AdEvent) {
    guard event.type != .adProgress else { return }
    var line = "event \(event.type.rawValue)"
    if let ad = event.ad {
      let pod = ad.podInfo
      line += " ad=\(ad.adId ?? "-") pod=\(pod.podIndex) position=\(pod.adPosition)/\(pod.totalAds)"
    }
    if !event.data.isEmpty {
      let pairs = event.data.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      line += " data: " + pairs.joined(separator: ", ")
    }
    write(line)
  }

  /// `ads loaded after 2 requests: VAST, 1 ad` (or VMAP, its breaks and how many are loaded),
  /// or `ads failed to load after 1 request:` and the ``AdError`` with its codes.
  func loaded(_ result: Result<AdLoadPipeline.Outcome, AdError>, requests: Int) {
    let head = "after \(Self.count(requests, "request")): "
    switch result {
    case .failure(let error):
      write("ads failed to load " + head + "\(error)")
    case .success(.vast(let resolution)):
      let failed = resolution.failures.isEmpty ? "" : ", \(resolution.failures.count) failed"
      write(
        "ads loaded " + head + "VAST, \(Self.count(resolution.playableAds.count, "ad"))\(failed)")
    case .success(.vmap(let document, let states, _)):
      let loaded = states.filter { if case .loaded = $0 { true } else { false } }.count
      write(
        "ads loaded " + head
          + "VMAP, \(Self.count(document.adBreaks.count, "break")), \(loaded) loaded")
    }
  }

  /// `break 2 after 1 request: 3 ads`, or why it has none: a VMAP break loaded after the load.
  func breakLoaded(_ index: Int, state: ScheduledAdBreak.State, requests: Int) {
    let head = "break \(index) after \(Self.count(requests, "request")): "
    switch state {
    case .loaded(let resolution): write(head + Self.count(resolution.playableAds.count, "ad"))
    case .failed(let error): write(head + "failed: \(error)")
    case .empty: write(head + "no ads")
    case .pending, .loading: write(head + "not loaded")
    }
  }

  /// `1 ad`, `2 ads`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// Milliseconds, rounded.
  static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * 1000 + Int((Double(attoseconds) / 1e15).rounded())
  }
}
