import Foundation
import Interlude
import InterludeSimulation
import Testing

@MainActor
@Suite("Faults: SimulatedNetwork")
struct SimulatedNetworkTests {
  private static let tag = "https://ads.test/tag"
  private static let wrapper = "https://ads.test/wrapper"
  private static let breakTag = "https://ads.test/break"
  private static let beacon = "https://t.test/impression"
  private static let body = Data("<VAST version=\"4.2\"/>".utf8)

  private let clock = ManualClock()
  private let network: SimulatedNetwork

  init() {
    let base = InMemoryTransport(responses: [
      Self.tag: Self.body, Self.wrapper: Self.body, Self.breakTag: Self.body, Self.beacon: Data(),
    ])
    network = SimulatedNetwork(base: base, clock: clock)
  }

  private func request(
    _ purpose: HTTPRequest.Purpose, _ url: String = SimulatedNetworkTests.tag, timeout: Double = 8
  ) -> HTTPRequest {
    HTTPRequest(
      url: URL(string: url) ?? URL(fileURLWithPath: "/"), timeout: timeout, purpose: purpose)
  }

  private func send(_ request: HTTPRequest) async -> Result<HTTPResponse, TransportError> {
    do throws(TransportError) {
      return .success(try await network.send(request))
    } catch {
      return .failure(error)
    }
  }

  private func status(_ request: HTTPRequest) async -> Int? {
    try? await send(request).get().statusCode
  }

  /// Sends `request` in a task, as a loader would, and waits (real time) until it is parked.
  private func sendParked(
    _ request: HTTPRequest
  ) async throws -> Task<Result<HTTPResponse, TransportError>, Never> {
    let task = Task { await send(request) }
    for _ in 0..<2_000 where network.parkedRequests == 0 {
      try await Task.sleep(nanoseconds: 1_000_000)
    }
    try #require(network.parkedRequests == 1, "the request never parked on the clock")
    #expect(network.requestsInFlight == 1)
    return task
  }

  /// Arms `fault` on `target`, sends `request`, and checks that it stays parked (unlogged) until
  /// the clock reaches `wake`, then wakes up exactly there; returns its result.
  private func parkedResult(
    _ request: HTTPRequest, fault: SimulatedRequestFailure,
    target: SimulatedRequestTarget = .wrapper, wakesAt wake: Double
  ) async throws -> Result<HTTPResponse, TransportError> {
    network.failNext(target, with: fault)
    let task = try await sendParked(request)
    clock.advance(to: wake - 0.1)
    #expect(network.parkedRequests == 1)
    #expect(network.log.isEmpty)
    clock.advance(to: wake)
    #expect(network.parkedRequests == 0)
    let result = await task.value
    #expect(network.requestsInFlight == 0)
    return result
  }

  @Test("Offline: every request fails at once with no route, and passes once the window ends")
  func offlineWindow() async {
    network.goOffline(for: 20)
    #expect(network.isOffline)
    let offline = await send(request(.adRequest))
    #expect(offline == .failure(.connectionFailed("The network is offline")))
    #expect(network.parkedRequests == 0)
    #expect(clock.pendingCount == 0)
    clock.advance(by: 19.9)
    #expect(await send(request(.beacon, Self.beacon)) == .failure(SimulatedNetwork.offlineError))
    clock.advance(by: 0.1)
    #expect(!network.isOffline)
    #expect(await status(request(.adRequest)) == 200)
    #expect(network.log.map(\.outcome) == [.offline, .offline, .answered(statusCode: 200)])
    #expect(network.log.map(\.time) == [0, 19.9, 20])
    #expect(network.log.map(\.purpose) == [.adRequest, .beacon, .adRequest])
    #expect(network.requestsInFlight == 0)
  }

  @Test("Offline: overlapping windows join; a shorter one does not cut a longer one short")
  func overlappingOfflineWindows() async {
    network.goOffline(for: 10)
    clock.advance(by: 5)
    network.goOffline(for: 10)
    network.goOffline(for: 1)
    clock.advance(by: 9.9)
    #expect(await send(request(.adRequest)) == .failure(SimulatedNetwork.offlineError))
    clock.advance(by: 0.1)
    #expect(await status(request(.adRequest)) == 200)
  }

  @Test("A server error fault answers 500 with an empty body, once, only to its target")
  func serverError() async throws {
    #expect(network.failNext(.adTag, with: .serverError))
    #expect(await status(request(.beacon, Self.beacon)) == 200)
    let response = try await send(request(.adRequest)).get()
    #expect(response.statusCode == 500)
    #expect(response.body.isEmpty)
    #expect(await status(request(.adRequest)) == 200)
    #expect(network.pendingFaults.isEmpty)
    #expect(network.log.map(\.fault) == [nil, .serverError, nil])
    #expect(network.log[1].outcome == .answered(statusCode: 500))
  }

  @Test("A connection reset fault throws at once, once")
  func connectionReset() async {
    network.failNext(.breakTag, with: .connectionReset)
    let reset = await send(request(.breakTag, Self.breakTag))
    #expect(reset == .failure(.connectionFailed("The connection was reset")))
    #expect(clock.now == 0)
    #expect(await status(request(.breakTag, Self.breakTag)) == 200)
    #expect(network.log.first?.outcome == .failed(SimulatedNetwork.resetError))
  }

  @Test("A timeout fault waits the request's timeout on the manual clock, then times out")
  func timeout() async throws {
    let result = try await parkedResult(
      request(.adRequest, timeout: 5), fault: .timeout, target: .adTag, wakesAt: 5)
    #expect(result == .failure(.timedOut))
    #expect(network.requestsInFlight == 0)
    #expect(
      network.log == [
        SimulatedNetworkRecord(
          time: 0, purpose: .adRequest, url: Self.tag, fault: .timeout, outcome: .failed(.timedOut))
      ])
  }

  @Test("A slow body shorter than the timeout delays the base transport's answer")
  func slowBodyWithinTimeout() async throws {
    let response = try await parkedResult(
      request(.wrapper, Self.wrapper, timeout: 8), fault: .slowBody(seconds: 3), wakesAt: 3
    ).get()
    #expect(response.statusCode == 200)
    #expect(response.body == Self.body)
    #expect(network.log.first?.fault == .slowBody(seconds: 3))
    #expect(network.log.first?.outcome == .answered(statusCode: 200))
  }

  @Test("A slow body not shorter than the timeout times out at the timeout")
  func slowBodyBeyondTimeout() async throws {
    let result = try await parkedResult(
      request(.wrapper, Self.wrapper, timeout: 8), fault: .slowBody(seconds: 10), wakesAt: 8)
    #expect(result == .failure(.timedOut))
    #expect(network.log.first?.fault == .slowBody(seconds: 10))
    #expect(network.log.first?.time == 0)
  }

  @Test("wrapperNumber(n) hits the n-th wrapper request of the network's life; wrapper the next")
  func wrapperNumbering() async {
    #expect(network.failNext(.wrapperNumber(3), with: .serverError))
    network.goOffline(for: 1)
    #expect(await send(request(.wrapper, Self.wrapper)) == .failure(SimulatedNetwork.offlineError))
    clock.advance(by: 1)
    #expect(await status(request(.adRequest)) == 200)
    #expect(await status(request(.wrapper, Self.wrapper)) == 200)
    #expect(await status(request(.wrapper, Self.wrapper)) == 500)
    #expect(network.wrapperRequestsSeen == 3)
    #expect(!network.failNext(.wrapperNumber(3), with: .serverError))
    #expect(network.pendingFaults.isEmpty)
    network.failNext(.wrapper, with: .connectionReset)
    #expect(await status(request(.adRequest)) == 200)
    #expect(await send(request(.wrapper, Self.wrapper)) == .failure(SimulatedNetwork.resetError))
    #expect(await status(request(.wrapper, Self.wrapper)) == 200)
    #expect(network.wrapperRequestsSeen == 5)
  }

  @Test("Cancelling a parked request resumes it once with cancelled and removes its timer")
  func cancelParked() async throws {
    network.failNext(.adTag, with: .timeout)
    let task = try await sendParked(request(.adRequest))
    #expect(clock.pendingCount == 1)
    task.cancel()
    #expect(await task.value == .failure(.cancelled))
    #expect(network.parkedRequests == 0)
    #expect(network.requestsInFlight == 0)
    #expect(clock.pendingCount == 0)
    clock.advance(by: 60)
    #expect(network.log.map(\.outcome) == [.failed(.cancelled)])
  }

  @Test("A request whose task is cancelled before it parks fails with cancelled, never parks")
  func cancelBeforeParking() async {
    network.failNext(.adTag, with: .timeout)
    let task = Task { await send(request(.adRequest)) }
    task.cancel()
    #expect(await task.value == .failure(.cancelled))
    #expect(network.parkedRequests == 0)
    #expect(clock.pendingCount == 0)
  }

  @Test("The beacon target hits beacons only")
  func beaconTarget() async {
    network.failNext(.beacon, with: .connectionReset)
    #expect(await status(request(.adRequest)) == 200)
    #expect(await status(request(.wrapper, Self.wrapper)) == 200)
    #expect(await send(request(.beacon, Self.beacon)) == .failure(SimulatedNetwork.resetError))
    #expect(await status(request(.beacon, Self.beacon)) == 200)
  }

  @Test("The media target is not a transport target: ignored, nothing fails")
  func mediaIgnored() async {
    #expect(!network.failNext(.media, with: .serverError))
    #expect(network.pendingFaults.isEmpty)
    for purpose in HTTPRequest.Purpose.allCases {
      #expect(await status(request(purpose)) == 200, "\(purpose)")
    }
    #expect(network.log.allSatisfy { $0.fault == nil })
  }
}
