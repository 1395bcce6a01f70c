/// What goes wrong in a simulated session: what the app, the device, the network or the user
/// does to it. ``SessionFault`` pairs a kind with its moment.
public enum SessionFaultKind: Hashable, Sendable {
  /// The app goes to the background for `seconds`, then comes back: the content pauses, and
  /// the ad's media holds still unless ``Interlude/Settings/enableBackgroundPlayback`` is on.
  case background(seconds: Double)
  /// An audio-session interruption (a call, an alarm) of `seconds`: the media holds still and
  /// plays on when the interruption ends with `shouldResume`.
  case audioInterruption(seconds: Double)
  /// Picture in Picture for `seconds` (``Interlude/AdDisplayContainer/isPictureInPictureActive``).
  case pictureInPicture(seconds: Double)
  /// The playing ad's media stalls for `seconds`, then plays on.
  case mediaStall(seconds: Double)
  /// The playing ad's media fails (VAST 400).
  case mediaError
  /// The next request for `target` fails as `failure` says; for media, the display's next load.
  case request(SimulatedRequestFailure, SimulatedRequestTarget)
  /// Every request and beacon fails fast for `seconds`, then the network is back.
  case offline(seconds: Double)
  /// The user seeks the content to `to` seconds.
  case seek(to: Double)
  /// The content's playhead jumps by `seconds` (back when negative) without a seek: a
  /// discontinuity of the stream.
  case playheadJump(seconds: Double)
  /// The content's playhead stands still for `seconds` while the content plays.
  case playheadStall(seconds: Double)
  /// The clock jumps `seconds` ahead at once (the device slept): timers due meanwhile fire
  /// late, together.
  case clockJump(seconds: Double)
  /// The app calls `AdsManager.destroy()`.
  case destroy
  /// The app calls `AdsManager.discardAdBreak()`.
  case discardAdBreak
  /// The app calls `AdsManager.skip()`.
  case skip
  /// The app calls `AdsManager.pause()`, then `resume()` `seconds` later.
  case pause(seconds: Double)
  /// The app calls `AdsManager.resume()`.
  case resume
  /// The app calls `AdsManager.contentComplete()`.
  case contentComplete
  /// The app calls `requestAds` again on the same loader (the new manager is destroyed when it
  /// arrives).
  case requestAds

  /// One line of `interlude simulate --faults-list`: how a fault is written and what it does.
  public struct Entry: Hashable, Sendable {
    /// The fault's name and argument, as `stall[:N]`.
    public var syntax: String
    /// What it does.
    public var meaning: String
  }

  /// The slow body's delay, in seconds, for the `slow-body` fault.
  public static let slowBodySeconds = 3.0

  /// Every fault, with its argument and meaning.
  public static let catalogue: [Entry] = [
    Entry(
      syntax: "background[:N]",
      meaning: "the app goes to the background for N s (10), then comes back"),
    Entry(
      syntax: "interruption[:N]",
      meaning: "an audio interruption (a call) of N s (5); the ad plays on when it ends"),
    Entry(syntax: "pip[:N]", meaning: "Picture in Picture for N s (10)"),
    Entry(
      syntax: "stall[:N]",
      meaning: "the playing ad's media stalls N s (3); without @, the first ad 2 s in"),
    Entry(
      syntax: "error",
      meaning: "the playing ad's media fails (VAST 400); without @, the first ad 3 s in"),
    Entry(
      syntax: "load-failure",
      meaning: "the next media file fails to load (VAST 401); without @, the first ad's"),
    Entry(
      syntax: "http-error[:TARGET]",
      meaning: "the next TARGET request gets HTTP 500 (media: fails to load, VAST 401)"),
    Entry(
      syntax: "timeout[:TARGET]",
      meaning: "the next TARGET request is never answered and times out (media: VAST 402)"),
    Entry(
      syntax: "slow-body[:TARGET]",
      meaning: "the next TARGET request's body takes \(format(slowBodySeconds)) s to arrive"),
    Entry(
      syntax: "reset[:TARGET]",
      meaning: "the next TARGET request's connection is reset (media: fails, VAST 400)"),
    Entry(
      syntax: "offline[:N]", meaning: "every request and beacon fails for N s (20), then back"),
    Entry(syntax: "seek:T", meaning: "the user seeks the content to T s"),
    Entry(
      syntax: "jump:N", meaning: "the content's playhead jumps N s (back when negative), no seek"),
    Entry(
      syntax: "playhead-stall[:N]",
      meaning: "the content's playhead stands still N s (5) while it plays"),
    Entry(
      syntax: "clock-jump[:N]",
      meaning: "the clock jumps N s (30) at once: timers due meanwhile fire late, together"),
    Entry(syntax: "destroy", meaning: "the app calls AdsManager.destroy()"),
    Entry(syntax: "discard", meaning: "the app calls AdsManager.discardAdBreak()"),
    Entry(syntax: "skip", meaning: "the app calls AdsManager.skip()"),
    Entry(syntax: "pause[:N]", meaning: "the app calls pause(), then resume() N s (2) later"),
    Entry(syntax: "resume", meaning: "the app calls AdsManager.resume()"),
    Entry(syntax: "content-complete", meaning: "the app calls AdsManager.contentComplete()"),
    Entry(
      syntax: "request-ads",
      meaning: "the app calls requestAds again on the same loader; it destroys that manager"),
  ]

  /// The targets a request fault takes, for the list's footnote.
  public static let targetNames = "ad-tag, wrapper, wrapperN (the N-th), break-tag, media, beacon"

  /// The fault as written before `@`: `stall:3`, `timeout:wrapper2`, `destroy`.
  public var text: String {
    switch self {
    case .background(let seconds): "background:\(Self.format(seconds))"
    case .audioInterruption(let seconds): "interruption:\(Self.format(seconds))"
    case .pictureInPicture(let seconds): "pip:\(Self.format(seconds))"
    case .mediaStall(let seconds): "stall:\(Self.format(seconds))"
    case .mediaError: "error"
    case .request(let failure, let target): "\(Self.name(of: failure)):\(target.name)"
    case .offline(let seconds): "offline:\(Self.format(seconds))"
    case .seek(let to): "seek:\(Self.format(to))"
    case .playheadJump(let seconds): "jump:\(Self.format(seconds))"
    case .playheadStall(let seconds): "playhead-stall:\(Self.format(seconds))"
    case .clockJump(let seconds): "clock-jump:\(Self.format(seconds))"
    case .destroy: "destroy"
    case .discardAdBreak: "discard"
    case .skip: "skip"
    case .pause(let seconds): "pause:\(Self.format(seconds))"
    case .resume: "resume"
    case .contentComplete: "content-complete"
    case .requestAds: "request-ads"
    }
  }

  /// Reads `name[:argument]`.
  ///
  /// - Throws: ``SessionFaultError`` for an unknown name or a bad argument.
  public init(parsing text: String) throws(SessionFaultError) {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(parts[0])
    let argument = parts.count > 1 ? String(parts[1]) : nil
    func seconds(_ fallback: Double?) throws(SessionFaultError) -> Double {
      guard let argument else {
        guard let fallback else { throw SessionFaultError("\(name) needs a number: \(name):N") }
        return fallback
      }
      guard let value = Double(argument), value.isFinite else {
        throw SessionFaultError("\(name) takes a number of seconds; got \"\(argument)\"")
      }
      return value
    }
    func positive(_ fallback: Double) throws(SessionFaultError) -> Double {
      let value = try seconds(fallback)
      guard value > 0 else {
        throw SessionFaultError(
          "\(name) takes a positive number of seconds; got \"\(argument ?? "")\"")
      }
      return value
    }
    func none() throws(SessionFaultError) {
      guard let argument else { return }
      throw SessionFaultError("\(name) takes no argument; got \"\(argument)\"")
    }
    func target() throws(SessionFaultError) -> SimulatedRequestTarget {
      guard let argument else { return .media }
      guard let target = SimulatedRequestTarget(name: argument) else {
        throw SessionFaultError(
          "\(name) takes a target, one of \(Self.targetNames); got \"\(argument)\"")
      }
      return target
    }
    switch name {
    case "background": self = .background(seconds: try positive(10))
    case "interruption": self = .audioInterruption(seconds: try positive(5))
    case "pip": self = .pictureInPicture(seconds: try positive(10))
    case "stall": self = .mediaStall(seconds: try positive(3))
    case "error":
      try none()
      self = .mediaError
    case "load-failure":
      try none()
      self = .request(.serverError, .media)
    case "http-error": self = .request(.serverError, try target())
    case "timeout": self = .request(.timeout, try target())
    case "slow-body": self = .request(.slowBody(seconds: Self.slowBodySeconds), try target())
    case "reset": self = .request(.connectionReset, try target())
    case "offline": self = .offline(seconds: try positive(20))
    case "seek":
      let to = try seconds(nil)
      guard to >= 0 else { throw SessionFaultError("seek takes a content time of 0 or more") }
      self = .seek(to: to)
    case "jump": self = .playheadJump(seconds: try seconds(nil))
    case "playhead-stall": self = .playheadStall(seconds: try positive(5))
    case "clock-jump": self = .clockJump(seconds: try positive(30))
    case "destroy":
      try none()
      self = .destroy
    case "discard":
      try none()
      self = .discardAdBreak
    case "skip":
      try none()
      self = .skip
    case "pause": self = .pause(seconds: try positive(2))
    case "resume":
      try none()
      self = .resume
    case "content-complete":
      try none()
      self = .contentComplete
    case "request-ads":
      try none()
      self = .requestAds
    default:
      throw SessionFaultError(
        "unknown fault \"\(name)\"; interlude simulate --faults-list lists them")
    }
  }

  /// Whether the fault acts on the beacons' way out (offline, a beacon's request): a session
  /// with it delivers its beacons through the queue (``SimulationOptions/deliversBeacons``), so
  /// that what reached the server can be checked.
  public var actsOnBeacons: Bool {
    switch self {
    case .offline, .request(_, .beacon): true
    default: false
    }
  }

  /// Whether the fault may be given without a moment: the four faults of the first ad's media.
  var scriptsFirstAd: Bool {
    switch self {
    case .mediaStall, .mediaError, .request(_, .media): true
    default: false
    }
  }

  private static func name(of failure: SimulatedRequestFailure) -> String {
    switch failure {
    case .serverError: "http-error"
    case .timeout: "timeout"
    case .slowBody: "slow-body"
    case .connectionReset: "reset"
    }
  }

  static func format(_ seconds: Double) -> String {
    abs(seconds) < 1e12 && seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}
