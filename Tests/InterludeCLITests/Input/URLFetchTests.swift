import Foundation
import Testing

@testable import InterludeCLI

/// `inspect` and `lint` of http URLs, against Python's `http.server` on 127.0.0.1.
@Suite(.enabled(if: LocalHTTPServer.python != nil, "python3 is not on PATH; URL tests need it"))
struct URLFetchTests {
  @Test func fetchesAndInspectsOneDocument() async throws {
    let server = try LocalHTTPServer(files: ["inline.xml": Inputs.inline])
    defer { server.stop() }
    let result = await runCLI(["inspect", server.url("inline.xml"), "--json"])
    #expect(result.status == .success, "\(result.errors)")
    #expect(result.output.contains(#""adServingId" : "serving-1""#))
  }

  @Test func aRejectedFetchedDocumentExitsWithOne() async throws {
    let server = try LocalHTTPServer(files: [
      "empty.xml": Inputs.noAds, "bad.xml": Inputs.malformed,
    ])
    defer { server.stop() }
    let inspect = await runCLI(["inspect", server.url("empty.xml")])
    #expect(inspect.status == .invalidDocument, "\(inspect.errors)")
    #expect(inspect.output.contains("rejected: VAST error 303"))
    let lint = await runCLI(["lint", server.url("bad.xml")])
    #expect(lint.status == .invalidDocument, "\(lint.errors)")
  }

  @Test func notFoundExitsWithTwo() async throws {
    let server = try LocalHTTPServer(files: [:])
    defer { server.stop() }
    let url = server.url("missing.xml")
    let result = await runCLI(["inspect", url])
    #expect(result.status == .unusableInput)
    #expect(result.output.isEmpty)
    #expect(result.errors == "interlude: cannot fetch \(url): HTTP 404\n")
  }

  @Test func aDocumentOverTheSizeCapExitsWithTwo() async throws {
    let padding = String(repeating: "<!-- padding -->\n", count: 70_000)
    let server = try LocalHTTPServer(files: ["big.xml": Inputs.inline + padding])
    defer { server.stop() }
    let result = await runCLI(["inspect", server.url("big.xml")])
    #expect(result.status == .unusableInput)
    #expect(result.errors.contains("over the limit of 1048576 bytes"), "\(result.errors)")
  }

  @Test func aRefusedConnectionExitsWithTwo() async throws {
    let server = try LocalHTTPServer(files: [:])
    let url = server.url("gone.xml")
    server.stop()
    let result = await runCLI(["inspect", url])
    #expect(result.status == .unusableInput)
    let port = try #require(URL(string: url)?.port)
    #expect(result.errors == "interlude: connection refused by 127.0.0.1:\(port)\n")
  }
}

/// Python's `http.server` serving a temporary folder on a free port of 127.0.0.1.
final class LocalHTTPServer {
  /// The python3 executable, or nil when there is none on PATH.
  static let python: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").lazy
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Serves the folder; exits on its own after ten minutes, so a test run that is killed (and
  /// never calls ``stop()``) does not leave it behind.
  private static let script = """
    import functools, http.server, os, sys, threading
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass
    lifetime = threading.Timer(600, lambda: os._exit(0))
    lifetime.daemon = True
    lifetime.start()
    handler = functools.partial(Quiet, directory=sys.argv[1])
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """

  let port: Int
  private let process: Process
  private let directory: URL

  init(files: [String: String]) throws {
    let python = try #require(Self.python)
    directory = try makeTemporaryDirectory(files: files)
    process = Process()
    process.executableURL = python
    process.arguments = ["-c", Self.script, directory.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    var text = ""
    while !text.contains("\n") {
      let chunk = pipe.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    guard let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      kill(process.processIdentifier, SIGKILL)
      throw CLIError.unusableInput("the test HTTP server did not start: \(text)")
    }
    self.port = port
  }

  func url(_ name: String) -> String { "http://127.0.0.1:\(port)/\(name)" }

  /// Stops the server (SIGKILL: a test runner may leave SIGTERM blocked in its children).
  func stop() {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: directory)
  }
}
