import Foundation
public import Interlude

/// An ``HTTPTransport`` in front of another that takes the network away or fails chosen
/// requests, on the time of a ``ManualClock``: the network of a lifecycle fault simulation.
///
/// Requests go to the base transport unless a fault applies:
/// - while offline (``goOffline(for:)``) every request fails at once with
///   `TransportError.connectionFailed("The network is offline")`, as iOS fails a request when
///   there is no route;
/// - otherwise the oldest fault armed with ``failNext(_:with:)`` whose target matches the
///   request applies to it, once.
///
/// Faults that take time (a timeout, a slow body) wait on the manual clock: the request parks
/// until the clock is advanced past its wake-up time. ``requestsInFlight`` and
/// ``parkedRequests`` let a driver that awaits background work tell when everything pending waits
/// for virtual time, so that it advances its clock instead of waiting for real.
///
/// State lives on the main actor, with the clock; ``send(_:)`` can be called from anywhere.
@MainActor
public final class SimulatedNetwork: HTTPTransport {
  /// The error of every request while the network is offline.
  public static let offlineError = TransportError.connectionFailed("The network is offline")
  /// The error of a request hit by ``SimulatedRequestFailure/connectionReset``.
  public static let resetError = TransportError.connectionFailed("The connection was reset")

  /// Every request handled so far, in the order they finished (a parked request is logged when
  /// it wakes up or is cancelled).
  public private(set) var log: [SimulatedNetworkRecord] = []
  /// The requests waiting on the clock now (a timeout or a slow body).
  public private(set) var parkedRequests = 0
  /// The requests inside ``send(_:)`` now, parked or not, counted from the moment a request
  /// reaches the main actor until its answer or error is decided.
  public private(set) var requestsInFlight = 0
  /// The wrapper requests seen so far, offline ones included: the numbering of
  /// ``SimulatedRequestTarget/wrapperNumber(_:)``.
  public private(set) var wrapperRequestsSeen = 0

  private let base: any HTTPTransport
  private let clock: ManualClock
  private var offlineUntil: Double?
  private var parked: [Int: Parked] = [:]
  private var nextParkID = 0

  private struct Parked {
    var continuation: CheckedContinuation<Result<Void, TransportError>, Never>
    var timer: PlaybackTimer
  }

  /// Creates a network that passes requests to `base` and waits on `clock`.
  public init(base: any HTTPTransport, clock: ManualClock) {
    self.base = base
    self.clock = clock
  }

  /// True while the offline window of ``goOffline(for:)`` lasts.
  public var isOffline: Bool {
    guard let offlineUntil else { return false }
    return clock.now < offlineUntil
  }

  /// The faults armed with ``failNext(_:with:)`` that have not hit a request yet, oldest first.
  public private(set) var pendingFaults: [SimulatedNetworkFault] = []

  /// Takes the network away from now (clock time) for `seconds`: every request arriving in that
  /// window fails at once. A call while offline extends the window when it ends later (the
  /// windows join); requests already parked on the clock are not affected. A window that is not
  /// a positive number of seconds (zero, negative, NaN) does nothing; `.infinity` never ends.
  public func goOffline(for seconds: Double) {
    guard seconds > 0 else { return }
    let end = clock.now + seconds
    if let current = offlineUntil, isOffline {
      offlineUntil = max(current, end)
    } else {
      offlineUntil = end
    }
  }

  /// Fails the next request matching `target`, once, with `failure`.
  ///
  /// Targets match by ``SimulatedRequestTarget/purpose``;
  /// ``SimulatedRequestTarget/wrapperNumber(_:)`` matches only the wrapper request with that
  /// number in the network's life (see ``wrapperRequestsSeen``). When several armed faults
  /// match a request, the oldest applies; a request failed by the offline window uses none.
  ///
  /// ``SimulatedRequestTarget/media`` is not a transport target (the video display loads media,
  /// not the transport): it is ignored here. A wrapper number already seen (or below 1) can never
  /// match and is not armed either.
  ///
  /// What each failure does:
  /// - ``SimulatedRequestFailure/serverError``: an answer with status 500 and an empty body;
  /// - ``SimulatedRequestFailure/connectionReset``: `TransportError.connectionFailed("The
  ///   connection was reset")`, at once;
  /// - ``SimulatedRequestFailure/timeout``: waits the request's `timeout` on the clock, then
  ///   throws ``TransportError/timedOut``;
  /// - ``SimulatedRequestFailure/slowBody(seconds:)``: waits that long on the clock, then gives
  ///   the base transport's answer; as ``SimulatedRequestFailure/timeout`` when it is not shorter
  ///   than the request's `timeout`.
  ///
  /// - Returns: True when the fault is armed; false when it was ignored
  ///   (``SimulatedRequestTarget/media``, or a wrapper number already seen or below 1).
  @discardableResult
  public func failNext(
    _ target: SimulatedRequestTarget, with failure: SimulatedRequestFailure
  ) -> Bool {
    guard target.purpose != nil else { return false }
    if case .wrapperNumber(let number) = target, number <= wrapperRequestsSeen { return false }
    pendingFaults.append(SimulatedNetworkFault(target: target, failure: failure))
    return true
  }

  /// Sends `request` through the base transport, or fails it as the offline window or an armed
  /// fault says.
  ///
  /// - Throws: ``TransportError``: the offline or fault error, the base transport's error, or
  ///   ``TransportError/cancelled`` when the calling task is cancelled while the request waits
  ///   on the clock.
  public nonisolated func send(
    _ request: HTTPRequest
  ) async throws(TransportError) -> HTTPResponse {
    try await handle(request)
  }

  private func handle(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    requestsInFlight += 1
    defer { requestsInFlight -= 1 }
    let time = clock.now
    if request.purpose == .wrapper { wrapperRequestsSeen += 1 }
    if isOffline {
      record(request, at: time, fault: nil, outcome: .offline)
      throw Self.offlineError
    }
    let fault = takeFault(for: request)
    let result = await answer(request, fault: fault)
    switch result {
    case .success(let response):
      record(request, at: time, fault: fault, outcome: .answered(statusCode: response.statusCode))
    case .failure(let error):
      record(request, at: time, fault: fault, outcome: .failed(error))
    }
    return try result.get()
  }

  private func record(
    _ request: HTTPRequest, at time: Double, fault: SimulatedRequestFailure?,
    outcome: SimulatedNetworkOutcome
  ) {
    log.append(
      SimulatedNetworkRecord(
        time: time, purpose: request.purpose, url: request.url.absoluteString, fault: fault,
        outcome: outcome))
  }

  /// Removes and returns the oldest armed fault matching `request`.
  private func takeFault(for request: HTTPRequest) -> SimulatedRequestFailure? {
    let index = pendingFaults.firstIndex { fault in
      if case .wrapperNumber(let number) = fault.target {
        return request.purpose == .wrapper && number == wrapperRequestsSeen
      }
      return fault.target.purpose == request.purpose
    }
    guard let index else { return nil }
    return pendingFaults.remove(at: index).failure
  }

  private func answer(
    _ request: HTTPRequest, fault: SimulatedRequestFailure?
  ) async -> Result<HTTPResponse, TransportError> {
    switch fault {
    case nil:
      return await forward(request)
    case .serverError:
      return .success(HTTPResponse(url: request.url, statusCode: 500))
    case .connectionReset:
      return .failure(Self.resetError)
    case .timeout:
      return await timeOut(request)
    case .slowBody(let seconds):
      guard seconds < request.timeout else { return await timeOut(request) }
      if case .failure(let error) = await park(for: seconds) { return .failure(error) }
      return await forward(request)
    }
  }

  private func forward(_ request: HTTPRequest) async -> Result<HTTPResponse, TransportError> {
    do throws(TransportError) {
      return .success(try await base.send(request))
    } catch {
      return .failure(error)
    }
  }

  private func timeOut(_ request: HTTPRequest) async -> Result<HTTPResponse, TransportError> {
    if case .failure(let error) = await park(for: request.timeout) { return .failure(error) }
    return .failure(.timedOut)
  }

  /// Waits `seconds` on the clock; fails with ``TransportError/cancelled`` when the calling task
  /// is cancelled first (before or while waiting).
  private func park(for seconds: Double) async -> Result<Void, TransportError> {
    let id = nextParkID
    nextParkID += 1
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        guard !Task.isCancelled else {
          continuation.resume(returning: .failure(.cancelled))
          return
        }
        let timer = clock.schedule(after: seconds) { self.unpark(id, with: .success(())) }
        parked[id] = Parked(continuation: continuation, timer: timer)
        parkedRequests += 1
      }
    } onCancel: {
      Task { @MainActor in self.unpark(id, with: .failure(.cancelled)) }
    }
  }

  /// Resumes a parked request once: the first of its timer and its cancellation wins.
  private func unpark(_ id: Int, with result: Result<Void, TransportError>) {
    guard let entry = parked.removeValue(forKey: id) else { return }
    entry.timer.cancel()
    parkedRequests -= 1
    entry.continuation.resume(returning: result)
  }
}
