import Foundation
import Interlude
import InterludeTestSupport
import Testing

@Suite("RecordingTransport")
struct RecordingTransportTests {
  private static let vast = #"<VAST version="4.2"></VAST>"#

  private func url(_ text: String) throws -> URL {
    try #require(URL(string: text))
  }

  private typealias Outcome = Result<HTTPResponse, TransportError>

  private func outcome(_ transport: RecordingTransport, _ request: HTTPRequest) async -> Outcome {
    do {
      return .success(try await transport.send(request))
    } catch {
      return .failure(error)
    }
  }

  @Test("serves exact and matched routes and 404 for the rest, recording every request in order")
  func servesAndRecords() async throws {
    let transport = RecordingTransport()
    transport.stub("https://ads.example/tag", with: .vast(Self.vast))
    transport.stub(matching: { $0.url.path.hasPrefix("/beacon") }, with: .status(204))
    let tag = try await transport.send(HTTPRequest(url: url("https://ads.example/tag")))
    let beacon = try await transport.send(HTTPRequest(url: url("https://t.example/beacon/imp")))
    let unknown = try await transport.send(HTTPRequest(url: url("https://ads.example/other")))

    #expect(tag.statusCode == 200)
    #expect(String(decoding: tag.body, as: UTF8.self) == Self.vast)
    #expect(tag.headers["content-type"] == "application/xml; charset=utf-8")
    #expect(beacon.statusCode == 204)
    #expect(unknown.statusCode == 404)
    #expect(
      transport.requestedURLs.map(\.absoluteString) == [
        "https://ads.example/tag", "https://t.example/beacon/imp", "https://ads.example/other",
      ])
    #expect(transport.recorded.map(\.index) == [0, 1, 2])
    let times = transport.recorded.map(\.time)
    #expect(times == times.sorted())
    #expect(transport.requests(to: "https://ads.example/tag").count == 1)
  }

  @Test("serves several answers in turn and repeats the last; the newest matcher wins")
  func sequencesAndPrecedence() async throws {
    let transport = RecordingTransport(unknown: .status(410))
    let tag = try url("https://ads.example/tag")
    transport.stub(tag, with: .status(500), .status(503), .vast(Self.vast))
    transport.stub(matching: { _ in true }, with: .status(201))
    transport.stub(matching: { $0.url.host == "t.example" }, with: .status(202))
    var codes: [Int] = []
    for _ in 0..<4 {
      codes.append(try await transport.send(HTTPRequest(url: tag)).statusCode)
    }
    #expect(codes == [500, 503, 200, 200])
    #expect(
      try await transport.send(HTTPRequest(url: url("https://t.example/x"))).statusCode == 202)
    #expect(
      try await transport.send(HTTPRequest(url: url("https://a.example/x"))).statusCode == 201)
    transport.removeAllStubs()
    #expect(try await transport.send(HTTPRequest(url: tag)).statusCode == 410)
    transport.removeAllRecords()
    #expect(transport.recorded.isEmpty)
  }

  @Test("delays go through the injected sleep, and arrival times through the injected clock")
  func virtualDelays() async throws {
    let time = VirtualTime()
    let transport = RecordingTransport(sleep: { time.sleep($0) }, now: { time.now })
    let slow = try url("https://ads.example/slow")
    let fast = try url("https://ads.example/fast")
    transport.stub(slow, with: .vast(Self.vast).delayed(by: 2.5))
    transport.stub(fast, with: .status(204))
    _ = try await transport.send(HTTPRequest(url: slow))
    _ = try await transport.send(HTTPRequest(url: fast))
    #expect(time.slept == [2.5])
    #expect(transport.recorded.map(\.time) == [100, 102.5])
  }

  @Test(".timeout waits for the request's timeout, then throws timedOut")
  func timeoutStub() async throws {
    let time = VirtualTime()
    let transport = RecordingTransport(sleep: { time.sleep($0) }, now: { time.now })
    let tag = try url("https://ads.example/tag")
    transport.stub(tag, with: .timeout)
    let result = await outcome(transport, HTTPRequest(url: tag, timeout: 4))
    #expect(result == .failure(.timedOut))
    #expect(time.slept == [4])
  }

  @Test("a delay longer than the timeout times out; a shorter one answers")
  func delayAgainstTimeout() async throws {
    let time = VirtualTime()
    let transport = RecordingTransport(sleep: { time.sleep($0) }, now: { time.now })
    let tag = try url("https://ads.example/tag")
    transport.stub(tag, with: .status(200).delayed(by: 3))
    #expect(await outcome(transport, HTTPRequest(url: tag, timeout: 2)) == .failure(.timedOut))
    let answered = await outcome(transport, HTTPRequest(url: tag, timeout: 5))
    #expect((try? answered.get())?.statusCode == 200)
    #expect(time.slept == [2, 3])
  }

  @Test("real delays with Task.sleep take their time")
  func realDelay() async throws {
    let transport = RecordingTransport()
    let tag = try url("https://ads.example/tag")
    transport.stub(tag, with: .vast(Self.vast).delayed(by: 0.2))
    let start = ProcessInfo.processInfo.systemUptime
    _ = try await transport.send(HTTPRequest(url: tag))
    #expect(ProcessInfo.processInfo.systemUptime - start >= 0.19)
  }

  @Test("thrown errors, the size cap and cancellation behave like the real transport")
  func failures() async throws {
    let transport = RecordingTransport()
    let down = try url("https://down.example/")
    let big = try url("https://ads.example/big")
    let slow = try url("https://ads.example/slow")
    transport.stub(down, with: .failure(.connectionFailed("refused")))
    transport.stub(big, with: StubResponse(body: Data(count: 2_000)))
    transport.stub(slow, with: .status(200).delayed(by: 30))
    #expect(
      await outcome(transport, HTTPRequest(url: down)) == .failure(.connectionFailed("refused")))
    #expect(
      await outcome(transport, HTTPRequest(url: big, maxResponseBytes: 1_000))
        == .failure(.tooLarge(limit: 1_000)))
    let task = Task { await outcome(transport, HTTPRequest(url: slow, timeout: 60)) }
    try await Task.sleep(nanoseconds: 100_000_000)
    let start = ProcessInfo.processInfo.systemUptime
    task.cancel()
    #expect(await task.value == .failure(.cancelled))
    // Well under the 30 s delay: cancelled, not waited out (loose, for sanitizer builds).
    #expect(ProcessInfo.processInfo.systemUptime - start < 10)
  }

  @Test("concurrent requests are all recorded with distinct indices")
  func concurrentRecording() async throws {
    let transport = RecordingTransport()
    transport.stub(matching: { _ in true }, with: .status(204))
    let urls = try (0..<50).map { try url("https://t.example/beacon/\($0)") }
    await withTaskGroup(of: Void.self) { group in
      for url in urls {
        group.addTask { _ = try? await transport.send(HTTPRequest(url: url)) }
      }
    }
    #expect(transport.recorded.count == 50)
    #expect(Set(transport.recorded.map(\.index)) == Set(0..<50))
    #expect(Set(transport.requestedURLs) == Set(urls))
  }
}
