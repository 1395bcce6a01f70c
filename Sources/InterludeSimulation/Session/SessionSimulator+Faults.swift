import Interlude

/// The faults of ``SimulationOptions/faults``: what the app, the device, the network and the
/// user do to the session, at a time of the clock or inside an event's delegate callback.
extension SessionSimulator {
  /// Schedules the faults given a time on the session's clock.
  func scheduleTimedFaults() {
    for (index, fault) in options.faults.enumerated()
    where fault.moment == .firstAd && fault.firstAdScript == nil {
      record(
        .error, detail: "fault \(fault.kind.text) needs a moment (@00:00:05, @STARTED): not applied"
      )
      faultsUnable[index] = "it needs a moment (@00:00:05, @STARTED)"
    }
    for (index, fault) in options.faults.enumerated() {
      guard case .time(let at) = fault.moment else { continue }
      clock.schedule(after: at - clock.now) { [weak self] in self?.strikeFault(index) }
    }
  }

  /// The fault at `index` of ``SimulationOptions/faults`` strikes now: its moment has come.
  func strikeFault(_ index: Int) {
    struckFaults.insert(index)
    if let reason = apply(options.faults[index].kind) { faultsUnable[index] = reason }
  }

  /// After the session: why each fault that did not act did not, as `fault KIND@MOMENT did not
  /// act: REASON`, in the order given; and how many acted. A fault acted when its moment came
  /// and what it acts on was there: the manager (destroy, skip…), a request still to come (a
  /// request fault), the first ad's media (a fault without a moment).
  func faultOutcomes() -> (acted: Int, notActed: [String]) {
    var notActed: [String] = []
    for (index, fault) in options.faults.enumerated() {
      guard let reason = whyNotActed(fault, index: index) else { continue }
      notActed.append("fault \(fault) did not act: \(reason)")
    }
    return (options.faults.count - notActed.count, notActed)
  }

  private func whyNotActed(_ fault: SessionFault, index: Int) -> String? {
    if let reason = faultsUnable[index] { return reason }
    switch fault.moment {
    case .firstAd:
      return firstAdStartedAt == nil && !firstAdDone
        ? "no ad played, so the first ad's media never loaded" : nil
    case .time:
      guard struckFaults.contains(index) else {
        return "its moment never came: the session ended at \(VASTTime.string(from: clock.now))"
      }
    case .event(let name, let occurrence):
      guard struckFaults.contains(index) else {
        let count = callbackCounts[name] ?? 0
        return "its moment never came: \(name) came \(count) time\(count == 1 ? "" : "s"), "
          + "not \(occurrence)"
      }
    }
    if case .request(let failure, let target) = fault.kind, target != .media,
      network?.pendingFaults.contains(SimulatedNetworkFault(target: target, failure: failure))
        == true
    {
      return "no \(target.name) request came after its moment"
    }
    return nil
  }

  /// Does what `kind` says, now; returns why it cannot act (its target is gone), or nil.
  @discardableResult
  func apply(_ kind: SessionFaultKind) -> String? {
    record(.action, detail: "fault \(kind.text)")
    var unable: String?
    if kind.needsManager, manager == nil || outboundAtDestroy != nil {
      unable =
        manager == nil
        ? "there was no ads manager at that moment" : "the ads manager was already destroyed"
      record(.action, detail: "fault \(kind.text) cannot act: \(unable ?? "")")
    }
    switch kind {
    case .background(let seconds): hold(.background, for: seconds)
    case .audioInterruption(let seconds): hold(.audioInterruption, for: seconds)
    case .pictureInPicture(let seconds):
      container?.isPictureInPictureActive = true
      clock.schedule(after: seconds) { [weak self] in
        self?.container?.isPictureInPictureActive = false
        self?.record(.action, detail: "Picture in Picture ends")
      }
    case .mediaStall(let seconds): display.stall(for: seconds)
    case .mediaError: display.fail(now: SimulatedRequestFailure.decoderError)
    case .request(let failure, .media): mediaFault(failure)
    case .request(let failure, let target):
      if network?.failNext(target, with: failure) == false {
        record(.action, detail: "fault \(kind.text) cannot act: that request has gone already")
        return "that request has gone already"
      }
    case .offline(let seconds):
      network?.goOffline(for: seconds)
      clock.schedule(after: seconds) { [weak self] in
        self?.record(.action, detail: "the network is back")
      }
    case .seek(let to): player.seek(to: to)
    case .playheadJump(let seconds): player.seek(to: player.currentTime + seconds)
    case .playheadStall(let seconds): player.stall(for: seconds)
    case .clockJump(let seconds): clock.jump(by: seconds)
    case .destroy: destroy()
    case .discardAdBreak:
      recordAppCall("discardAdBreak")
      manager?.discardAdBreak()
    case .skip: manager?.skip()
    case .pause(let seconds):
      manager?.pause()
      clock.schedule(after: seconds) { [weak self] in
        self?.record(.action, detail: "resume")
        self?.manager?.resume()
      }
    case .resume: manager?.resume()
    case .contentComplete:
      contentEnded = true
      manager?.contentComplete()
    case .requestAds: requestAgain()
    }
    return unable
  }

  /// The app destroys the manager and plays its content on alone.
  private func destroy() {
    guard let manager, outboundAtDestroy == nil else { return }
    outboundAtDestroy = outbound.count
    recordAppCall("destroy")
    manager.destroy()
    contentPausedBySDK = false
    if !player.hasEnded { playContent() }
  }

  /// The app goes to the background, or an audio interruption begins, for `seconds`: the
  /// content pauses and the ad's media holds still until it ends.
  private func hold(_ reason: PlaybackSuspensionReason, for seconds: Double) {
    guard !appHolds.contains(reason) else { return }
    if appHolds.isEmpty {
      contentHeld = player.isPlaying
      player.pause()
    }
    appHolds.insert(reason)
    display.beginSuspension(reason)
    clock.schedule(after: seconds) { [weak self] in self?.release(reason) }
  }

  private func release(_ reason: PlaybackSuspensionReason) {
    guard appHolds.remove(reason) != nil else { return }
    record(.action, detail: reason == .background ? "back in the foreground" : "interruption ends")
    display.endSuspension(reason)
    guard appHolds.isEmpty, contentHeld else { return }
    contentHeld = false
    if !contentPausedBySDK { player.play() }
  }

  /// A fault of the media's HTTP connection: the playing media fails at once on a reset;
  /// otherwise the next load fails, never loads or loads slowly.
  private func mediaFault(_ failure: SimulatedRequestFailure) {
    if failure == .connectionReset, display.state != .idle, display.state != .completed {
      display.fail(now: SimulatedRequestFailure.resetError)
    } else {
      display.faultsForNextLoad.append(failure.nextLoadFault)
    }
  }

  /// The app requests ads again on the same loader while the session plays, and destroys the
  /// manager that arrives (or hears the error).
  private func requestAgain() {
    guard let loader, let request else { return }
    pendingTasks += 1
    Task {
      let result = await loader.requestAdsTracing(request).result
      pendingTasks -= 1
      switch result {
      case .success(let data):
        data.adsManager.destroy()
        record(.action, detail: "second request loaded; its manager destroyed")
      case .failure(let error):
        record(.action, detail: "second request failed: \(error.code.rawValue)")
      }
    }
  }
}

extension SessionFaultKind {
  /// Whether the fault calls the ads manager, and so cannot act once it is destroyed.
  fileprivate var needsManager: Bool {
    switch self {
    case .destroy, .discardAdBreak, .skip, .pause, .resume, .contentComplete: true
    default: false
    }
  }
}

extension SessionFault {
  /// The display script of a fault given without a moment: the first ad's media.
  var firstAdScript: SimulatedVideoDisplay.Fault? {
    guard moment == .firstAd else { return nil }
    switch kind {
    case .mediaStall(let seconds): return .stall(at: 2, duration: seconds)
    case .mediaError: return .error(at: 3, SimulatedRequestFailure.decoderError)
    case .request(.connectionReset, .media):
      return .error(at: 0, SimulatedRequestFailure.resetError)
    case .request(let failure, .media): return failure.nextLoadFault
    default: return nil
    }
  }
}

extension SimulatedRequestFailure {
  /// The media error of a reset connection (VAST 400).
  static let resetError = VideoDisplayError.playbackFailed("The connection was reset")
  /// The media error of the `error` fault (VAST 400).
  static let decoderError = VideoDisplayError.playbackFailed("simulated decoder error")

  /// What the failure does to the display's next load of a media file: HTTP 500 → not found
  /// (VAST 401), a timeout → it never loads (402), a slow body → a slow load, a reset → it
  /// fails (400).
  var nextLoadFault: SimulatedVideoDisplay.Fault {
    switch self {
    case .serverError: .loadFailure(.notFound)
    case .timeout: .neverLoads
    case .slowBody(let seconds): .slowLoad(seconds: seconds)
    case .connectionReset: .loadFailure(Self.resetError)
    }
  }
}
