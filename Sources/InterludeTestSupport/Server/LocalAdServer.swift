// `Process` exists only on macOS and Linux; iOS and tvOS test runs use `RecordingTransport`.
#if os(macOS) || os(Linux)
#if canImport(FoundationNetworking)
public import Foundation
import FoundationNetworking
#else
public import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A real HTTP server on 127.0.0.1 for end-to-end tests: `Scripts/ad-test-server.py`, run with
/// `python3` from `PATH`.
///
/// It serves files below a root folder and scripted routes (``AdServerRoute``: status, body,
/// delay, trickled or chunked bodies, redirects), and logs every request (method, path and
/// query, headers, arrival time) for assertions.
///
/// Concurrency: give each test its own server. Starting one takes about a tenth of a second, it
/// listens on a random port, and its log holds only that test's requests, so Swift Testing can
/// run the tests in parallel. (Sharing one server across a suite works too, with
/// ``reset()`` between tests, but only if the suite is `.serialized`.)
///
/// The server stops when ``stop()`` is called or the value is released, and also on its own
/// when the test process dies or after `maxSeconds`. It is stopped with SIGKILL, because a test
/// runner may start children with SIGTERM blocked.
///
/// ```swift
/// @Test(.enabled(if: LocalAdServer.isAvailable, "python3 is missing"))
/// func loadsTag() async throws {
///   let server = try await LocalAdServer.start(routes: ["/tag": .vast(xml)])
///   defer { server.stop() }
///   let response = try await transport.send(HTTPRequest(url: server.url(path: "/tag")))
/// }
/// ```
public final class LocalAdServer: Sendable {
  /// The server script in this repository.
  public static var scriptURL: URL {
    RepositoryPaths.root.appendingPathComponent("Scripts/ad-test-server.py")
  }

  /// `python3` from `PATH`, or nil.
  public static var pythonURL: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("python3")
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return candidate
      }
    }
    return nil
  }

  /// Why the server cannot run here (no `python3`, no script), or nil when it can.
  public static var unavailableReason: String? {
    if pythonURL == nil { return LocalAdServerError.pythonUnavailable.description }
    if !FileManager.default.fileExists(atPath: scriptURL.path) {
      return LocalAdServerError.scriptMissing(scriptURL.path).description
    }
    return nil
  }

  /// True when the server can run here: use in `.enabled(if:)` so that tests skip with a reason.
  public static var isAvailable: Bool { unavailableReason == nil }

  /// The most a server waits for its script to report a port, in seconds.
  static let launchTimeout: Double = 15

  /// One session for every server's control requests (never invalidated: FoundationNetworking
  /// is fragile when sessions are created and torn down concurrently).
  private static let controlSession: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.urlCache = nil
    return URLSession(configuration: configuration)
  }()

  /// The port the server listens on.
  public let port: Int
  /// `http://127.0.0.1:<port>`.
  public let baseURL: URL
  private let process: Process
  private let stderrFile: URL
  private let stopped = ServerStopFlag()

  private init(port: Int, process: Process, stderrFile: URL) {
    self.port = port
    self.process = process
    self.stderrFile = stderrFile
    self.baseURL = URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
  }

  deinit {
    stop()
  }

  /// Starts a server and waits until it listens.
  ///
  /// - Parameters:
  ///   - root: A folder whose files are served by path; none by default.
  ///   - routes: Scripted answers by path (or path with query).
  ///   - delayMilliseconds: A delay before every answer that has no delay of its own.
  ///   - maxSeconds: The server's longest life, a guard against leaks.
  /// - Throws: ``LocalAdServerError``; ``LocalAdServerError/pythonUnavailable`` when there is no
  ///   `python3`.
  public static func start(
    root: URL? = nil, routes: [String: AdServerRoute] = [:], delayMilliseconds: Int = 0,
    maxSeconds: Int = 600
  ) async throws(LocalAdServerError) -> LocalAdServer {
    guard let python = pythonURL else { throw .pythonUnavailable }
    let script = scriptURL
    guard FileManager.default.fileExists(atPath: script.path) else {
      throw .scriptMissing(script.path)
    }
    let temporary = FileManager.default.temporaryDirectory
    let stamp = UUID().uuidString
    let routesFile = temporary.appendingPathComponent("interlude-ad-server-\(stamp).json")
    let stderrFile = temporary.appendingPathComponent("interlude-ad-server-\(stamp).log")
    defer { try? FileManager.default.removeItem(at: routesFile) }

    var arguments = [
      script.path, "--delay-ms", String(delayMilliseconds), "--max-seconds", String(maxSeconds),
    ]
    if let root { arguments += ["--root", root.path] }
    if !routes.isEmpty {
      do {
        try JSONEncoder().encode(routes).write(to: routesFile)
      } catch {
        throw .launchFailed("cannot write the routes file: \(error)")
      }
      arguments += ["--routes", routesFile.path]
    }

    let process = Process()
    process.executableURL = python
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["PYTHONUNBUFFERED"] = "1"
    environment["PYTHONDONTWRITEBYTECODE"] = "1"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    guard FileManager.default.createFile(atPath: stderrFile.path, contents: nil),
      let errorHandle = try? FileHandle(forWritingTo: stderrFile)
    else { throw .launchFailed("cannot create \(stderrFile.path)") }
    process.standardError = errorHandle
    do {
      try process.run()
    } catch {
      throw .launchFailed("cannot run \(python.path): \(error)")
    }
    try? errorHandle.close()

    let line = await readFirstLine(of: output.fileHandleForReading, process: process)
    guard let line, line.hasPrefix("PORT "), let port = Int(line.dropFirst(5)), port > 0 else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let log = (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
      try? FileManager.default.removeItem(at: stderrFile)
      let got = line.map { "`\($0)`" } ?? "nothing"
      let detail = log.isEmpty ? "" : ": \(log)"
      throw .launchFailed("expected `PORT <n>` from the script, got \(got)\(detail)")
    }
    return LocalAdServer(port: port, process: process, stderrFile: stderrFile)
  }

  /// Reads the script's first output line on a background thread, giving up after
  /// ``launchTimeout`` (the process is killed, which ends the read).
  private static func readFirstLine(of handle: FileHandle, process: Process) async -> String? {
    let pid = process.processIdentifier
    let watchdog = Task {
      try? await Task.sleep(nanoseconds: UInt64(launchTimeout * 1_000_000_000))
      if !Task.isCancelled { kill(pid, SIGKILL) }
    }
    defer { watchdog.cancel() }
    return await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        var bytes = Data()
        while !bytes.contains(UInt8(ascii: "\n")) {
          let chunk = handle.availableData
          if chunk.isEmpty { break }
          bytes.append(chunk)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let first = text.split(separator: "\n", omittingEmptySubsequences: false).first
        continuation.resume(
          returning: first.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
      }
    }
  }

  /// A URL on this server; `path` may carry a query (`/tag?x=1`).
  public func url(path: String) -> URL {
    let suffix = path.hasPrefix("/") ? path : "/" + path
    return URL(string: baseURL.absoluteString + suffix) ?? baseURL
  }

  /// The requests received so far, oldest first (control paths are not logged).
  public func requestLog() async throws(LocalAdServerError) -> [LoggedRequest] {
    let data = try await control("GET", "/__log")
    do {
      return try JSONDecoder().decode([LoggedRequest].self, from: data)
    } catch {
      throw .controlFailed("unreadable log: \(error)")
    }
  }

  /// Clears the request log (routes stay).
  public func reset() async throws(LocalAdServerError) {
    _ = try await control("POST", "/__reset")
  }

  /// Adds or replaces scripted routes.
  public func addRoutes(_ routes: [String: AdServerRoute]) async throws(LocalAdServerError) {
    let body: Data
    do {
      body = try JSONEncoder().encode(routes)
    } catch {
      throw .controlFailed("cannot encode routes: \(error)")
    }
    _ = try await control("POST", "/__routes", body: body)
  }

  /// True while the server answers `/__health`.
  public func isHealthy() async -> Bool {
    (try? await control("GET", "/__health")) != nil
  }

  /// Stops the server (SIGKILL) and waits for it to exit; calling it again does nothing.
  public func stop() {
    guard stopped.set() else { return }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: stderrFile)
  }

  private func control(
    _ method: String, _ path: String, body: Data? = nil
  ) async throws(LocalAdServerError) -> Data {
    var request = URLRequest(url: url(path: path))
    request.httpMethod = method
    request.httpBody = body
    request.timeoutInterval = 10
    if body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
    do {
      let (data, response) = try await Self.controlSession.data(for: request)
      guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
        throw LocalAdServerError.controlFailed("\(method) \(path): unexpected response")
      }
      return data
    } catch let error as LocalAdServerError {
      throw error
    } catch {
      throw .controlFailed("\(method) \(path): \(error.localizedDescription)")
    }
  }
}
#endif
